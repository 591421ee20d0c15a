import { TeacherList } from '../../features/catalogue';
import { loadTeachers } from '../../features/catalogue/index.server';
import { TeachersPage } from '../../features/public-site';
import { pageContent } from '../../i18n/pages.server';
import { sitePageMeta } from '../../lib/page-meta';
import { serverApiClient } from '../../lib/server-api.server';
import type { Route } from './+types/teachers';

/**
 * The page's text and the first page of teachers come from the server (in the HTML, not in
 * the JavaScript); the loader also gives the navigation a loading phase, when the skeleton
 * shows (see about.tsx).
 */
export async function loader({ request }: Route.LoaderArgs) {
  return { content: pageContent('teachers'), teachers: await loadTeachers(serverApiClient(request)) };
}

export const meta: Route.MetaFunction = sitePageMeta('teachers');

export default function Page({ loaderData }: Route.ComponentProps) {
  return (
    <TeachersPage
      content={loaderData.content}
      teacherList={<TeacherList firstPage={loaderData.teachers} />}
    />
  );
}
