/**
 * A user's name where an answer carries only the id (an enrollment's student, a payment's
 * payer). Each user is read once and cached; someone who may not read users sees a short id.
 */
import { Anchor, Text } from '@mantine/core';
import { Link } from 'react-router';
import { fullName } from '../session';
import { useUser } from './api';

export const shortId = (id: string) => `${id.slice(0, 8)}…`;

export function UserName({ userId, link = false }: { userId: string; link?: boolean }) {
  const user = useUser(userId);
  const name = user.data ? fullName(user.data) : shortId(userId);
  if (!link || !user.data) return <Text size="sm">{name}</Text>;
  return (
    <Anchor component={Link} to={`/admin/users/${userId}`} size="sm">
      {name}
    </Anchor>
  );
}
