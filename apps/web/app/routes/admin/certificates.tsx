import { useQuery } from '@tanstack/react-query';
import { AdminCertificatesPage } from '../../features/certificates';
import { useApiClient } from '../../features/session';

export default function AdminCertificates() {
  const client = useApiClient();
  // Certificates carry a course id: one page of courses (staff see them all) names them.
  const courses = useQuery({
    queryKey: ['admin-courses', 'titles'],
    queryFn: ({ signal }) => client.findAllCourses({ size: 200, sort: ['title,asc'] }, { signal }),
  });
  const titles = new Map((courses.data?.content ?? []).map((course) => [course.id, course.title]));
  return <AdminCertificatesPage courseTitles={titles} />;
}
