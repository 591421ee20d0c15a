/**
 * Access to the message catalogue. There is one language today; components read messages
 * through `useMessages()` so that choosing a language later is a change here only.
 */
import { es, type Messages } from './es';

export type { Messages };

/** Every catalogue by locale; a new language is one more entry typed `Messages`. */
export const catalogues = { es } as const satisfies Record<string, Messages>;

export type Locale = keyof typeof catalogues;

export const DEFAULT_LOCALE: Locale = 'es';

export function getMessages(locale: Locale = DEFAULT_LOCALE): Messages {
  return catalogues[locale];
}

export function useMessages(): Messages {
  return getMessages();
}

/** Fills `{name}` placeholders; an unknown placeholder is left as written so it shows up in review. */
export function format(template: string, values: Record<string, string | number>): string {
  return template.replace(/\{(\w+)\}/g, (whole, name: string) =>
    name in values ? String(values[name]) : whole,
  );
}
