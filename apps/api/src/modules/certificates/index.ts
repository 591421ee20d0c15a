/** The certificates module's public surface. */
export { newCertificateCode, normalizeCertificateCode } from './certificate-code.js';
export { certificatesHandlers } from './certificates.routes.js';
export {
  type CertificateIssue,
  type CertificatesService,
  createCertificatesService,
} from './certificates.service.js';
