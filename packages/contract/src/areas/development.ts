/**
 * Development helpers that exist only while no real e-mail server is configured: the dev
 * mailbox keeps every e-mail the API "sent", so flows like password recovery work end to
 * end on the embedded default.
 */
import Type from 'typebox';
import { defineOperation } from '../core/operation.js';
import { DateTime, Email, Page, PagedQuery, Uuid } from '../core/schemas.js';

const tag = 'Development';

export const DevMailboxMessage = Type.Object({
  id: Uuid,
  to: Email,
  subject: Type.String(),
  text: Type.String(),
  html: Type.Union([Type.String(), Type.Null()]),
  attachments: Type.Array(Type.String(), { description: 'The names of the files the e-mail carried' }),
  createdAt: DateTime,
});

export const developmentOperations = {
  findAllDevMailboxMessages: defineOperation({
    operationId: 'findAllDevMailboxMessages',
    method: 'GET',
    path: '/dev/mailbox',
    tag,
    summary: 'E-mails stored by the dev mailbox (only when SMTP is not configured), newest first',
    query: PagedQuery(
      { to: Type.Optional(Type.String({ maxLength: 254, description: 'Recipient contains' })) },
      ['createdAt'],
    ),
    response: Page(DevMailboxMessage),
    errors: ['DEV_MAILBOX_DISABLED'],
    access: { kind: 'scopes', scopes: ['SU'], note: 'answers 404 when SMTP is configured' },
  }),
} as const;
