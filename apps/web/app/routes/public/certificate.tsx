import { VerifyCertificatePage } from '../../features/certificates';
import type { Route } from './+types/certificate';

export default function Page({ params }: Route.ComponentProps) {
  return <VerifyCertificatePage code={params.code} />;
}
