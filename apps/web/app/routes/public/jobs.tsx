import { JobsPage } from '../../features/public-site';

/** A loader gives the navigation a loading phase, when the skeleton shows (see about.tsx). */
export function loader() {
  return { page: 'jobs' as const };
}

export default function Page() {
  return <JobsPage />;
}
