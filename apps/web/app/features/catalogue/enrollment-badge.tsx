/** Whether a course takes students: open or closed enrollment, or the course is over. Plain HTML (ui/plain). */
import { useSiteMessages } from '../../i18n/site';
import type { Course } from '../../lib/api-types';
import { hasEnded } from '../../lib/dates';

export function EnrollmentBadge({ course }: { course: Pick<Course, 'enrollmentOpen' | 'endDate'> }) {
  const messages = useSiteMessages().academic.catalogue;
  // A course that is over may still have enrollment open in its record: say it is over.
  const ended = hasEnded(course.endDate);
  const open = course.enrollmentOpen && !ended;
  return (
    <span className={`p-badge p-badge--dot${open ? ' p-badge--teal' : ''}`} data-testid="enrollment-badge">
      {ended ? messages.finished : open ? messages.enrollmentOpen : messages.enrollmentClosed}
    </span>
  );
}
