/**
 * A local HTTP server that plays a vendor in tests: it records every request (method,
 * path, headers, raw body) and answers with the route handler the test gives it, or with
 * the answers queued by `answerNext` (a vendor's 5xx, a slow answer for a timeout), or lets
 * the route do its work and sends its answer late (`answerLate`: the vendor did it, the
 * caller timed out and never heard).
 */
import { createServer, type IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';

export type RecordedRequest = { method: string; path: string; headers: IncomingHttpHeaders; body: string };
export type FakeResponse = {
  status: number;
  /** Sent as JSON. */
  body?: unknown;
  /** Sent as it is instead (a script the fake serves to a browser); say its content-type in `headers`. */
  text?: string;
  headers?: Record<string, string>;
  /** Wait this long before answering (to make the caller time out). */
  delayMs?: number;
};
export type FakeRoute = (request: RecordedRequest) => FakeResponse;

/** A vendor's answer to reading one thing: the thing (200), or the vendor's own 404 body. */
export function foundOr404(found: unknown, notFound: unknown): FakeResponse {
  return found ? { status: 200, body: found } : { status: 404, body: notFound };
}

/** On a free port unless told one (a browser test's stack started elsewhere must know it). */
export async function startFakeServer(route: FakeRoute, port = 0) {
  const requests: RecordedRequest[] = [];
  const queued: FakeResponse[] = [];
  const late: number[] = [];
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
      const lateBy = queued.length === 0 ? late.shift() : undefined;
      const routed = queued.shift() ?? route(recorded);
      const answer = lateBy ? { ...routed, delayMs: lateBy } : routed;
      const reply = () => {
        if (res.destroyed) return;
        res.writeHead(answer.status, { 'content-type': 'application/json', ...answer.headers });
        res.end(answer.text ?? (answer.body === undefined ? '' : JSON.stringify(answer.body)));
      };
      if (answer.delayMs) setTimeout(reply, answer.delayMs).unref();
      else reply();
    });
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, '127.0.0.1', resolve);
  });
  const address = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${address.port}`,
    requests,
    /** Answers the next request with this, whatever the route would say. */
    answerNext(response: FakeResponse) {
      queued.push(response);
    },
    /** The next request is handled as usual, but answered only after `delayMs`. */
    answerLate(delayMs: number) {
      late.push(delayMs);
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        // A slow answer still pending must not keep the test waiting.
        server.closeAllConnections();
      }),
  };
}
