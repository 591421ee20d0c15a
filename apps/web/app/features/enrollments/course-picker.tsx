/**
 * Choosing a course by typing part of its title (findAllCourses' `q`). The chosen course is
 * named even when its id came from the address and is not among the matches.
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
}: {
  label: string;
  placeholder?: string;
  value: string | null;
  onChange: (courseId: string | null) => void;
  w?: SelectProps['w'];
}) {
  const client = useApiClient();
  const [search, setSearch] = useState('');
  const [q] = useDebouncedValue(search.trim(), 300);
  const matches = useQuery(
    operationQuery(client, 'findAllCourses', { q: q || undefined, size: MATCHES, sort: ['startDate,desc'] }),
  );
  const chosen = useQuery({
    ...operationQuery(client, 'findCourseById', { courseId: value ?? '' }),
    enabled: Boolean(value),
  });
  const courses = [...(matches.data?.content ?? []), ...(value && chosen.data ? [chosen.data] : [])];
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
