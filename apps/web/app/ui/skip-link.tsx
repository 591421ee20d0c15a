/**
 * "Saltar al contenido": the first thing a keyboard reaches on every page, hidden until it
 * has the focus (app.css), so a person using the keyboard or a screen reader skips the
 * header and the menu. The layouts give their main region `id={CONTENT_ID}`.
 */
import { useSiteMessages } from '../i18n/site';

export const CONTENT_ID = 'contenido';

export function SkipLink() {
  const messages = useSiteMessages();
  return (
    <a className="skip-link" href={`#${CONTENT_ID}`}>
      {messages.skipToContent}
    </a>
  );
}
