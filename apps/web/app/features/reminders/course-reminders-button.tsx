/** "Enviar recordatorios del curso": queues the course's due reminders (confirmed first) and says how many. */
import { format, useMessages } from '../../i18n';
import { mayCall } from '../../lib/access';
import { useSession } from '../session';
import { useProcessCourseReminders } from './api';
import { ReminderAction } from './reminder-action';

export function CourseRemindersButton({ courseId }: { courseId: string }) {
  const text = useMessages().reminders.course;
  const { scopes } = useSession();
  const run = useProcessCourseReminders(courseId);
  if (!mayCall('processPaymentReminders', scopes)) return null;
  return (
    <ReminderAction
      words={text.run}
      call={() => run.mutateAsync()}
      success={({ queued }) =>
        format(queued === 0 ? text.queued.none : queued === 1 ? text.queued.one : text.queued.other, {
          count: String(queued),
        })
      }
      testId="course-reminders"
    />
  );
}
