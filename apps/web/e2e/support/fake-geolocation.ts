/**
 * A local stand-in for the IP geolocation service. Tests choose what it answers through
 * POST /__mode (country or failure), since they run in another process than the one that
 * started it. A test that must see the page before the answer holds the request itself
 * (`page.route`) rather than the service waiting a fixed time.
 */
import { createServer, type Server } from 'node:http';

export type GeoMode = { country?: string; fail?: boolean };

export type FakeGeolocation = { url: string; controlUrl: string; close: () => Promise<void> };

const DEFAULT_MODE: GeoMode = { country: 'AR', fail: false };

export async function startFakeGeolocation(port: number): Promise<FakeGeolocation> {
  let mode: GeoMode = { ...DEFAULT_MODE };
  const server: Server = createServer((request, response) => {
    const url = new URL(request.url ?? '/', `http://localhost:${port}`);
    response.setHeader('Access-Control-Allow-Origin', '*');
    if (url.pathname === '/__mode' && request.method === 'POST') {
      let body = '';
      request.on('data', (chunk) => {
        body += chunk;
      });
      request.on('end', () => {
        mode = { ...DEFAULT_MODE, ...(body ? (JSON.parse(body) as GeoMode) : {}) };
        response.writeHead(204).end();
      });
      return;
    }
    if (mode.fail) {
      response.writeHead(500, { 'Content-Type': 'application/json' }).end('{"error":true}');
      return;
    }
    response.writeHead(200, { 'Content-Type': 'application/json' }).end(
      JSON.stringify({
        ip: '203.0.113.7',
        city: mode.country === 'AR' ? 'Córdoba' : 'Montevideo',
        country: mode.country,
        country_code: mode.country,
        currency: mode.country === 'AR' ? 'ARS' : 'UYU',
      }),
    );
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, '127.0.0.1', resolve);
  });
  return {
    url: `http://localhost:${port}/json/`,
    controlUrl: `http://localhost:${port}/__mode`,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
