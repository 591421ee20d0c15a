/**
 * Meeting calls (DESIGN.md section 4; docs/domain/calls-and-commissions.md): a seller's call
 * with a user or a lead. SELLER_ADMIN (and SU, MANAGER_ADMIN) schedule and change any seller's
 * calls, MANAGER reads them, a SELLER only his own (another's is "not found": its existence
 * does not leak). Two SCHEDULED calls of one seller never overlap — the database's exclusion
 * constraint decides, concurrent requests included — and every change the invitee must hear
 * of (scheduling, a new time, duration, link or invitee, a cancellation) takes the invitation
 * one SEQUENCE further and enqueues its e-mail with the .ics in the same transaction (the
 * commerce-mail job sends it after commit).
 */
import {
  type MeetingCallCreation,
  type MeetingCallUpdate,
  SCOPE_GROUPS,
  type Scope,
} from '@catedra/contract';
import type { Static } from 'typebox';
import type { Caller } from '../../core/actor.js';
import { type PageQuery, pageOf, toPageRequest } from '../../core/pagination.js';
import type { Executor } from '../../db/database.js';
import type { MeetingCallRow } from '../../db/schema/index.js';
import { isExclusionViolation } from '../../db/slugs.js';
import type { UnitOfWork } from '../../db/unit-of-work.js';
import { AppError } from '../../errors/app-error.js';
import type { Clock } from '../../time/clock.js';
import { hasAnyScope } from '../courses/index.js';
import { leadCallScheduled } from '../leads/index.js';
import { enqueuePreparedEmail } from '../notifications/index.js';
import { type PersonView, personOf } from '../users/index.js';
import { type InvitationMethod, type InvitedCall, invitationEmail } from './invitation.js';
import type {
  MeetingCallFilter,
  MeetingCallRead,
  MeetingCallsRepository,
} from './meeting-calls.repository.js';

const CALL_EDITORS_OF_ALL: readonly Scope[] = SCOPE_GROUPS.salesAdmin;
const CALL_READERS_OF_ALL: readonly Scope[] = [...SCOPE_GROUPS.salesAdmin, 'MANAGER'];
/**
 * The guard lets anyone signed in reach an operation with an owner rule: only these write calls
 * (anyone else reads his own: none).
 */
const CALL_EDITORS: readonly Scope[] = [...CALL_EDITORS_OF_ALL, 'SELLER'];

function assertScopes(caller: Caller, scopes: readonly Scope[]) {
  if (!hasAnyScope(caller, scopes)) throw AppError.forbidden();
}

export type MeetingCallsDeps = {
  meetingCalls: MeetingCallsRepository;
  unitOfWork: UnitOfWork<{ executor: Executor; meetingCalls: MeetingCallsRepository }>;
  clock: Clock;
  /** The zone the invitation e-mail's text says the time in (the .ics carries UTC). */
  academyTimeZone: string;
};

export function toMeetingCallDto(row: MeetingCallRead) {
  return {
    id: row.id,
    leadId: row.leadId,
    userId: row.userId,
    sellerId: row.sellerId,
    sellerName: row.sellerName,
    scheduledAt: row.scheduledAt.toISOString(),
    durationMinutes: row.durationMinutes,
    meetingUrl: row.meetingUrl,
    status: row.status,
    outcome: row.outcome,
    notes: row.notes,
    inviteeEmail: row.inviteeEmail,
    inviteeName: row.inviteeName,
    sequence: row.sequence,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

const callNotFound = () => AppError.notFound('La llamada');
const overlap = () =>
  new AppError(
    'MEETING_CALL_OVERLAP',
    'El vendedor ya tiene una llamada programada que se superpone con ese horario',
  );
const endOf = (start: Date, minutes: number) => new Date(start.getTime() + minutes * 60_000);

/** Runs a write that may meet the overlap constraint, answering MEETING_CALL_OVERLAP for it. */
async function refusingOverlaps<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    if (isExclusionViolation(error, 'meeting_calls_no_overlap')) throw overlap();
    throw error;
  }
}

