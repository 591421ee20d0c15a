/** GET /dev/mailbox: the e-mails the dev mailbox kept (SU only; 404 when SMTP is configured). */
import { defineHandlers } from '../../http/handlers.js';
import type { DevMailboxService } from './dev-mailbox.service.js';

export function devMailboxHandlers({ devMailbox }: { devMailbox: DevMailboxService }) {
  return defineHandlers({
    findAllDevMailboxMessages: ({ query }) => devMailbox.findAll(query),
  });
}
