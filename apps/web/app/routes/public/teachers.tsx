import { TeacherList } from '../../features/catalogue';
import { TeachersPage } from '../../features/public-site';

/** A loader gives the navigation a loading phase, when the skeleton shows (see about.tsx). */
export function loader() {
  return { page: 'teachers' as const };
}

export default function Page() {
  return <TeachersPage teacherList={<TeacherList />} />;
}
