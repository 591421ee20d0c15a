/**
 * The leads' rules (docs/domain/sales.md): creation (a seller's own, else the round-robin),
 * the list and board on the contract's filters, updates that keep every status and seller
 * change in the timeline, merging a duplicate, and the public form of a course page.
 */
import type {
  CourseLeadSubmission,
  LeadCreation,
  LeadStatus,
  LeadTimelineQuery,
  LeadUpdate,
  Touch,
} from '@catedra/contract';
import { LEAD_STATUSES } from '@catedra/contract';
import type { Static } from 'typebox';
import type { Person } from '../../core/actor.js';
import { type PageQuery, pageOf, toPageRequest } from '../../core/pagination.js';
import type { Executor } from '../../db/database.js';
import type { UnitOfWork } from '../../db/unit-of-work.js';
import { AppError } from '../../errors/app-error.js';
import type { Clock } from '../../time/clock.js';
import { marketingAttribution } from './attribution.js';
import { isSeller, mayReassign, mayWorkLeads, ownSellerOf, visibleLead } from './lead-access.js';
import { toLeadDto, toLeadEventDto } from './lead-dtos.js';
import { type LeadQuery, leadFiltersOf } from './lead-filters.js';
import type { LeadsRepository, NewLeadEvent } from './leads.repository.js';

type Creation = Static<typeof LeadCreation>;
type Update = Static<typeof LeadUpdate>;
type Status = Static<typeof LeadStatus>;

export type LeadsDeps = {
  leads: LeadsRepository;
  unitOfWork: UnitOfWork<{ leads: LeadsRepository }>;
  /** Whether a course exists and is open to the public (the form's course). */
  isPublicCourse: (courseId: string) => Promise<boolean>;
  clock: Clock;
  academyTimeZone: string;
  /** The database the marketing attribution reads (leads, enrollments and the ledger). */
  db: Executor;
};

const contactMissing = () =>
  AppError.invalidField('LEAD_CONTACT_MISSING', 'body.email', 'indicá un e-mail o un teléfono');
const sellerUnknown = () =>
  AppError.invalidField('LEAD_SELLER_UNKNOWN', 'body.sellerId', 'no es un vendedor activo');

/** Only the UTM fields of a touch (the lead's `utm`: the last touch's). */
function utmOf(touch: Static<typeof Touch> | undefined) {
  if (!touch) return {};
  const { source, medium, campaign, term, content } = touch;
  return Object.fromEntries(
    Object.entries({ source, medium, campaign, term, content }).filter(([, value]) => value !== undefined),
  );
}

