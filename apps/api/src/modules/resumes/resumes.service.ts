/**
 * Resumes: each user writes its own; management may edit anyone's headline and summary,
 * staff read any (the contract's access). Items belong to their user: editing or deleting
 * another user's item answers 404, so item ids reveal nothing.
 */

import { localDateOf, type UserResumeDTO } from '@catedra/contract';
import type { Static } from 'typebox';
import type { Caller } from '../../core/actor.js';
import { AppError } from '../../errors/app-error.js';
import type { Clock } from '../../time/clock.js';
import type { ItemKind, ItemRow, ResumesRepository } from './resumes.repository.js';

type ResumeFields = Static<typeof UserResumeDTO>;

/** Item rows without the owner and bookkeeping columns, as the API answers them. */
function toItem<T extends { userId: string; createdAt: Date }>(row: T): Omit<T, 'userId' | 'createdAt'> {
  const { userId: _userId, createdAt: _createdAt, ...item } = row;
  return item;
}

/**
 * The latest calendar date anywhere on Earth (UTC+14): a date-only resume item carries no
 * zone, so "today" is read where it is latest and nobody's today is refused as future.
 */
const LATEST_ZONE = 'Pacific/Kiritimati';

/**
 * An academic or professional item has already started and does not end before it starts.
 * Refused on the field, never changed (an end date in the future is allowed: an expected one).
 */
function assertPlausibleDates(fields: Record<string, unknown>, now: Date) {
  const { startDate, endDate } = fields as { startDate?: string; endDate?: string | null };
  if (!startDate) return;
  const today = localDateOf(now, LATEST_ZONE);
  if (startDate > today) {
    throw AppError.invalidField(
      'RESUME_ITEM_STARTS_IN_FUTURE',
      'body.startDate',
      'no puede ser posterior a hoy',
    );
  }
  if (endDate && endDate < startDate) {
    throw AppError.invalidField(
      'RESUME_ITEM_ENDS_BEFORE_START',
      'body.endDate',
      'no puede ser anterior a la fecha de inicio',
    );
  }
}

export function createResumesService(deps: {
  resumes: ResumesRepository;
  userExists: (userId: string) => Promise<boolean>;
  clock: Clock;
}) {
  const { resumes, clock } = deps;

  async function resumeOf(userId: string) {
    const { resume, academic, professional, technology } = await resumes.findResume(userId);
    return {
      userId,
      headline: resume?.headline ?? null,
      summary: resume?.summary ?? null,
      links: resume?.links ?? [],
      academic: academic.map(toItem),
      professional: professional.map(toItem),
      technology: technology.map(toItem),
    };
  }

  async function requireOwnItem(caller: Caller, kind: ItemKind, itemId: string) {
    const owner = await resumes.findItemOwner(kind, itemId);
    if (owner !== caller.userId) throw AppError.notFound('El ítem del CV');
  }

  return {
    async get(userId: string) {
      if (!(await deps.userExists(userId))) throw AppError.notFound('El usuario');
      return resumeOf(userId);
    },

    async save(userId: string, fields: ResumeFields) {
      if (!(await deps.userExists(userId))) throw AppError.notFound('El usuario');
      await resumes.upsertResume(userId, fields);
      return resumeOf(userId);
    },

    async insertItem<K extends ItemKind>(caller: Caller, kind: K, fields: Record<string, unknown>) {
      assertPlausibleDates(fields, clock.now());
      return toItem<ItemRow<K>>(await resumes.insertItem(kind, caller.userId, fields));
    },

    async updateItem<K extends ItemKind>(
      caller: Caller,
      kind: K,
      itemId: string,
      fields: Record<string, unknown>,
    ) {
      await requireOwnItem(caller, kind, itemId);
      assertPlausibleDates(fields, clock.now());
      // A PUT replaces the item: optional fields left out are cleared.
      const cleared = Object.fromEntries(OPTIONAL_FIELDS[kind].map((field) => [field, null]));
      const row = await resumes.updateItem(kind, itemId, { ...cleared, ...fields });
      if (!row) throw AppError.notFound('El ítem del CV');
      return toItem<ItemRow<K>>(row);
    },

    async deleteItem(caller: Caller, kind: ItemKind, itemId: string) {
      await requireOwnItem(caller, kind, itemId);
      await resumes.deleteItem(kind, itemId, caller.userId);
    },
  };
}

export type ResumesService = ReturnType<typeof createResumesService>;

const OPTIONAL_FIELDS: Record<ItemKind, string[]> = {
  academic: ['field', 'endDate', 'description'],
  professional: ['endDate', 'description'],
  technology: ['yearsOfExperience'],
};
