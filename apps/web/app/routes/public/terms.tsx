import { useMessages } from '../../i18n';
import { InfoPage } from '../../ui/info-page';

/**
 * A loader, although the page is static: navigating here then has a loading phase, which
 * is when the informational-page skeleton shows (specification section 2).
 */
export function loader() {
  return { page: 'terms' as const };
}

export default function Page() {
  return <InfoPage content={useMessages().pages.terms} />;
}
