import { HydrationBoundary } from '@tanstack/react-query';
import { CatalogueSection } from '../../features/catalogue';
import { loadCatalogue } from '../../features/catalogue/index.server';
import { HomePage } from '../../features/public-site';
import { getMessages } from '../../i18n';
import { pageMeta, siteOriginOf } from '../../lib/page-meta';
import { serverApiClient } from '../../lib/server-api.server';
import type { Route } from './+types/home';

/** The catalogue's first page is fetched on the server, so the HTML carries the course cards. */
export async function loader({ request }: Route.LoaderArgs) {
  return { dehydrated: await loadCatalogue(serverApiClient(request)) };
}

export const meta: Route.MetaFunction = ({ matches, location }) =>
  pageMeta({ ...getMessages().meta.pages.home, origin: siteOriginOf(matches), path: location.pathname });

export default function Home({ loaderData }: Route.ComponentProps) {
  return (
    <HydrationBoundary state={loaderData.dehydrated}>
      <HomePage catalogue={<CatalogueSection />} />
    </HydrationBoundary>
  );
}
