/**
 * A person's or a course's name where an answer carries only the id (an enrollment's student,
 * a payment's payer). Each is read once and cached under its contract key (the users and
 * courses features read the same entries); someone who may not read it sees a short id.
 */
import { Anchor, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { useApiAccess } from '../../lib/api-access';
import { operationQuery } from '../../lib/query-keys';
import { fullName } from '../../lib/user-display';

export const shortId = (id: string) => `${id.slice(0, 8)}…`;

export function useUserRecord(userId: string, enabled = true) {
  const { client } = useApiAccess();
  return useQuery({ ...operationQuery(client, 'findUserById', { userId }), enabled });
}

export function UserName({ userId, link = false }: { userId: string; link?: boolean }) {
  const user = useUserRecord(userId);
  const name = user.data ? fullName(user.data) : shortId(userId);
  if (!link || !user.data) return <Text size="sm">{name}</Text>;
  return (
    <Anchor component={Link} to={`/admin/users/${userId}`} size="sm">
      {name}
    </Anchor>
  );
}

export function useCourseTitle(courseId: string): string {
  const { client } = useApiAccess();
  const course = useQuery({
    ...operationQuery(client, 'findCourseById', { courseId }),
    enabled: Boolean(courseId),
  });
  return course.data?.title ?? shortId(courseId);
}

export function CourseTitle({ courseId }: { courseId: string }) {
  return <Text size="sm">{useCourseTitle(courseId)}</Text>;
}
