/** Queries on the dev mailbox (the e-mails kept instead of sent when no SMTP server is configured). */
import { desc, sql } from 'drizzle-orm';
import type { PageRequest } from '../../core/pagination.js';
import type { Executor } from '../../db/database.js';
import { devMailbox } from '../../db/schema/index.js';
import { matchesSearch } from '../../db/search.js';
import { tablePage } from '../../db/table-page.js';

export type KeptEmail = {
  to: string;
  subject: string;
  text: string;
  html: string | null;
  attachments?: string[];
};

export function createDevMailboxRepository(db: Executor) {
  return {
    async insert(email: KeptEmail) {
      await db.insert(devMailbox).values(email);
    },

    /** Newest first; `to` matches the recipient as the lists' search does. */
    async findPage(filters: { to?: string }, page: PageRequest) {
      const where = filters.to ? matchesSearch(sql`lower(${devMailbox.to})`, filters.to) : undefined;
      return tablePage(db, devMailbox, where, page, {
        sortable: { createdAt: devMailbox.createdAt },
        defaults: [desc(devMailbox.createdAt)],
      });
    },
  };
}

export type DevMailboxRepository = ReturnType<typeof createDevMailboxRepository>;
