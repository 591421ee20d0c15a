/**
 * One log line per request, written when the answer is sent: method, path, status and time.
 * Fastify's own request logging writes two lines per request (and serializes the request
 * twice), a measurable share of a cheap call's time; the outcome line is the one people read.
 * Headers are not logged, so tokens and cookies cannot be.
 */
import type { FastifyInstance } from 'fastify';

const LOGS_INFO = new Set(['trace', 'debug', 'info']);

export function registerRequestLog(app: FastifyInstance): void {
  // Below info (warn, silent) the hook would build a line nobody writes.
  if (!LOGS_INFO.has(app.log.level)) return;
  app.addHook('onResponse', (request, reply, done) => {
    request.log.info(
      {
        method: request.method,
        url: request.url,
        statusCode: reply.statusCode,
        responseTime: Math.round(reply.elapsedTime * 10) / 10,
        remoteAddress: request.ip,
      },
      'request completed',
    );
    done();
  });
}
