import { JobsPage } from '../../features/public-site';
import { pageContent } from '../../i18n/pages.server';
import { sitePageMeta } from '../../lib/page-meta';
import type { Route } from './+types/jobs';

/**
 * The page's text comes from the server (not in the JavaScript); the loader also gives the
 * navigation a loading phase, when the skeleton shows (see about.tsx).
 */
export function loader() {
  return { content: pageContent('jobs') };
}

export const meta: Route.MetaFunction = sitePageMeta('jobs');

export default function Page({ loaderData }: Route.ComponentProps) {
  return <JobsPage content={loaderData.content} />;
}
