/** The Cátedra mark and name, linking home. Plain HTML: every header shows it (ui/plain). */
import { Link } from 'react-router';
import { useSiteMessages } from '../i18n/site';
import { Icon } from './icons';
import { iconSize } from './plain/style';

export function Brand({ to = '/' }: { to?: string }) {
  const { brand } = useSiteMessages();
  return (
    <Link to={to} aria-label={brand.name} className="site-brand">
      <span className="p-theme-icon p-theme-icon--brand" style={iconSize(34)}>
        <Icon name="school" size={20} />
      </span>
      <span className="site-brand__name">{brand.name}</span>
    </Link>
  );
}
