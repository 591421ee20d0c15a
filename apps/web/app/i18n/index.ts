/**
 * Access to the message catalogue. There is one language today; components read messages
 * through `useMessages()` so that choosing a language later is a change here only. The public
 * site reads its part through `./site` (`useSiteMessages`), which leaves the rest out of its
 * JavaScript.
 */
import { es, type Messages } from './es';
import { DEFAULT_LOCALE, type Locale } from './site';

export {
  DEFAULT_LOCALE,
  format,
  getSiteMessages,
  type Locale,
  type SiteMessages,
  useSiteMessages,
} from './site';
export type { Messages };

/** Every catalogue by locale; a new language is one more entry typed `Messages`. */
export const catalogues = { es } as const satisfies Record<Locale, Messages>;

export function getMessages(locale: Locale = DEFAULT_LOCALE): Messages {
  return catalogues[locale];
}

export function useMessages(): Messages {
  return getMessages();
}
