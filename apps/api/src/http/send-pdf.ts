/** Answers a PDF as a download (the certificate, a payment's receipt): the one place that sets its headers. */
import type { FastifyReply } from 'fastify';

export function sendPdfDownload(reply: FastifyReply, pdf: { fileName: string; content: Buffer }) {
  return reply
    .code(200)
    .header('content-type', 'application/pdf')
    .header('content-disposition', `attachment; filename="${pdf.fileName}"`)
    .send(pdf.content);
}
