import { data } from 'react-router';
import { NotFoundPage } from '../../features/public-site';

/** Unknown paths render inside the site's frame, answered with status 404. */
export function loader() {
  return data({ notFound: true }, { status: 404 });
}

export default function NotFound() {
  return <NotFoundPage />;
}
