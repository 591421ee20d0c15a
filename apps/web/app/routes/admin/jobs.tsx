import { JobsPage } from '../../features/jobs';

export default function AdminJobs() {
  return <JobsPage />;
}
