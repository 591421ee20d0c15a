/**
 * The `<head>` tags of a public page: the document title, which is always the brand's
 * (specification section 2), a meta description, and Open Graph / Twitter card tags, whose
 * title and description are the page's own, so search engines and link previews show it.
 * Open Graph needs absolute addresses: they are built on the site's origin, which the root
 * loader reads from the request.
 */
import type { MetaDescriptor } from 'react-router';
import { getSiteMessages } from '../i18n/site';

export const OG_IMAGE_PATH = '/og-image.png';
const OG_IMAGE_SIZE = { width: '1200', height: '630' };

export type PageMetaInput = {
  /** The page's own title (og:title); the document title stays the brand's. */
  title: string;
  description: string;
  /** The site's origin (`https://catedra.ar`), for absolute og:url and og:image. */
  origin: string;
  /** The page's path (`/courses/react`). */
  path: string;
  type?: 'website' | 'article';
};

export function pageMeta({
  title,
  description,
  origin,
  path,
  type = 'website',
}: PageMetaInput): MetaDescriptor[] {
  const messages = getSiteMessages();
  const base = origin.replace(/\/$/, '');
  const image = `${base}${OG_IMAGE_PATH}`;
  return [
    { title: messages.brand.name },
    { name: 'description', content: description },
    { property: 'og:site_name', content: messages.brand.name },
    { property: 'og:locale', content: 'es_AR' },
    { property: 'og:type', content: type },
    { property: 'og:title', content: title },
    { property: 'og:description', content: description },
    { property: 'og:url', content: `${base}${path}` },
    { property: 'og:image', content: image },
    { property: 'og:image:width', content: OG_IMAGE_SIZE.width },
    { property: 'og:image:height', content: OG_IMAGE_SIZE.height },
    { property: 'og:image:alt', content: messages.meta.imageAlt },
    { name: 'twitter:card', content: 'summary_large_image' },
    { name: 'twitter:title', content: title },
    { name: 'twitter:description', content: description },
    { name: 'twitter:image', content: image },
  ];
}

/** The site origin the root loader handed over, found among a meta function's matches. */
export function siteOriginOf(matches: readonly unknown[]): string {
  for (const match of matches) {
    if (!match || typeof match !== 'object') continue;
    const { id, data } = match as { id?: unknown; data?: unknown };
    if (id !== 'root' || !data || typeof data !== 'object') continue;
    const origin = (data as { origin?: unknown }).origin;
    if (typeof origin === 'string') return origin;
  }
  return '';
}

type SitePages = ReturnType<typeof getSiteMessages>['meta']['pages'];
/** The public pages whose title and description are fixed messages (`meta.pages.<page>`). */
export type SitePage = {
  [K in keyof SitePages]: SitePages[K] extends { title: string } ? K : never;
}[keyof SitePages];

/** The meta function of a public page whose title and description are its fixed messages. */
export function sitePageMeta(page: SitePage) {
  return ({ matches, location }: { matches: readonly unknown[]; location: { pathname: string } }) =>
    pageMeta({
      ...getSiteMessages().meta.pages[page],
      origin: siteOriginOf(matches),
      path: location.pathname,
    });
}

/** A description cut to what search results show (about 160 characters), on a word boundary. */
export function shortDescription(text: string, max = 160): string {
  const flat = text.replace(/\s+/g, ' ').trim();
  if (flat.length <= max) return flat;
  const cut = flat.slice(0, max - 1);
  const lastSpace = cut.lastIndexOf(' ');
  return `${(lastSpace > max / 2 ? cut.slice(0, lastSpace) : cut).replace(/[\s.,;:]+$/, '')}…`;
}
