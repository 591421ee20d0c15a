/**
 * The public site's messages (`es-site.ts`): what the root, the site's frame and the public
 * pages read, without the rest of the catalogue (issue 18, public pages stay light). Anything
 * else reads the whole catalogue through `i18n/index` (`useMessages`).
 */
import { esSite, type SiteMessages } from './es-site';

export type { SiteMessages };

/** Every language the app speaks; the whole catalogue (`index.ts`) has one entry per locale too. */
export type Locale = 'es';

export const DEFAULT_LOCALE: Locale = 'es';

const siteCatalogues: Record<Locale, SiteMessages> = { es: esSite };

export function getSiteMessages(locale: Locale = DEFAULT_LOCALE): SiteMessages {
  return siteCatalogues[locale];
}

export function useSiteMessages(): SiteMessages {
  return getSiteMessages();
}

/** Fills `{name}` placeholders; an unknown placeholder is left as written so it shows up in review. */
export function format(template: string, values: Record<string, string | number>): string {
  return template.replace(/\{(\w+)\}/g, (whole, name: string) =>
    name in values ? String(values[name]) : whole,
  );
}
