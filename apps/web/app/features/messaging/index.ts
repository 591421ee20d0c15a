/** Admin "Mensajes": every WhatsApp message sent, with filters, and a new one. */
export { MessagesPage } from './messages-page';
