import { TopicsPage } from '../../features/topics';

export default function AdminTopics() {
  return <TopicsPage />;
}
