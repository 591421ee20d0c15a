/**
 * A local stand-in for the IP geolocation service. Tests choose what it answers through
 * POST /__mode (country, delay, or failure), since they run in another process than the
 * one that started it.
 */
import { createServer, type Server } from 'node:http';

export type GeoMode = { country?: string; delayMs?: number; fail?: boolean };

export type FakeGeolocation = { url: string; controlUrl: string; close: () => Promise<void> };

const DEFAULT_MODE: GeoMode = { country: 'AR', delayMs: 0, fail: false };

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
    const current = mode;
    setTimeout(() => {
      if (current.fail) {
        response.writeHead(500, { 'Content-Type': 'application/json' }).end('{"error":true}');
        return;
      }
      response.writeHead(200, { 'Content-Type': 'application/json' }).end(
        JSON.stringify({
          ip: '203.0.113.7',
          city: current.country === 'AR' ? 'Córdoba' : 'Montevideo',
          country: current.country,
          country_code: current.country,
          currency: current.country === 'AR' ? 'ARS' : 'UYU',
        }),
      );
    }, current.delayMs ?? 0);
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
