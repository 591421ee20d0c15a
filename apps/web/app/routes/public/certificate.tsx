import { VerifyCertificatePage } from '../../features/certificates';
import { format, getMessages } from '../../i18n';
import { pageMeta, siteOriginOf } from '../../lib/page-meta';
import { AppProviders } from '../../ui/mantine-providers';
import type { Route } from './+types/certificate';

export const meta: Route.MetaFunction = ({ params, matches, location }) => {
  const texts = getMessages().meta.pages.certificate;
  return pageMeta({
    title: format(texts.title, { code: params.code }),
    description: format(texts.description, { code: params.code }),
    origin: siteOriginOf(matches),
    path: location.pathname,
  });
};

export default function Page({ params }: Route.ComponentProps) {
  return (
    <AppProviders>
      <VerifyCertificatePage code={params.code} />
    </AppProviders>
  );
}
