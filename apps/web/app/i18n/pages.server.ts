/**
 * The informational pages' content for their route loaders: read on the server and handed to
 * the page as loader data, so its text is in the HTML but not in every page's JavaScript (the
 * catalogue's largest part, issue 18). Typed by `PagesContent`, like any other catalogue part.
 */
import { catalogues } from './index';
import type { Locale } from './site';

export function pageContent<Page extends keyof (typeof catalogues)['es']['pages']>(
  page: Page,
  locale: Locale = 'es',
): (typeof catalogues)['es']['pages'][Page] {
  return catalogues[locale].pages[page];
}
