import { UserAllianceMembership } from '../../features/alliances';
import { UserPage } from '../../features/users';
import type { Route } from './+types/user';

/** The user's page, with his alliance section from the alliances feature. */
export default function AdminUser({ params }: Route.ComponentProps) {
  return (
    <UserPage
      key={params.userId}
      userId={params.userId}
      alliance={(user) => <UserAllianceMembership user={user} />}
    />
  );
}
