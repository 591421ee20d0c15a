import { getMessages, useMessages } from '../../i18n';
import { pageMeta, siteOriginOf } from '../../lib/page-meta';
import { InfoPage } from '../../ui/info-page';
import type { Route } from './+types/refund';

/**
 * A loader, although the page is static: navigating here then has a loading phase, which
 * is when the informational-page skeleton shows (specification section 2).
 */
export function loader() {
  return { page: 'refund' as const };
}

export const meta: Route.MetaFunction = ({ matches, location }) =>
  pageMeta({ ...getMessages().meta.pages.refund, origin: siteOriginOf(matches), path: location.pathname });

export default function Page() {
  return <InfoPage content={useMessages().pages.refund} />;
}
