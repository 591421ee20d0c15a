import { MessagesPage } from '../../features/messaging';

export default function AdminMessages() {
  return <MessagesPage />;
}