export function createMeetingCallsService(deps: MeetingCallsDeps) {
  const { meetingCalls, unitOfWork, clock, academyTimeZone } = deps;

  const seesAll = (caller: Caller) => hasAnyScope(caller, CALL_READERS_OF_ALL);
  const editsAll = (caller: Caller) => hasAnyScope(caller, CALL_EDITORS_OF_ALL);

  /** The seller a call is for: one who exists (the caller, by default). */
  async function sellerOf(db: Executor, sellerId: string): Promise<PersonView> {
    const seller = await personOf(db, sellerId);
    if (!seller) throw AppError.invalidField('USER_UNKNOWN', 'body.sellerId', 'no es un usuario existente');
    return seller;
  }

  async function inviteeOf(db: Executor, userId: string | null): Promise<PersonView | null> {
    if (!userId) return null;
    const user = await personOf(db, userId);
    if (!user) throw AppError.invalidField('USER_UNKNOWN', 'body.userId', 'no es un usuario existente');
    return user;
  }

  /**
   * The call's invitee: the user when there is one, else the lead (locked and, if not yet
   * that far, moved to MEETING_SCHEDULED: leads' lock comes before the call's). A lead with
   * no e-mail cannot be invited.
   */
  async function callInvitee(
    db: Executor,
    caller: Caller,
    userId: string | null,
    leadId: string | null,
  ): Promise<{ email: string; name: string | null } | null> {
    const lead = leadId ? await leadCallScheduled(db, caller, leadId, clock.now()) : null;
    if (userId) return inviteeOf(db, userId);
    if (lead && !lead.email)
      throw AppError.invalidField(
        'MEETING_CALL_INVITEE_MISSING',
        'body.leadId',
        'el interesado no tiene e-mail',
      );
    return lead ? { email: lead.email!, name: lead.name } : null;
  }

  /** Who a call invites: its caller checked that it has an invitee's e-mail. */
  const inviteeOnCall = (call: MeetingCallRow) => ({ email: call.inviteeEmail!, name: call.inviteeName });

  /** Enqueues the invitation (or cancellation) of the call as it now is, in the transaction. */
  async function invite(
    tx: Executor,
    call: MeetingCallRow,
    seller: PersonView,
    invitee: { email: string; name: string | null },
    method: InvitationMethod,
  ) {
    const now = clock.now();
    const invited: InvitedCall = {
      id: call.id,
      scheduledAt: call.scheduledAt,
      endsAt: call.endsAt,
      meetingUrl: call.meetingUrl,
      sequence: call.sequence,
      invitee,
      seller: { email: seller.email, name: seller.name },
    };
    const { kind, email } = invitationEmail(invited, method, now, academyTimeZone);
    await enqueuePreparedEmail(
      tx,
      { kind, subjectId: `${call.id}:${call.sequence}`, to: invitee.email, email },
      now,
    );
  }

  /** Anyone else's call is "not found"; one without a seller's scope has none of his own. */
  async function readable(caller: Caller, id: string): Promise<MeetingCallRead> {
    const call = await meetingCalls.findById(id);
    if (!call || (!seesAll(caller) && call.sellerId !== caller.userId)) throw callNotFound();
    return call;
  }

  return {
    async findAll(
      caller: Caller,
      query: PageQuery & Omit<MeetingCallFilter, 'from' | 'to'> & { from?: string; to?: string },
    ) {
      const page = toPageRequest(query);
      const filter: MeetingCallFilter = {
        sellerId: seesAll(caller) ? query.sellerId : caller.userId,
        userId: query.userId,
        leadId: query.leadId,
        status: query.status,
        from: query.from ? new Date(query.from) : undefined,
        to: query.to ? new Date(query.to) : undefined,
      };
      // A SELLER asking for another seller's calls sees none.
      if (!seesAll(caller) && query.sellerId && query.sellerId !== caller.userId) return pageOf([], 0, page);
      const { rows, total } = await meetingCalls.page(filter, page);
      return pageOf(rows.map(toMeetingCallDto), total, page);
    },

    async findById(caller: Caller, id: string) {
      return toMeetingCallDto(await readable(caller, id));
    },

    async create(caller: Caller, input: Static<typeof MeetingCallCreation>) {
      assertScopes(caller, CALL_EDITORS);
      const sellerId = input.sellerId ?? caller.userId;
      if (sellerId !== caller.userId && !editsAll(caller))
        throw AppError.forbidden('Solo podés agendar llamadas propias');
      if (!input.userId && !input.leadId)
        throw AppError.invalidField(
          'MEETING_CALL_INVITEE_MISSING',
          'body.userId',
          'falta el usuario o el lead',
        );
      const id = await refusingOverlaps(() =>
        unitOfWork.run(async ({ executor, meetingCalls: calls }) => {
          const seller = await sellerOf(executor, sellerId);
          const invitee = await callInvitee(executor, caller, input.userId ?? null, input.leadId ?? null);
          const scheduledAt = new Date(input.scheduledAt);
          const now = clock.now();
          const call = await calls.insert({
            leadId: input.leadId ?? null,
            userId: input.userId ?? null,
            sellerId,
            scheduledAt,
            durationMinutes: input.durationMinutes,
            endsAt: endOf(scheduledAt, input.durationMinutes),
            meetingUrl: input.meetingUrl ?? null,
            notes: input.notes ?? null,
            inviteeEmail: invitee?.email ?? null,
            inviteeName: invitee?.name ?? null,
            sequence: 0,
            createdBy: caller.userId,
            createdAt: now,
            updatedAt: now,
          });
          if (call.inviteeEmail) {
            await invite(executor, call, seller, inviteeOnCall(call), 'REQUEST');
          }
          return call.id;
        }),
      );
      return toMeetingCallDto((await meetingCalls.findById(id))!);
    },

    async update(caller: Caller, id: string, input: Static<typeof MeetingCallUpdate>) {
      assertScopes(caller, CALL_EDITORS);
      if (input.sellerId !== undefined && !editsAll(caller)) {
        const current = await readable(caller, id);
        if (input.sellerId !== current.sellerId)
          throw AppError.forbidden('Solo SELLER_ADMIN reasigna llamadas');
      }
      await refusingOverlaps(() =>
        unitOfWork.run(async ({ executor, meetingCalls: calls }) => {
          // A new lead is locked before the call (leads, then meeting_calls: the merge's order).
          const leadInvitee = input.leadId
            ? await callInvitee(executor, caller, null, input.leadId)
            : undefined;
          const call = await calls.lock(id);
          if (!call || (!seesAll(caller) && call.sellerId !== caller.userId)) throw callNotFound();
          if (call.status === 'CANCELLED')
            throw new AppError('MEETING_CALL_CANCELLED', 'La llamada está cancelada: agendá una nueva');
          const userId = input.userId === undefined ? call.userId : input.userId;
          const leadId = input.leadId === undefined ? call.leadId : input.leadId;
          if (!userId && !leadId)
            throw AppError.invalidField(
              'MEETING_CALL_INVITEE_MISSING',
              'body.userId',
              'falta el usuario o el lead',
            );
          const sellerId = input.sellerId ?? call.sellerId;
          const seller = await sellerOf(executor, sellerId);
          const invitee =
            userId !== call.userId
              ? userId
                ? await inviteeOf(executor, userId)
                : (leadInvitee ?? (await callInvitee(executor, caller, null, leadId)))
              : !userId && leadId !== call.leadId
                ? leadInvitee
                : undefined;
          const scheduledAt = input.scheduledAt ? new Date(input.scheduledAt) : call.scheduledAt;
          const durationMinutes = input.durationMinutes ?? call.durationMinutes;
          const next: MeetingCallRow = {
            ...call,
            leadId,
            userId,
            sellerId,
            scheduledAt,
            durationMinutes,
            endsAt: endOf(scheduledAt, durationMinutes),
            meetingUrl: input.meetingUrl === undefined ? call.meetingUrl : input.meetingUrl,
            status: input.status ?? call.status,
            outcome: input.outcome === undefined ? call.outcome : input.outcome,
            notes: input.notes === undefined ? call.notes : input.notes,
            inviteeEmail: invitee === undefined ? call.inviteeEmail : (invitee?.email ?? null),
            inviteeName: invitee === undefined ? call.inviteeName : (invitee?.name ?? null),
            updatedAt: clock.now(),
          };
          const inviteeChanged = next.inviteeEmail !== call.inviteeEmail;
          const cancelled = next.status === 'CANCELLED';
          const rescheduled =
            next.scheduledAt.getTime() !== call.scheduledAt.getTime() ||
            next.durationMinutes !== call.durationMinutes ||
            next.meetingUrl !== call.meetingUrl ||
            next.sellerId !== call.sellerId;
          // What the invitee's calendar must learn: one SEQUENCE more per change sent.
          const tellsOld = Boolean(call.inviteeEmail) && (cancelled || inviteeChanged || rescheduled);
          const tellsNew = Boolean(next.inviteeEmail) && !cancelled && (inviteeChanged || rescheduled);
          if (tellsOld || tellsNew) next.sequence = call.sequence + 1;
          const { id: _id, createdAt: _createdAt, ...values } = next;
          await calls.update(id, values);
          if (call.inviteeEmail && (cancelled || inviteeChanged)) {
            await invite(executor, next, seller, inviteeOnCall(call), 'CANCEL');
          }
          if (tellsNew) {
            await invite(executor, next, seller, inviteeOnCall(next), 'REQUEST');
          }
        }),
      );
      return toMeetingCallDto((await meetingCalls.findById(id))!);
    },
  };
}

export type MeetingCallsService = ReturnType<typeof createMeetingCallsService>;
