import { pageContent } from '../../i18n/pages.server';
import { sitePageMeta } from '../../lib/page-meta';
import { InfoPage } from '../../ui/info-page';
import type { Route } from './+types/about';

/**
 * The page's text comes from the server (not in the JavaScript), and navigating here then has
 * a loading phase, which is when the informational-page skeleton shows (specification section 2).
 */
export function loader() {
  return { content: pageContent('about') };
}

export const meta: Route.MetaFunction = sitePageMeta('about');

export default function Page({ loaderData }: Route.ComponentProps) {
  return <InfoPage content={loaderData.content} />;
}
