import { AdminCertificatesPage } from '../../features/certificates';

export default function AdminCertificates() {
  return <AdminCertificatesPage />;
}
