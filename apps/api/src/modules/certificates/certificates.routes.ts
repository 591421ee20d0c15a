/** Binds the Certificates operations of the contract to the certificates service. */
import type { AppDependencies } from '../../app.js';
import { defineHandlers } from '../../http/handlers.js';
import { createUsersRepository } from '../users/users.repository.js';
import { createCertificatesRepository } from './certificates.repository.js';
import { createCertificatesService } from './certificates.service.js';

/** The service, also for the enrollments module (its issuing call only invokes issueFromEnrollment). */
export function certificatesServiceOf({ database, config }: Pick<AppDependencies, 'database' | 'config'>) {
  return createCertificatesService({
    certificates: createCertificatesRepository(database.db),
    users: createUsersRepository(database.db),
    // WEB_ORIGIN may list several origins for CORS; the first is the public site.
    webOrigin: config.webOrigin.split(',')[0]!.trim(),
  });
}

export function certificatesHandlers(deps: AppDependencies) {
  const service = certificatesServiceOf(deps);
  return defineHandlers({
    findAllCertificates: ({ caller, query }) => service.findAll(caller, query),
    findCertificateById: ({ caller, params }) => service.findById(caller, params.certificateId),
    updateCertificate: ({ params, body }) => service.update(params.certificateId, body),
    getCertificatePdf: async ({ caller, params, reply }) => {
      const pdf = await service.pdf(caller, params.certificateId);
      return reply
        .code(200)
        .header('content-type', 'application/pdf')
        .header('content-disposition', `attachment; filename="${pdf.fileName}"`)
        .send(pdf.content);
    },
    verifyCertificate: ({ params }) => service.verify(params.code),
  });
}
