/**
 * Vendor notifications are signed over their exact bytes (VENDORS.md): for the contract's
 * webhook operations the JSON body is not parsed at all here — the raw Buffer is kept on
 * the request and the handler parses it only after the signature holds. Every other route
 * keeps Fastify's own JSON parser (prototype-poisoning checks included).
 */
import { operationList } from '@catedra/contract';
import type { FastifyInstance } from 'fastify';

declare module 'fastify' {
  interface FastifyRequest {
    /** The body exactly as received, on webhook routes only. */
    rawBody?: Buffer;
  }
}

const WEBHOOK_OPERATIONS = new Set(
  operationList
    .filter((operation) => operation.access.kind === 'webhook')
    .map((operation) => operation.operationId),
);

export function keepRawBodyOfWebhooks(app: FastifyInstance): void {
  const parseJson = app.getDefaultJsonParser('error', 'error');
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'buffer' }, (request, body, done) => {
    const buffer = body as Buffer;
    if (WEBHOOK_OPERATIONS.has(request.routeOptions.config.operationId ?? '')) {
      request.rawBody = buffer;
      // Read by nobody before the signature is checked; an object so the contract's schema holds.
      done(null, {});
      return;
    }
    parseJson(request, buffer.toString('utf8'), done);
  });
}
