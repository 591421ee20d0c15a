import { EnrollmentPage } from '../../features/enrollments';
import { EnrollmentPayments } from '../../features/payments';
import { EnrollmentReminders } from '../../features/reminders';
import type { Route } from './+types/enrollment';

/** The enrollment's page, with the payments and the reminders features' sections composed in. */
export default function AdminEnrollment({ params }: Route.ComponentProps) {
  return (
    <EnrollmentPage
      key={params.enrollmentId}
      enrollmentId={params.enrollmentId}
      payments={(enrollment) => <EnrollmentPayments enrollment={enrollment} />}
      reminders={<EnrollmentReminders enrollmentId={params.enrollmentId} />}
    />
  );
}
