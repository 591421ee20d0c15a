/** The dev mailbox's reading side: SU reads what was kept; it does not exist when SMTP is configured. */

import { type PageQuery, pageOf, toPageRequest } from '../../core/pagination.js';
import { AppError } from '../../errors/app-error.js';
import type { DevMailboxRepository } from './dev-mailbox.repository.js';
import type { Mailer } from './mailer.js';

export function createDevMailboxService(deps: { mailbox: DevMailboxRepository; mailer: Mailer }) {
  return {
    async findAll(query: { to?: string } & PageQuery) {
      if (deps.mailer.kind !== 'dev-mailbox') {
        throw new AppError(
          'DEV_MAILBOX_DISABLED',
          'El correo de desarrollo está desactivado: hay un servidor SMTP configurado',
        );
      }
      const page = toPageRequest(query);
      const { rows, total } = await deps.mailbox.findPage(query, page);
      return pageOf(
        rows.map((row) => ({ ...row, createdAt: row.createdAt.toISOString() })),
        total,
        page,
      );
    },
  };
}

export type DevMailboxService = ReturnType<typeof createDevMailboxService>;
