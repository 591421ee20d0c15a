/** GET /dev/mailbox: the e-mails the dev mailbox kept (SU only; 404 when SMTP is configured). */
import { count, desc, sql } from 'drizzle-orm';
import type { AppDependencies } from '../../app.js';
import { devMailbox } from '../../db/schema/index.js';
import { matchesSearch } from '../../db/search.js';
import { AppError } from '../../errors/app-error.js';
import { defineHandlers } from '../../http/handlers.js';
import { orderByOf, pagedRows, pageOf, toPageRequest } from '../../http/pagination.js';

export function devMailboxHandlers({ database, mailer }: AppDependencies) {
  const { db } = database;
  return defineHandlers({
    findAllDevMailboxMessages: async ({ query }) => {
      if (mailer.kind !== 'dev-mailbox')
        throw new AppError(
          'DEV_MAILBOX_DISABLED',
          'El correo de desarrollo está desactivado: hay un servidor SMTP configurado',
        );
      const page = toPageRequest(query);
      const where = query.to ? matchesSearch(sql`lower(${devMailbox.to})`, query.to) : undefined;
      const { rows, total } = await pagedRows(
        page,
        db
          .select()
          .from(devMailbox)
          .where(where)
          .orderBy(
            ...orderByOf(
              page,
              { createdAt: devMailbox.createdAt },
              [desc(devMailbox.createdAt)],
              devMailbox.id,
            ),
          ),
        db.select({ total: count() }).from(devMailbox).where(where),
      );
      return pageOf(
        rows.map((row) => ({ ...row, createdAt: row.createdAt.toISOString() })),
        total,
        page,
      );
    },
  });
}
