/**
 * Outgoing e-mail. With SMTP_URL it goes through that server (nodemailer); without it,
 * into the dev mailbox table, so every flow that sends e-mail works on the embedded default.
 */
import nodemailer from 'nodemailer';
import type { Config } from '../../config/config.js';
import type { DevMailboxRepository } from './dev-mailbox.repository.js';

export type OutgoingEmail = { to: string; subject: string; text: string; html?: string };

export type Mailer = {
  readonly kind: 'smtp' | 'dev-mailbox';
  send(email: OutgoingEmail): Promise<void>;
};

export function createSmtpMailer(smtpUrl: string, from: string): Mailer {
  const transport = nodemailer.createTransport(smtpUrl);
  return {
    kind: 'smtp',
    async send(email) {
      await transport.sendMail({ from, ...email });
    },
  };
}

export function createDevMailboxMailer(mailbox: DevMailboxRepository): Mailer {
  return {
    kind: 'dev-mailbox',
    async send(email) {
      await mailbox.insert({ ...email, html: email.html ?? null });
    },
  };
}

export function createMailer(config: Config, mailbox: DevMailboxRepository): Mailer {
  return config.smtpUrl ? createSmtpMailer(config.smtpUrl, config.mailFrom) : createDevMailboxMailer(mailbox);
}
