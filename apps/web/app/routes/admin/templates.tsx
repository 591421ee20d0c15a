import { useTopics } from '../../features/catalogue';
import { useSession } from '../../features/session';
import { TemplatesPage } from '../../features/templates';
import { mayCall } from '../../lib/access';

export default function AdminTemplates() {
  const { scopes } = useSession();
  const topics = useTopics();
  return (
    <TemplatesPage topics={topics.data?.content ?? []} canEdit={mayCall('createCourseTemplate', scopes)} />
  );
}
