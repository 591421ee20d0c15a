/** The frame of every public page: header, the page, footer. Plain HTML (ui/plain/plain.css). */
import type { ReactNode } from 'react';
import { CONTENT_ID, SkipLink } from '../ui/skip-link';
import { SiteFooter } from './site-footer';
import { SiteHeader } from './site-header';

export function SiteLayout({ children }: { children: ReactNode }) {
  return (
    <div className="site-shell">
      <SkipLink />
      <SiteHeader />
      <main id={CONTENT_ID} tabIndex={-1} className="site-main">
        {children}
      </main>
      <SiteFooter />
    </div>
  );
}
