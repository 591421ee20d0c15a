/**
 * Outgoing e-mail. With SMTP_URL it goes through that server (nodemailer); without it,
 * into the dev mailbox table, so every flow that sends e-mail works on the embedded default.
 */
import nodemailer from 'nodemailer';
import type { Config } from '../../config/config.js';
import type { DevMailboxRepository } from './dev-mailbox.repository.js';

/** A file the e-mail carries (the receipt PDF). */
export type EmailAttachment = { filename: string; content: Buffer; contentType: string };

/**
 * A calendar invitation (RFC 5546 iTIP): sent as a `text/calendar; method=…` alternative part,
 * which is what calendars act on, and as an `.ics` attachment for the readers that show none.
 */
export type CalendarPart = { method: 'REQUEST' | 'CANCEL'; content: string; filename: string };

export type OutgoingEmail = {
  to: string;
  subject: string;
  text: string;
  html?: string;
  attachments?: EmailAttachment[];
  calendar?: CalendarPart;
};

/** The Content-Type calendars read the invitation's method from (the same as the .ics's METHOD). */
export const calendarContentType = (method: CalendarPart['method']) =>
  `text/calendar; method=${method}; charset=UTF-8`;

export type Mailer = {
  readonly kind: 'smtp' | 'dev-mailbox';
  send(email: OutgoingEmail): Promise<void>;
};

export function createSmtpMailer(smtpUrl: string, from: string): Mailer {
  const transport = nodemailer.createTransport(smtpUrl);
  return {
    kind: 'smtp',
    async send({ calendar, ...email }) {
      await transport.sendMail({
        from,
        ...email,
        ...(calendar
          ? {
              alternatives: [
                { contentType: calendarContentType(calendar.method), content: calendar.content },
              ],
              attachments: [
                ...(email.attachments ?? []),
                { filename: calendar.filename, content: calendar.content, contentType: 'application/ics' },
              ],
            }
          : {}),
      });
    },
  };
}

export function createDevMailboxMailer(mailbox: DevMailboxRepository): Mailer {
  return {
    kind: 'dev-mailbox',
    async send(email) {
      // The dev mailbox keeps what a reader checks: the files' names, not their bytes.
      await mailbox.insert({
        to: email.to,
        subject: email.subject,
        text: email.text,
        html: email.html ?? null,
        attachments: [
          ...(email.attachments ?? []).map((attachment) => attachment.filename),
          ...(email.calendar ? [email.calendar.filename] : []),
        ],
      });
    },
  };
}

export function createMailer(config: Config, mailbox: DevMailboxRepository): Mailer {
  return config.smtpUrl ? createSmtpMailer(config.smtpUrl, config.mailFrom) : createDevMailboxMailer(mailbox);
}
