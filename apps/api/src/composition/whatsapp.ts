// replaced at merge by messaging: the messaging module (branch messaging) implements
// WhatsAppSender over Callbell or its sandbox outbox, with short links and their clicks.
/**
 * A stand-in WhatsApp sender for the reminders until the messaging module is merged: it
 * accepts every message as SENT, without sending anything, and links straight to the target.
 */
import { v7 as uuidv7 } from 'uuid';
import type { WhatsAppSender } from '../modules/messaging/index.js';

export function createStandInWhatsAppSender(): WhatsAppSender {
  return {
    async send(message) {
      return { messageId: uuidv7(), status: 'SENT', shortUrl: message.linkTarget ?? null, error: null };
    },
  };
}
