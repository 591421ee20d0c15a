import { UserPage } from '../../features/users';
import type { Route } from './+types/user';

export default function AdminUser({ params }: Route.ComponentProps) {
  return <UserPage key={params.userId} userId={params.userId} />;
}
