/** The mail module's public surface: the mailer and the dev mailbox. */

export { devMailboxHandlers } from './dev-mailbox.routes.js';
export { createDevMailboxService, type DevMailboxService } from './dev-mailbox.service.js';
export {
  type CalendarPart,
  calendarContentType,
  createDevMailboxMailer,
  createMailer,
  createSmtpMailer,
  type EmailAttachment,
  type Mailer,
  type OutgoingEmail,
} from './mailer.js';
