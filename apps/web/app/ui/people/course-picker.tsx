/** Choosing a course by typing part of its title (findAllCourses' `q`), newest first. */
import type { SelectProps } from '@mantine/core';
import { useApiAccess } from '../../lib/api-access';
import { operationQuery } from '../../lib/query-keys';
import { RecordPicker } from './record-picker';

const MATCHES = 15;

export function CoursePicker({
  label,
  placeholder,
  value,
  onChange,
  w,
}: {
  label: string;
  placeholder?: string;
  value: string | null;
  onChange: (courseId: string | null) => void;
  w?: SelectProps['w'];
}) {
  const { client } = useApiAccess();
  return (
    <RecordPicker
      label={label}
      placeholder={placeholder}
      value={value}
      onChange={onChange}
      w={w}
      testId="course-picker"
      matching={(q) =>
        operationQuery(client, 'findAllCourses', { q, size: MATCHES, sort: ['startDate,desc'] })
      }
      chosen={(courseId) => operationQuery(client, 'findCourseById', { courseId })}
      optionLabel={(course) => course.title}
    />
  );
}
