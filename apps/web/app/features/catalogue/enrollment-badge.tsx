/** Whether a course takes students: open or closed enrollment, or the course is over. */
import { Badge } from '@mantine/core';
import { useMessages } from '../../i18n';
import type { Course } from '../../lib/api-types';
import { hasEnded } from '../../lib/dates';

export function EnrollmentBadge({ course }: { course: Pick<Course, 'enrollmentOpen' | 'endDate'> }) {
  const messages = useMessages().academic.catalogue;
  // A course that is over may still have enrollment open in its record: say it is over.
  if (hasEnded(course.endDate)) {
    return (
      <Badge variant="dot" color="gray" data-testid="enrollment-badge">
        {messages.finished}
      </Badge>
    );
  }
  return (
    <Badge variant="dot" color={course.enrollmentOpen ? 'teal' : 'gray'} data-testid="enrollment-badge">
      {course.enrollmentOpen ? messages.enrollmentOpen : messages.enrollmentClosed}
    </Badge>
  );
}
