/** The public site's navigation, shared by the header, the mobile drawer and the footer. */
import type { SiteMessages } from '../i18n/site';

export type SiteLink = { to: string; label: (messages: SiteMessages) => string };

export const HEADER_LINKS: SiteLink[] = [
  { to: '/about', label: (m) => m.nav.about },
  { to: '/teachers', label: (m) => m.nav.teachers },
  { to: '/jobs', label: (m) => m.nav.jobs },
  { to: '/terms', label: (m) => m.nav.terms },
  { to: '/refund', label: (m) => m.nav.refund },
];
