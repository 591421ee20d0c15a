/** Certificates: public verification, the student's list and the admin list. */
export { AdminCertificatesPage } from './admin-certificates-page';
export { MyCertificates } from './my-certificates';
export { VerifyCertificatePage } from './verify-page';
