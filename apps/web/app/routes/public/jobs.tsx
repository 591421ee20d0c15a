import { JobsPage } from '../../features/public-site';
import { getMessages } from '../../i18n';
import { pageMeta, siteOriginOf } from '../../lib/page-meta';
import type { Route } from './+types/jobs';

/** A loader gives the navigation a loading phase, when the skeleton shows (see about.tsx). */
export function loader() {
  return { page: 'jobs' as const };
}

export const meta: Route.MetaFunction = ({ matches, location }) =>
  pageMeta({ ...getMessages().meta.pages.jobs, origin: siteOriginOf(matches), path: location.pathname });

export default function Page() {
  return <JobsPage />;
}
