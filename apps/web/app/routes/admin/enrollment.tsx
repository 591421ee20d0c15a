import { EnrollmentPage } from '../../features/enrollments';
import type { Route } from './+types/enrollment';

export default function AdminEnrollment({ params }: Route.ComponentProps) {
  return <EnrollmentPage key={params.enrollmentId} enrollmentId={params.enrollmentId} />;
}
