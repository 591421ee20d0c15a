/** Answers a CSV as a download (the lists' exports): the one place that sets its headers. */
import type { FastifyReply } from 'fastify';
import type { CsvFile } from '../core/csv/csv-file.js';

/**
 * Fastify pipes the stream to the client with backpressure and destroys it when the client
 * goes away (which closes a database cursor behind it). Headers leave with the first bytes, so
 * a stream that fails before its first row is answered as an ordinary error.
 */
export function sendCsvDownload(reply: FastifyReply, file: CsvFile) {
  return reply
    .code(200)
    .header('content-type', 'text/csv; charset=utf-8')
    .header('content-disposition', `attachment; filename="${file.fileName}"`)
    .header('cache-control', 'no-store')
    .send(file.content);
}
