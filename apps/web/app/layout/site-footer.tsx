/** The public site's footer: what Cátedra is, site and legal links, copyright. Plain HTML (ui/plain). */
import { Link } from 'react-router';
import { format, useSiteMessages } from '../i18n/site';
import { Brand } from '../ui/brand';
import { gap } from '../ui/plain/style';

function FooterColumn({ title, links }: { title: string; links: { to: string; label: string }[] }) {
  return (
    <div className="p-stack" style={gap(6)}>
      <p className="p-text p-text--sm p-strong">{title}</p>
      {links.map((link) => (
        <Link key={link.to} to={link.to} className="p-anchor p-anchor--dimmed">
          {link.label}
        </Link>
      ))}
    </div>
  );
}

export function SiteFooter() {
  const { footer, nav } = useSiteMessages();
  return (
    <footer className="site-footer">
      <div className="site-footer__inner">
        <div className="p-grid p-grid--sm-3" style={gap('xl')}>
          <div className="p-stack" style={gap('sm')}>
            <Brand />
            <p className="p-text p-text--sm p-dimmed" style={{ maxWidth: 320 }}>
              {footer.about}
            </p>
          </div>
          <FooterColumn
            title={footer.company}
            links={[
              { to: '/about', label: nav.about },
              { to: '/teachers', label: nav.teachers },
              { to: '/jobs', label: nav.jobs },
            ]}
          />
          <FooterColumn
            title={footer.legal}
            links={[
              { to: '/terms', label: footer.terms },
              { to: '/refund', label: footer.refund },
            ]}
          />
        </div>
        <hr />
        <p className="p-text p-text--xs p-dimmed">
          {format(footer.rights, { year: new Date().getFullYear() })}
        </p>
      </div>
    </footer>
  );
}
