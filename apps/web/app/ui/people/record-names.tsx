/**
 * A person's or a course's name. `UserName` and `CourseTitle` read it where an answer carries
 * only the id (who changed a status, who set a rate): each is read once and cached under its
 * contract key (the users and courses features read the same entries); someone who may not
 * read it sees a short id. `PersonLink` shows a name the answer already carries (a list row's
 * student or payer: no request), linked to the user's page for those who may read users.
 */
import { Anchor, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { mayCall } from '../../lib/access';
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
  return <PersonLink userId={userId} name={name} />;
}

export function PersonLink({ userId, name }: { userId: string; name: string }) {
  const { scopes } = useApiAccess();
  if (!mayCall('findUserById', scopes)) return <Text size="sm">{name}</Text>;
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
