/** Choosing a course by typing part of its title (findAllCourses' `q`), newest first. */
import { useApiAccess } from '../../lib/api-access';
import { operationQuery } from '../../lib/query-keys';
import { type PickerFieldProps, RecordPicker } from './record-picker';

const MATCHES = 15;

export function CoursePicker(props: PickerFieldProps) {
  const { client } = useApiAccess();
  return (
    <RecordPicker
      {...props}
      testId="course-picker"
      matching={(q) =>
        operationQuery(client, 'findAllCourses', { q, size: MATCHES, sort: ['startDate,desc'] })
      }
      chosen={(courseId) => operationQuery(client, 'findCourseById', { courseId })}
      optionLabel={(course) => course.title}
    />
  );
}
