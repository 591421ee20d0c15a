import { CatalogueSection } from '../../features/catalogue';
import { loadCatalogue } from '../../features/catalogue/index.server';
import { HomePage } from '../../features/public-site';
import { pageContent } from '../../i18n/pages.server';
import { sitePageMeta } from '../../lib/page-meta';
import { serverApiClient } from '../../lib/server-api.server';
import type { Route } from './+types/home';

/**
 * The catalogue's first page is fetched on the server, so the HTML carries the course cards;
 * the page's text comes from the server too (not in the JavaScript).
 */
export async function loader({ request }: Route.LoaderArgs) {
  return { content: pageContent('home'), catalogue: await loadCatalogue(serverApiClient(request)) };
}

export const meta: Route.MetaFunction = sitePageMeta('home');

export default function Home({ loaderData }: Route.ComponentProps) {
  const { catalogue } = loaderData;
  return (
    <HomePage
      content={loaderData.content}
      catalogue={<CatalogueSection firstPage={catalogue.courses} topics={catalogue.topics} />}
    />
  );
}
