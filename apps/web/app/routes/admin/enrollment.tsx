import { EnrollmentPage } from '../../features/enrollments';
import { EnrollmentPayments } from '../../features/payments';
import type { Route } from './+types/enrollment';

/** The enrollment's page, with the payments feature's section composed in. */
export default function AdminEnrollment({ params }: Route.ComponentProps) {
  return (
    <EnrollmentPage
      key={params.enrollmentId}
      enrollmentId={params.enrollmentId}
      payments={(enrollment) => <EnrollmentPayments enrollment={enrollment} />}
    />
  );
}
