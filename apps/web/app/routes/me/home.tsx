import { MyCertificates } from '../../features/certificates';
import { MyAreaPage, useMyCourses } from '../../features/student';

export default function MeHome() {
  // Certificates name their course: the student's own courses give the titles.
  const courses = useMyCourses(0);
  const titles = new Map((courses.data?.content ?? []).map(({ course }) => [course.id, course.title]));
  return <MyAreaPage certificates={<MyCertificates courseTitles={titles} />} />;
}
