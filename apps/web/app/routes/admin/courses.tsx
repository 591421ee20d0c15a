import { useTopics } from '../../features/catalogue';
import { CoursesPage } from '../../features/courses';
import { useSession } from '../../features/session';
import { mayCall } from '../../lib/access';

export default function AdminCourses() {
  const { scopes } = useSession();
  const topics = useTopics();
  return (
    <CoursesPage
      topics={topics.data?.content ?? []}
      canEdit={mayCall('createCourse', scopes)}
      canSeeStats={mayCall('getCoursesStats', scopes)}
    />
  );
}
