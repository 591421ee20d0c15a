/** "Enviar recordatorios del curso": queues the course's due reminders (confirmed first) and says how many. */
import { format, useMessages } from '../../i18n';
import { mayCall } from '../../lib/access';
import { ActionDialog } from '../../ui/action-dialog';
import { useSession } from '../session';
import { useProcessCourseReminders } from './api';

export function CourseRemindersButton({ courseId }: { courseId: string }) {
  const text = useMessages().reminders.course;
  const { scopes } = useSession();
  const run = useProcessCourseReminders(courseId);
  if (!mayCall('processPaymentReminders', scopes)) return null;
  return (
    <ActionDialog
      label={text.run}
      title={text.runTitle}
      text={text.runText}
      confirmLabel={text.runConfirm}
      variant="light"
      onConfirm={() => run.mutateAsync()}
      successText={(result) => format(text.queued, { count: String((result as { queued: number }).queued) })}
      testId="course-reminders"
    />
  );
}
