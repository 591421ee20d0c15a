import { CoursePage } from '../../features/catalogue';
import type { Route } from './+types/course';

export default function Page({ params }: Route.ComponentProps) {
  return <CoursePage slug={params.slug} />;
}
