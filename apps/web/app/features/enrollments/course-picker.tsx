/**
 * Choosing a course by typing part of its title (findAllCourses' `q`). The chosen course is
 * named even when its id came from the address and is not among the matches. `openOnly`
 * offers only active courses taking enrollments (a new enrollment's course).
 */
import type { SelectProps } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { operationQuery } from '../../lib/query-keys';
import { RemoteSelect } from '../../ui/remote-select';
import { useApiClient } from '../session';

const MATCHES = 15;

export function CoursePicker({
  label,
  placeholder,
  value,
  onChange,
  w,
  openOnly = false,
}: {
  label: string;
  placeholder?: string;
  value: string | null;
  onChange: (courseId: string | null) => void;
  w?: SelectProps['w'];
  openOnly?: boolean;
}) {
  const client = useApiClient();
  const [search, setSearch] = useState('');
  const [q] = useDebouncedValue(search.trim(), 300);
  const matches = useQuery(
    operationQuery(client, 'findAllCourses', {
      q: q || undefined,
      size: MATCHES,
      sort: ['startDate,desc'],
      ...(openOnly ? { active: true } : {}),
    }),
  );
  const chosen = useQuery({
    ...operationQuery(client, 'findCourseById', { courseId: value ?? '' }),
    enabled: Boolean(value),
  });
  const found = (matches.data?.content ?? []).filter((course) => !openOnly || course.enrollmentOpen);
  const courses = [...found, ...(value && chosen.data ? [chosen.data] : [])];
  const data = [...new Map(courses.map((course) => [course.id, course])).values()].map((course) => ({
    value: course.id,
    label: course.title,
  }));
  return (
    <RemoteSelect
      label={label}
      placeholder={placeholder}
      data={data}
      value={value}
      onChange={onChange}
      search={search}
      onSearchChange={setSearch}
      searching={matches.isFetching}
      w={w}
      testId="course-picker"
    />
  );
}
