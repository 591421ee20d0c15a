import { data } from 'react-router';
import { AdminNotFound } from '../../features/admin-shell';

/** Admin paths that are not sections answer 404, but inside the panel (and its guards). */
export function loader() {
  return data({ notFound: true }, { status: 404 });
}

export default function AdminMissingSection() {
  return <AdminNotFound />;
}
