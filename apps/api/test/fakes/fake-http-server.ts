/**
 * A local HTTP server that plays a vendor in tests: it records every request (method,
 * path, headers, raw body) and answers with the route handler the test gives it, or with
 * the answers queued by `answerNext` (a vendor's 5xx, a slow answer for a timeout).
 */
import { createServer, type IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';

export type RecordedRequest = { method: string; path: string; headers: IncomingHttpHeaders; body: string };
export type FakeResponse = {
  status: number;
  body?: unknown;
  headers?: Record<string, string>;
  /** Wait this long before answering (to make the caller time out). */
  delayMs?: number;
};
export type FakeRoute = (request: RecordedRequest) => FakeResponse;

export async function startFakeServer(route: FakeRoute) {
  const requests: RecordedRequest[] = [];
  const queued: FakeResponse[] = [];
  const server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      const recorded = {
        method: req.method ?? '',
        path: req.url ?? '',
        headers: req.headers,
        body: Buffer.concat(chunks).toString(),
      };
      requests.push(recorded);
      const answer = queued.shift() ?? route(recorded);
      const reply = () => {
        if (res.destroyed) return;
        res.writeHead(answer.status, { 'content-type': 'application/json', ...answer.headers });
        res.end(answer.body === undefined ? '' : JSON.stringify(answer.body));
      };
      if (answer.delayMs) setTimeout(reply, answer.delayMs).unref();
      else reply();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    requests,
    /** Answers the next request with this, whatever the route would say. */
    answerNext(response: FakeResponse) {
      queued.push(response);
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        // A slow answer still pending must not keep the test waiting.
        server.closeAllConnections();
      }),
  };
}
