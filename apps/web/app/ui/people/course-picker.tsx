/**
 * Choosing a course by typing part of its title (findAllCourses' `q`), newest first. `openOnly`
 * offers only active courses taking enrollments (a new enrollment's course).
 */
import type { ApiClient } from '@catedra/client';
import { useApiAccess } from '../../lib/api-access';
import { operationQuery } from '../../lib/query-keys';
import { type PickerFieldProps, RecordPicker } from './record-picker';

const MATCHES = 15;

type CoursesPage = Awaited<ReturnType<ApiClient['findAllCourses']>>;

/** Whether a course takes enrollments is no filter of the list call: the page is narrowed here. */
const openCourses = (page: CoursesPage): CoursesPage => ({
  ...page,
  content: page.content.filter((course) => course.enrollmentOpen),
});

export function CoursePicker({ openOnly = false, ...props }: PickerFieldProps & { openOnly?: boolean }) {
  const { client } = useApiAccess();
  return (
    <RecordPicker
      {...props}
      testId="course-picker"
      matching={(q) => ({
        ...operationQuery(client, 'findAllCourses', {
          q,
          size: MATCHES,
          sort: ['startDate,desc'],
          ...(openOnly ? { active: true } : {}),
        }),
        ...(openOnly ? { select: openCourses } : {}),
      })}
      chosen={(courseId) => operationQuery(client, 'findCourseById', { courseId })}
      optionLabel={(course) => course.title}
    />
  );
}
