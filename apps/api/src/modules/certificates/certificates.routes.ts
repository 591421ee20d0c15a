/** Binds the Certificates operations of the contract to the certificates service. */
import { defineHandlers } from '../../http/handlers.js';
import { sendPdfDownload } from '../../http/send-pdf.js';
import type { CertificatesService } from './certificates.service.js';

export function certificatesHandlers({ certificates: service }: { certificates: CertificatesService }) {
  return defineHandlers({
    findAllCertificates: ({ caller, query }) => service.findAll(caller, query),
    findCertificateById: ({ caller, params }) => service.findById(caller, params.certificateId),
    updateCertificate: ({ params, body }) => service.update(params.certificateId, body),
    getCertificatePdf: async ({ caller, params, reply }) =>
      sendPdfDownload(reply, await service.pdf(caller, params.certificateId)),
    verifyCertificate: ({ params }) => service.verify(params.code),
  });
}
