/** A page that does not exist, inside the site's frame. Plain HTML (ui/plain). */
import { Link } from 'react-router';
import { useSiteMessages } from '../../i18n/site';

export function NotFoundPage() {
  const { notFound } = useSiteMessages();
  return (
    <div className="p-container p-container--sm" style={{ paddingBlock: 80 }}>
      <div className="p-stack p-stack--start">
        <h1 className="p-title p-h1">{notFound.title}</h1>
        <p className="p-text p-dimmed">{notFound.text}</p>
        <Link to="/" className="p-btn p-btn--light">
          {notFound.back}
        </Link>
      </div>
    </div>
  );
}
