/**
 * What other modules (the payment reminders) send a WhatsApp message through: the messaging
 * module keeps every message (to, template, text, status, its short link and clicks), sends it
 * through Callbell or keeps it in the sandbox outbox, and retries what the provider refused for
 * a passing reason (429, 5xx). The caller learns at once whether the message was accepted.
 */
import type { MessageStatus } from '@catedra/contract';
import type { Static } from 'typebox';
import type { Actor } from '../../core/actor.js';

export type OutboundWhatsApp = {
  /** E.164. */
  to: string;
  /** The provider's template and its values (`{{1}}`, `{{2}}`…), or null for free text. */
  templateId: string | null;
  templateValues: string[];
  /** The text as the recipient reads it (a template's text with its values filled in). */
  text: string;
  /**
   * An absolute address the message links to: the message carries a short `/r/{code}` link of
   * the web app instead, which redirects there and counts clicks. `{{link}}` in `text` and in
   * `templateValues` is replaced by the short link.
   */
  linkTarget?: string;
  /** Who sends: a person (staff) or the system (a job). */
  actor: Actor;
  /** Kept with the message and sent as the provider's metadata: `{ reminderId }`. */
  reference?: Record<string, string>;
};

export type WhatsAppResult = {
  messageId: string;
  status: Static<typeof MessageStatus>;
  /** The short link the message carries, when it has `linkTarget`. */
  shortUrl: string | null;
  /** Why the provider refused it (a final 4xx, "no credit"), for staff. */
  error: string | null;
};

export type WhatsAppSender = { send(message: OutboundWhatsApp): Promise<WhatsAppResult> };
