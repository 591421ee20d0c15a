/**
 * Splits an e-mail's plain text into text and web addresses, so the addresses can be shown
 * as links. Only http(s) addresses become links; trailing punctuation stays text.
 */
export type TextPart = { kind: 'text'; value: string } | { kind: 'link'; value: string };

const ADDRESS = /https?:\/\/[^\s<>"']+/g;
const TRAILING = /[.,;:!?)\]]+$/;

export function linkify(text: string): TextPart[] {
  const parts: TextPart[] = [];
  let last = 0;
  for (const match of text.matchAll(ADDRESS)) {
    const start = match.index ?? 0;
    const trailing = match[0].match(TRAILING)?.[0] ?? '';
    const address = match[0].slice(0, match[0].length - trailing.length);
    if (start > last) parts.push({ kind: 'text', value: text.slice(last, start) });
    parts.push({ kind: 'link', value: address });
    last = start + address.length;
  }
  if (last < text.length) parts.push({ kind: 'text', value: text.slice(last) });
  return parts;
}

/**
 * The HTML for the sandboxed preview: links open in a new tab (a sandboxed frame cannot
 * navigate the panel itself), and no script runs (the sandbox has no allow-scripts).
 */
export function previewDocument(html: string): string {
  return `<!doctype html><html><head><meta charset="utf-8"><base target="_blank"></head><body>${html}</body></html>`;
}
