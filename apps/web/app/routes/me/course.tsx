import { PayNowButton } from '../../features/payments';
import { MyCoursePage } from '../../features/student';
import type { Route } from './+types/course';

export default function MeCourse({ params }: Route.ComponentProps) {
  return (
    <MyCoursePage
      courseId={params.courseId}
      payNow={(enrollmentId) => <PayNowButton enrollmentId={enrollmentId} />}
    />
  );
}
