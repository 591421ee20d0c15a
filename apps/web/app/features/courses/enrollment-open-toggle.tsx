/**
 * "Cerrar inscripción" / "Reabrir inscripción" of a course, asked for again in a dialog, for
 * those the contract lets close a course (commercial and academic admins): the courses list
 * and the course's page both offer it.
 */
import { format, useMessages } from '../../i18n';
import { mayCall } from '../../lib/access';
import { problemMessage } from '../../lib/api-problem';
import type { Course } from '../../lib/api-types';
import { SwitchConfirmButton } from '../../ui/switch-confirm-button';
import { notify } from '../../ui/toast';
import { useSession } from '../session';
import { useSetEnrollmentOpen } from './api';

export function EnrollmentOpenToggle({
  course,
}: {
  course: Pick<Course, 'id' | 'title' | 'enrollmentOpen'>;
}) {
  const allMessages = useMessages();
  const messages = allMessages.academic.admin.courses;
  const { scopes } = useSession();
  const setOpen = useSetEnrollmentOpen();
  const reopening = !course.enrollmentOpen;
  if (!mayCall(reopening ? 'reopenCourseEnrollments' : 'closeCourseEnrollments', scopes)) return null;
  const label = reopening ? messages.reopenEnrollments : messages.closeEnrollments;
  return (
    <SwitchConfirmButton
      turnsOff={!reopening}
      label={label}
      title={reopening ? messages.reopenTitle : messages.closeTitle}
      message={format(reopening ? messages.reopenText : messages.closeText, { title: course.title })}
      loading={setOpen.isPending}
      testId={reopening ? 'reopen-enrollments' : 'close-enrollments'}
      onConfirm={() =>
        setOpen
          .mutateAsync(
            { courseId: course.id, open: reopening },
            {
              onSuccess: () => notify.success(reopening ? messages.reopened_done : messages.closed_done),
              onError: (error) => notify.error(problemMessage(error, allMessages.academic.errors)),
            },
          )
          .catch(() => undefined)
      }
    />
  );
}
