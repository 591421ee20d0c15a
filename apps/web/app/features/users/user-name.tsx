/**
 * A user's name. `UserName` reads it where an answer carries only the id (who changed a
 * status, who set a rate: one user, read once and cached; someone who may not read users sees
 * a short id). `PersonLink` shows a name the answer already carries (a list row's student or
 * payer: no request), linked to the user's page for those who may read users.
 */
import { Anchor, Text } from '@mantine/core';
import { Link } from 'react-router';
import { mayCall } from '../../lib/access';
import { fullName, useSession } from '../session';
import { useUser } from './api';

export const shortId = (id: string) => `${id.slice(0, 8)}…`;

export function UserName({ userId, link = false }: { userId: string; link?: boolean }) {
  const user = useUser(userId);
  const name = user.data ? fullName(user.data) : shortId(userId);
  if (!link || !user.data) return <Text size="sm">{name}</Text>;
  return <PersonLink userId={userId} name={name} />;
}

export function PersonLink({ userId, name }: { userId: string; name: string }) {
  const { scopes } = useSession();
  if (!mayCall('findUserById', scopes)) return <Text size="sm">{name}</Text>;
  return (
    <Anchor component={Link} to={`/admin/users/${userId}`} size="sm">
      {name}
    </Anchor>
  );
}
