import { DevMailboxPage } from '../../features/dev-mailbox';

export default function AdminDevMailbox() {
  return <DevMailboxPage />;
}
