/**
 * A WhatsApp template's numbered placeholders (`{{1}}`, `{{2}}`…): the API fills them when it
 * sends a template message; "Nuevo mensaje" asks one value per placeholder and previews the text
 * with the same function.
 */
const NUMBERED_PLACEHOLDER = /\{\{(\d+)\}\}/g;

/** How many values a template takes: its highest `{{n}}`. */
export function placeholderCount(text: string): number {
  return Math.max(0, ...[...text.matchAll(NUMBERED_PLACEHOLDER)].map((match) => Number(match[1])));
}

/**
 * The `{{1}}`, `{{2}}`… of a template's text, filled with its values. A placeholder without a
 * value stays as written; so does one whose value is empty when `blankKeepsPlaceholder` (a
 * preview, while the field is still empty).
 */
export function fillTemplate(
  text: string,
  values: readonly string[],
  { blankKeepsPlaceholder = false }: { blankKeepsPlaceholder?: boolean } = {},
): string {
  return text.replace(NUMBERED_PLACEHOLDER, (placeholder, n: string) => {
    const value = values[Number(n) - 1];
    return value === undefined || (blankKeepsPlaceholder && value === '') ? placeholder : value;
  });
}
