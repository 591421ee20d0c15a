/** A page that does not exist, inside the site's frame. Plain HTML (ui/plain). */
import { useSiteMessages } from '../../i18n/site';
import { MessagePage } from '../../ui/plain/blocks';

export function NotFoundPage() {
  const { notFound } = useSiteMessages();
  return <MessagePage title={notFound.title} text={notFound.text} back={{ to: '/', label: notFound.back }} />;
}