export function createLeadsService(deps: LeadsDeps) {
  const { clock } = deps;

  /** The seller a new lead gets: the one named (by who may), the calling seller, else the round-robin. */
  async function sellerOfNewLead(tx: LeadsRepository, person: Person | null, named: string | undefined) {
    if (named !== undefined) {
      if (person && !mayReassign(person) && named !== person.userId)
        throw AppError.forbidden('Solo un administrador de ventas asigna vendedores');
      if (!(await tx.isActiveSeller(named))) throw sellerUnknown();
      return named;
    }
    if (person && isSeller(person) && !mayReassign(person)) return person.userId;
    return tx.nextSeller();
  }

  async function insertLead(
    tx: LeadsRepository,
    person: Person | null,
    lead: Omit<Parameters<LeadsRepository['insert']>[0], 'sellerId'>,
    namedSeller: string | undefined,
  ) {
    const now = clock.now();
    const sellerId = await sellerOfNewLead(tx, person, namedSeller);
    const row = await tx.insert({ ...lead, sellerId, createdAt: now, updatedAt: now });
    const actorId = person?.userId ?? null;
    const events: NewLeadEvent[] = [
      {
        leadId: row.id,
        kind: 'CREATED',
        fromValue: null,
        toValue: row.status,
        actorId,
        at: now,
        detail: { source: row.source },
      },
    ];
    if (sellerId)
      events.push({ leadId: row.id, kind: 'SELLER', fromValue: null, toValue: sellerId, actorId, at: now });
    await tx.recordEvents(events);
    return row.id;
  }

  async function found(person: Person, leadId: string) {
    mayWorkLeads(person, false);
    return visibleLead(person, await deps.leads.findById(leadId));
  }

  return {
    async create(person: Person, body: Creation) {
      mayWorkLeads(person, true);
      if (!body.email && !body.phone) throw contactMissing();
      const leadId = await deps.unitOfWork.run(({ leads }) =>
        insertLead(
          leads,
          person,
          {
            fullName: body.fullName.trim(),
            email: body.email ?? null,
            phone: body.phone ?? null,
            country: body.country ?? null,
            courseInterestId: body.courseInterestId ?? null,
            source: body.source ?? null,
            utm: body.utm ?? {},
            status: body.status ?? 'NEW',
            notes: body.notes ?? '',
            attributes: body.attributes ?? {},
          },
          body.sellerId,
        ),
      );
      return toLeadDto((await deps.leads.findById(leadId))!);
    },

    async findAll(person: Person, query: LeadQuery & PageQuery) {
      mayWorkLeads(person, false);
      const filters = { ...leadFiltersOf(query, deps.academyTimeZone), sellerId: ownSellerOf(person) };
      const page = toPageRequest(query);
      const { rows, total } = await deps.leads.findPage(filters, page);
      return pageOf(rows.map(toLeadDto), total, page);
    },

    async findById(person: Person, leadId: string) {
      return toLeadDto(await found(person, leadId));
    },

    async update(person: Person, leadId: string, body: Update) {
      mayWorkLeads(person, true);
      await deps.unitOfWork.run(async ({ leads }) => {
        const lead = visibleLead(person, await leads.lock(leadId));
        const now = clock.now();
        const email = body.email === undefined ? lead.email : body.email;
        const phone = body.phone === undefined ? lead.phone : body.phone;
        if (!email && !phone) throw contactMissing();
        const events: NewLeadEvent[] = [];
        if (body.sellerId !== undefined && body.sellerId !== lead.sellerId) {
          if (!mayReassign(person))
            throw AppError.forbidden('Solo un administrador de ventas reasigna interesados');
          if (body.sellerId !== null && !(await leads.isActiveSeller(body.sellerId))) throw sellerUnknown();
          const names = await leads.namesOf(
            [lead.sellerId, body.sellerId].filter((id): id is string => id !== null),
          );
          events.push({
            leadId,
            kind: 'SELLER',
            fromValue: lead.sellerId,
            toValue: body.sellerId,
            actorId: person.userId,
            at: now,
            detail: {
              fromName: lead.sellerId ? (names.get(lead.sellerId) ?? null) : null,
              toName: body.sellerId ? (names.get(body.sellerId) ?? null) : null,
            },
          });
        }
        if (body.status !== undefined && body.status !== lead.status) {
          events.push({
            leadId,
            kind: 'STATUS',
            fromValue: lead.status,
            toValue: body.status,
            actorId: person.userId,
            at: now,
          });
        }
        await leads.update(
          leadId,
          {
            ...(body.fullName !== undefined ? { fullName: body.fullName.trim() } : {}),
            email,
            phone,
            ...(body.country !== undefined ? { country: body.country } : {}),
            ...(body.courseInterestId !== undefined ? { courseInterestId: body.courseInterestId } : {}),
            ...(body.source !== undefined ? { source: body.source } : {}),
            ...(body.utm !== undefined ? { utm: body.utm } : {}),
            ...(body.status !== undefined ? { status: body.status } : {}),
            ...(body.sellerId !== undefined ? { sellerId: body.sellerId } : {}),
            ...(body.notes !== undefined ? { notes: body.notes } : {}),
            ...(body.attributes !== undefined ? { attributes: body.attributes } : {}),
          },
          now,
        );
        await leads.recordEvents(events);
      });
      return toLeadDto((await deps.leads.findById(leadId))!);
    },

    /**
     * Keeps `leadId`, takes the duplicate's history and fills the kept lead's empty fields with
     * the duplicate's (its attributes under the kept ones), records the merge, removes the duplicate.
     */
    async merge(person: Person, leadId: string, duplicateId: string) {
      if (leadId === duplicateId) {
        throw AppError.invalidField('LEAD_MERGE_INVALID', 'body.duplicateId', 'es el mismo interesado');
      }
      await deps.unitOfWork.run(async ({ leads }) => {
        // Both rows locked in id order: two merges of the same pair never deadlock.
        const [first, second] = [leadId, duplicateId].sort();
        const locked = new Map([
          [first!, await leads.lock(first!)],
          [second!, await leads.lock(second!)],
        ]);
        const kept = visibleLead(person, locked.get(leadId));
        const duplicate = locked.get(duplicateId);
        if (!duplicate) throw AppError.invalidField('LEAD_MERGE_INVALID', 'body.duplicateId', 'no existe');
        if (duplicate.enrollmentId && kept.enrollmentId) {
          throw AppError.invalidField(
            'LEAD_MERGE_INVALID',
            'body.duplicateId',
            'los dos interesados ya fueron convertidos',
          );
        }
        const now = clock.now();
        await leads.moveEvents(duplicateId, leadId);
        await leads.moveCalls(duplicateId, leadId);
        await leads.remove(duplicateId);
        await leads.update(
          leadId,
          {
            email: kept.email ?? duplicate.email,
            phone: kept.phone ?? duplicate.phone,
            country: kept.country ?? duplicate.country,
            courseInterestId: kept.courseInterestId ?? duplicate.courseInterestId,
            source: kept.source ?? duplicate.source,
            sellerId: kept.sellerId ?? duplicate.sellerId,
            firstTouch: kept.firstTouch ?? duplicate.firstTouch,
            lastTouch: kept.lastTouch ?? duplicate.lastTouch,
            consentAt: kept.consentAt ?? duplicate.consentAt,
            enrollmentId: kept.enrollmentId ?? duplicate.enrollmentId,
            notes: [kept.notes, duplicate.notes].filter(Boolean).join('\n\n'),
            attributes: { ...duplicate.attributes, ...kept.attributes },
          },
          now,
        );
        await leads.recordEvents([
          {
            leadId,
            kind: 'MERGED',
            fromValue: duplicateId,
            toValue: leadId,
            actorId: person.userId,
            at: now,
            detail: {
              fullName: duplicate.fullName,
              email: duplicate.email,
              phone: duplicate.phone,
              createdAt: duplicate.createdAt.toISOString(),
            },
          },
        ]);
      });
      return toLeadDto((await deps.leads.findById(leadId))!);
    },

    async timeline(person: Person, leadId: string, query: Static<typeof LeadTimelineQuery>) {
      const lead = await found(person, leadId);
      const page = toPageRequest(query);
      const { rows, total } = await deps.leads.timeline(lead, page);
      return pageOf(rows.map(toLeadEventDto), total, page);
    },

    async pipeline(person: Person, query: LeadQuery) {
      mayWorkLeads(person, false);
      const { status: _, ...rest } = query;
      const filters = { ...leadFiltersOf(rest, deps.academyTimeZone), sellerId: ownSellerOf(person) };
      const { counts, potentials } = await deps.leads.pipeline(filters);
      return {
        columns: LEAD_STATUSES.map((status: Status) => ({
          status,
          count: counts.find((row) => row.status === status)?.count ?? 0,
          potential: potentials
            .filter((row) => row.status === status)
            .map(({ currency, amount }) => ({ currency, amount })),
        })),
      };
    },

    /** getMarketingAttribution: enrollments and net income per referrer and UTM source, in the academy's days. */
    attribution(query: Parameters<typeof marketingAttribution>[1]) {
      return marketingAttribution(deps.db, query, deps.academyTimeZone);
    },

    /**
     * A visitor's form on a course page: nothing is kept when the spam trap is filled (the
     * answer is the same); else a NEW lead of the course, with his consent, the visit's first
     * and last touch, assigned by the round-robin.
     */
    async submitFromCourse(courseId: string, body: Static<typeof CourseLeadSubmission>) {
      if (body.website?.trim()) return { received: true as const };
      if (!(await deps.isPublicCourse(courseId))) throw AppError.notFound('El curso');
      const now = clock.now();
      await deps.unitOfWork.run(({ leads }) =>
        insertLead(
          leads,
          null,
          {
            fullName: body.fullName.trim(),
            email: body.email.trim(),
            phone: body.phone ?? null,
            country: body.country ?? null,
            courseInterestId: courseId,
            source: body.lastTouch?.source ?? body.firstTouch?.source ?? 'web',
            utm: utmOf(body.lastTouch ?? body.firstTouch),
            firstTouch: body.firstTouch ?? null,
            lastTouch: body.lastTouch ?? null,
            consentAt: now,
            status: 'NEW',
            notes: body.message?.trim() ?? '',
            attributes: {},
          },
          undefined,
        ),
      );
      return { received: true as const };
    },
  };
}

export type LeadsService = ReturnType<typeof createLeadsService>;
