import { TeacherList } from '../../features/catalogue';
import { TeachersPage } from '../../features/public-site';
import { getMessages } from '../../i18n';
import { pageMeta, siteOriginOf } from '../../lib/page-meta';
import type { Route } from './+types/teachers';

/** A loader gives the navigation a loading phase, when the skeleton shows (see about.tsx). */
export function loader() {
  return { page: 'teachers' as const };
}

export const meta: Route.MetaFunction = ({ matches, location }) =>
  pageMeta({ ...getMessages().meta.pages.teachers, origin: siteOriginOf(matches), path: location.pathname });

export default function Page() {
  return <TeachersPage teacherList={<TeacherList />} />;
}
