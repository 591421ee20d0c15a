/** The messaging module's public surface: the WhatsApp sender port other modules send through. */
export type { OutboundWhatsApp, WhatsAppResult, WhatsAppSender } from './whatsapp-sender.js';
