/**
 * Sales demo data, written straight to the tables (after the selling demo data), the way the
 * leads, meeting-calls and commissions modules write them (docs/domain/sales.md,
 * docs/domain/calls-and-commissions.md):
 *
 * - 12 leads in every status — most of the demo SELLER's, two of the external seller's, one of
 *   the seller admin's, one not assigned — with UTM first and last touches, free attributes,
 *   notes, a pair of duplicates (the same e-mail) to try the merge on, and a WON lead converted
 *   into one of the demo SELLER's referred enrollments; each with its history as the service
 *   writes it (CREATED, SELLER, each STATUS, CONVERTED). The leads the round-robin assigned
 *   leave its counter and the seller's turn as it would have;
 * - four calls of the demo SELLER: two in the coming week, one held last week with its outcome,
 *   one cancelled (its invitee was told: SEQUENCE 1). No invitation is queued for them;
 * - commission rates (10 % for the demo SELLER, 15 % for the external one) in force since
 *   before the demo's payments, the ACCRUAL line each referred approved payment wrote at that
 *   rate (the demo has no refunds, so no CLAWBACK), and one payout of half the demo SELLER's
 *   balance in pesos.
 *
 * Skipped when any lead exists. Dates are relative to the clock's today in Buenos Aires.
 */
import {
  addDays,
  compareMoney,
  type LEAD_STATUSES,
  localDateOf,
  type MoneyCurrency,
  splitMoney,
  subtractMoney,
  zonedDateTimeToInstant,
} from '@catedra/contract';
import { and, eq, inArray, isNotNull, sql } from 'drizzle-orm';
import { v7 as uuidv7 } from 'uuid';
import type { Executor } from '../db/database.js';
import {
  commissionAccounts,
  commissionLines,
  commissionRates,
  courses,
  enrollments,
  leadEvents,
  leadRoundRobin,
  leadSellerTurns,
  leads,
  meetingCalls,
  payments,
  users,
} from '../db/schema/index.js';
import { searchTextOf } from '../db/search.js';
import { commissionOf } from '../modules/commissions/index.js';
import type { Clock } from '../time/clock.js';
import { demoEmailOf } from './seed.js';

/** The demo's zone: the academy's default (ACADEMY_TIME_ZONE). */
const DEMO_TIME_ZONE = 'America/Argentina/Buenos_Aires';
const DAY_MS = 86_400_000;

type LeadStatus = (typeof LEAD_STATUSES)[number];
type Owner = 'seller' | 'external' | 'sellerAdmin' | 'none';
type DemoLead = {
  fullName: string;
  email: string | null;
  phone: string | null;
  country: string;
  /** Index of the demo course of interest. */
  course: number;
  source: string;
  campaign: string;
  /** Where the first visit came from, when not the last touch's source. */
  firstSource?: string;
  status: LeadStatus;
  owner: Owner;
  /** Assigned by the round-robin (sent by the public form, or by marketing), not by who created it. */
  roundRobin?: boolean;
  byMarketing?: boolean;
  daysAgo: number;
  notes: string;
  attributes?: Record<string, string>;
};

/** The statuses a lead went through, in order, to reach each status. */
const PATH: Record<LeadStatus, LeadStatus[]> = {
  NEW: [],
  CONTACTED: ['CONTACTED'],
  QUALIFIED: ['CONTACTED', 'QUALIFIED'],
  MEETING_SCHEDULED: ['CONTACTED', 'QUALIFIED', 'MEETING_SCHEDULED'],
  WON: ['CONTACTED', 'QUALIFIED', 'MEETING_SCHEDULED', 'WON'],
  LOST: ['CONTACTED', 'LOST'],
};

const LEADS: DemoLead[] = [
  {
    fullName: 'Lucía Fernández',
    email: 'lucia.fernandez@example.com',
    phone: '+5491140000101',
    country: 'AR',
    course: 0,
    source: 'google',
    campaign: 'busqueda-cursos',
    status: 'NEW',
    owner: 'seller',
    roundRobin: true,
    daysAgo: 1,
    notes: '',
    attributes: { campaña: 'verano' },
  },
  {
    fullName: 'Martín Gómez',
    email: 'martin.gomez@example.com',
    phone: null,
    country: 'AR',
    course: 1,
    source: 'facebook',
    campaign: 'verano',
    firstSource: 'google',
    status: 'NEW',
    owner: 'seller',
    roundRobin: true,
    byMarketing: true,
    daysAgo: 2,
    notes: '',
    attributes: { campaña: 'verano' },
  },
  {
    fullName: 'Sofía Ramírez',
    email: null,
    phone: '+59899555020',
    country: 'UY',
    course: 2,
    source: 'instagram',
    campaign: 'historias',
    status: 'NEW',
    // Marketing loaded it (the round-robin gave it to the demo SELLER); the seller admin took it back.
    owner: 'none',
    roundRobin: true,
    byMarketing: true,
    daysAgo: 3,
    notes: 'Cargada por marketing desde Instagram; sin vendedor hasta sumar a alguien para Uruguay.',
  },
  {
    fullName: 'Joaquín Pereyra',
    email: 'joaquin.pereyra@example.com',
    phone: '+5493515550303',
    country: 'AR',
    course: 0,
    source: 'google',
    campaign: 'marca',
    status: 'CONTACTED',
    owner: 'seller',
    roundRobin: true,
    daysAgo: 6,
    notes: 'Pidió el programa por e-mail.',
  },
  {
    fullName: 'Valentina Torres',
    email: 'valentina.torres@example.com',
    phone: '+5491140000404',
    country: 'AR',
    course: 1,
    source: 'instagram',
    campaign: 'verano',
    firstSource: 'facebook',
    status: 'CONTACTED',
    owner: 'external',
    daysAgo: 8,
    notes: 'Viene de una charla en su empresa.',
    attributes: { campaña: 'verano', empresa: 'Logística Andina' },
  },
  {
    fullName: 'Tomás Herrera',
    email: 'tomas.herrera@example.com',
    phone: '+5491140000505',
    country: 'AR',
    course: 2,
    source: 'facebook',
    campaign: 'remarketing',
    status: 'QUALIFIED',
    owner: 'seller',
    daysAgo: 12,
    notes: 'Tiene presupuesto; prefiere pagar en cuotas.',
  },
  {
    fullName: 'Camila Sosa',
    email: 'camila.sosa@example.com',
    phone: '+56955550606',
    country: 'CL',
    course: 3,
    source: 'google',
    campaign: 'busqueda-cursos',
    status: 'QUALIFIED',
    owner: 'sellerAdmin',
    daysAgo: 15,
    notes: 'Empresa interesada en inscribir a cinco personas.',
    attributes: { empresa: 'Minera del Pacífico' },
  },
  {
    fullName: 'Nicolás Romero',
    email: 'nicolas.romero@example.com',
    phone: '+5491140000707',
    country: 'AR',
    course: 0,
    source: 'instagram',
    campaign: 'historias',
    firstSource: 'google',
    status: 'MEETING_SCHEDULED',
    owner: 'seller',
    daysAgo: 10,
    notes: 'Llamada agendada para ver el plan de pagos.',
  },
  {
    fullName: 'Florencia Díaz',
    email: 'florencia.diaz@example.com',
    phone: '+5491140000808',
    country: 'AR',
    course: 1,
    source: 'google',
    campaign: 'marca',
    status: 'MEETING_SCHEDULED',
    owner: 'seller',
    daysAgo: 18,
    notes: 'Se reunió con nosotros; quiere una segunda llamada con su socio.',
  },
  {
    fullName: 'Gonzalo Medina',
    email: 'gonzalo.medina@example.com',
    phone: '+5491140000909',
    country: 'AR',
    course: 2,
    source: 'facebook',
    campaign: 'verano',
    status: 'LOST',
    owner: 'external',
    daysAgo: 25,
    notes: 'Eligió otra academia por precio.',
    attributes: { campaña: 'verano' },
  },
  {
    // The duplicate of Joaquín Pereyra (same e-mail, another visit): merge it into the first.
    fullName: 'Joaquin Pereyra',
    email: 'Joaquin.Pereyra@example.com',
    phone: null,
    country: 'AR',
    course: 0,
    source: 'instagram',
    campaign: 'historias',
    status: 'NEW',
    owner: 'seller',
    roundRobin: true,
    daysAgo: 4,
    notes: 'Volvió a dejar sus datos desde Instagram.',
  },
];

/** The WON lead: a person the demo SELLER referred and enrolled (the lead converted). */
const WON_LEAD = {
  country: 'AR',
  phone: '+5491140001010',
  source: 'google',
  campaign: 'busqueda-cursos',
  notes: 'Se inscribió después de la llamada.',
};

/** A lead's UTM touch (the contract's Touch: source, medium, campaign). */
const touchOf = (source: string, campaign: string) => ({
  source,
  medium: source === 'google' ? 'cpc' : 'social',
  campaign,
});

export async function seedSalesDemoData(db: Executor, clock: Clock): Promise<void> {
  if ((await db.select({ id: leads.id }).from(leads).limit(1)).length > 0) return;
  const people = await db
    .select({ id: users.id, email: users.email, firstName: users.firstName, lastName: users.lastName })
    .from(users)
    .where(
      inArray(users.email, [
        demoEmailOf('SELLER'),
        demoEmailOf('SELLER_EXTERNAL'),
        demoEmailOf('SELLER_ADMIN'),
        demoEmailOf('MARKETING'),
      ]),
    );
  const byEmail = new Map(people.map((person) => [person.email, person]));
  const seller = byEmail.get(demoEmailOf('SELLER'));
  const external = byEmail.get(demoEmailOf('SELLER_EXTERNAL'));
  const sellerAdmin = byEmail.get(demoEmailOf('SELLER_ADMIN'));
  const marketing = byEmail.get(demoEmailOf('MARKETING'));
  const demoCourses = await db.select({ id: courses.id }).from(courses).orderBy(courses.startDate).limit(4);
  if (!seller || !external || !sellerAdmin || !marketing || demoCourses.length === 0) return;
  const now = clock.now();
  const owners: Record<Owner, string | null> = {
    seller: seller.id,
    external: external.id,
    sellerAdmin: sellerAdmin.id,
    none: null,
  };

  // A person the demo SELLER referred, enrolled and paying: the WON lead became him.
  const [referred] = await db
    .select({
      enrollmentId: enrollments.id,
      courseId: enrollments.courseId,
      createdAt: enrollments.createdAt,
      userId: users.id,
      email: users.email,
      firstName: users.firstName,
      lastName: users.lastName,
    })
    .from(enrollments)
    .innerJoin(users, eq(users.id, enrollments.userId))
    .where(and(eq(enrollments.referrerSellerId, seller.id), eq(enrollments.status, 'ACTIVE')))
    .orderBy(enrollments.createdAt)
    .limit(1);

  const leadRows: (typeof leads.$inferInsert)[] = [];
  const eventRows: (typeof leadEvents.$inferInsert)[] = [];
  const idOf = new Map<string, string>();
  const addLead = (
    lead: DemoLead & { createdAt: Date; closedAt?: Date; enrollmentId?: string; courseId?: string },
  ): string => {
    const id = uuidv7();
    const sellerId = owners[lead.owner];
    // The round-robin's only SELLER is the demo one.
    const assigned = lead.roundRobin ? seller.id : sellerId;
    const first = touchOf(lead.firstSource ?? lead.source, lead.campaign);
    const last = touchOf(lead.source, lead.campaign);
    const path = PATH[lead.status];
    // Each step a day or two after the last one, the last one by `closedAt` (or before now).
    const end = (
      lead.closedAt ?? new Date(Math.min(now.getTime(), lead.createdAt.getTime() + 2 * DAY_MS * path.length))
    ).getTime();
    const stepAt = (step: number) =>
      new Date(lead.createdAt.getTime() + ((end - lead.createdAt.getTime()) * (step + 1)) / path.length);
    const updatedAt = path.length > 0 ? stepAt(path.length - 1) : lead.createdAt;
    leadRows.push({
      id,
      fullName: lead.fullName,
      email: lead.email,
      phone: lead.phone,
      country: lead.country,
      courseInterestId: lead.courseId ?? demoCourses[lead.course % demoCourses.length]!.id,
      source: lead.source,
      utm: last,
      firstTouch: first,
      lastTouch: last,
      consentAt: lead.createdAt,
      status: lead.status,
      sellerId,
      notes: lead.notes,
      attributes: lead.attributes ?? {},
      enrollmentId: lead.enrollmentId ?? null,
      searchText: searchTextOf(lead.fullName, lead.email, lead.phone),
      createdAt: lead.createdAt,
      updatedAt,
    });
    // Who created it: the public form (no one) or marketing for the round-robin's, else its seller
    // (the seller admin names himself).
    const creator = lead.roundRobin ? (lead.byMarketing ? marketing.id : null) : sellerId;
    eventRows.push({
      leadId: id,
      kind: 'CREATED',
      fromValue: null,
      toValue: 'NEW',
      actorId: creator,
      at: lead.createdAt,
      detail: { source: lead.source },
    });
    if (assigned) {
      eventRows.push({
        leadId: id,
        kind: 'SELLER',
        fromValue: null,
        toValue: assigned,
        actorId: creator,
        at: lead.createdAt,
      });
    }
    if (assigned && assigned !== sellerId) {
      // Taken back by the seller admin an hour later (updateLead's SELLER row, with the names).
      eventRows.push({
        leadId: id,
        kind: 'SELLER',
        fromValue: assigned,
        toValue: sellerId,
        actorId: sellerAdmin.id,
        at: new Date(lead.createdAt.getTime() + 3_600_000),
        detail: { fromName: `${seller.firstName} ${seller.lastName}`, toName: null },
      });
    }
    let from: LeadStatus = 'NEW';
    for (const [step, status] of path.entries()) {
      const at = stepAt(step);
      eventRows.push({
        leadId: id,
        kind: 'STATUS',
        fromValue: from,
        toValue: status,
        actorId: sellerId ?? sellerAdmin.id,
        at,
      });
      if (status === 'WON' && lead.enrollmentId) {
        eventRows.push({
          leadId: id,
          kind: 'CONVERTED',
          fromValue: null,
          toValue: lead.enrollmentId,
          actorId: sellerId,
          at,
          detail: { enrollmentId: lead.enrollmentId },
        });
      }
      from = status;
    }
    idOf.set(lead.fullName, id);
    return id;
  };

  for (const lead of LEADS) {
    addLead({ ...lead, createdAt: new Date(now.getTime() - lead.daysAgo * DAY_MS) });
  }
  if (referred) {
    // Created a few days before the enrollment.
    const createdAt = new Date(referred.createdAt.getTime() - 3 * DAY_MS);
    addLead({
      ...WON_LEAD,
      fullName: `${referred.firstName} ${referred.lastName}`,
      email: referred.email,
      course: 0,
      courseId: referred.courseId,
      status: 'WON',
      owner: 'seller',
      daysAgo: 0,
      createdAt,
      // Converted when he enrolled.
      closedAt: referred.createdAt,
      enrollmentId: referred.enrollmentId,
    });
  }
  await db.insert(leads).values(leadRows);
  await db.insert(leadEvents).values(eventRows.map((row) => ({ ...row, id: uuidv7(), createdAt: row.at })));

  // The round-robin turned once per lead the public form or marketing sent (all to the demo
  // SELLER, its only SELLER); his last turn is the counter's.
  const turns = LEADS.filter((lead) => lead.roundRobin).length;
  await db.update(leadRoundRobin).set({ turn: turns }).where(eq(leadRoundRobin.id, 1));
  await db.insert(leadSellerTurns).values({ sellerId: seller.id, lastTurn: turns, assigned: turns });

  await seedDemoCalls(db, clock, {
    sellerId: seller.id,
    sellerAdminId: sellerAdmin.id,
    scheduledLead: leadRows.find((row) => row.id === idOf.get('Nicolás Romero'))!,
    heldLead: leadRows.find((row) => row.id === idOf.get('Florencia Díaz'))!,
    cancelledLead: leadRows.find((row) => row.id === idOf.get('Tomás Herrera'))!,
    student: referred ?? null,
  });
  await seedDemoCommissions(
    db,
    { seller: seller.id, external: external.id, sellerAdmin: sellerAdmin.id },
    now,
  );
}

/** Two calls in the coming week, one held last week, one cancelled; on different days, so none overlap. */
async function seedDemoCalls(
  db: Executor,
  clock: Clock,
  input: {
    sellerId: string;
    sellerAdminId: string;
    scheduledLead: typeof leads.$inferInsert;
    heldLead: typeof leads.$inferInsert;
    cancelledLead: typeof leads.$inferInsert;
    student: { userId: string; email: string; firstName: string; lastName: string } | null;
  },
) {
  const now = clock.now();
  const today = localDateOf(now, DEMO_TIME_ZONE);
  const at = (days: number, time: string) =>
    zonedDateTimeToInstant(addDays(today, days), time, DEMO_TIME_ZONE);
  const meetingUrl = (code: string) => `https://meet.example.com/catedra-${code}`;
  const call = (
    scheduledAt: Date,
    durationMinutes: number,
    invitee: { leadId?: string; userId?: string; email: string | null; name: string },
    rest: Partial<typeof meetingCalls.$inferInsert>,
  ) => {
    const createdAt = new Date(Math.min(now.getTime(), scheduledAt.getTime()) - 3 * DAY_MS);
    return {
      id: uuidv7(),
      leadId: invitee.leadId ?? null,
      userId: invitee.userId ?? null,
      sellerId: input.sellerId,
      scheduledAt,
      durationMinutes,
      endsAt: new Date(scheduledAt.getTime() + durationMinutes * 60_000),
      inviteeEmail: invitee.email,
      inviteeName: invitee.name,
      sequence: 0,
      createdBy: input.sellerId,
      createdAt,
      updatedAt: createdAt,
      ...rest,
    };
  };
  const leadInvitee = (lead: typeof leads.$inferInsert) => ({
    leadId: lead.id!,
    email: lead.email ?? null,
    name: lead.fullName,
  });
  const rows = [
    call(at(1, '11:00'), 30, leadInvitee(input.scheduledLead), {
      meetingUrl: meetingUrl('plan-de-pagos'),
      notes: 'Revisar el plan en cuotas y la fecha de inicio.',
    }),
    call(at(-5, '15:00'), 45, leadInvitee(input.heldLead), {
      meetingUrl: meetingUrl('primera-llamada'),
      status: 'DONE',
      outcome: 'Le interesa el curso; lo consulta con su socio y volvemos a hablar.',
      updatedAt: at(-5, '16:00'),
    }),
    call(at(2, '10:00'), 30, leadInvitee(input.cancelledLead), {
      status: 'CANCELLED',
      // The invitee was told of the cancellation: one more SEQUENCE.
      sequence: 1,
      notes: 'Pidió pasarla a la semana próxima.',
      updatedAt: now,
    }),
  ];
  if (input.student) {
    const { userId, email, firstName, lastName } = input.student;
    rows.push(
      call(
        at(3, '17:30'),
        30,
        { userId, email, name: `${firstName} ${lastName}` },
        {
          meetingUrl: meetingUrl('seguimiento'),
          notes: 'Seguimiento del primer mes de cursada.',
        },
      ),
    );
  }
  await db.insert(meetingCalls).values(rows);
}

/**
 * The rates since before the demo's payments and the ACCRUAL each referred approved payment
 * wrote (accrueCommission: the payment's amount at the rate, event `approval`, at its time);
 * then a payout of half the demo SELLER's balance in pesos, with its account row as a payout
 * takes it.
 */
async function seedDemoCommissions(
  db: Executor,
  ids: { seller: string; external: string; sellerAdmin: string },
  now: Date,
) {
  const referredPayments = await db
    .select({
      id: payments.id,
      enrollmentId: payments.enrollmentId,
      sellerId: payments.referrerSellerId,
      amount: payments.amount,
      currency: payments.currency,
      paidAt: payments.paidAt,
    })
    .from(payments)
    .where(
      and(
        eq(payments.status, 'APPROVED'),
        isNotNull(payments.paidAt),
        inArray(payments.referrerSellerId, [ids.seller, ids.external]),
      ),
    );
  const earliest = Math.min(now.getTime(), ...referredPayments.map((payment) => payment.paidAt!.getTime()));
  const effectiveFrom = new Date(earliest - 30 * DAY_MS);
  const rateOf = { [ids.seller]: '10.00', [ids.external]: '15.00' };
  await db.insert(commissionRates).values([
    {
      sellerId: ids.seller,
      ratePercent: rateOf[ids.seller]!,
      effectiveFrom,
      setBy: ids.sellerAdmin,
      createdAt: effectiveFrom,
    },
    {
      sellerId: ids.external,
      ratePercent: rateOf[ids.external]!,
      effectiveFrom,
      setBy: ids.sellerAdmin,
      createdAt: effectiveFrom,
    },
  ]);
  const accruals = referredPayments.map((payment) => {
    const ratePercent = rateOf[payment.sellerId!]!;
    return {
      sellerId: payment.sellerId!,
      kind: 'ACCRUAL' as const,
      currency: payment.currency as MoneyCurrency,
      amount: commissionOf(payment.amount, ratePercent),
      ratePercent,
      base: payment.amount,
      paymentId: payment.id,
      enrollmentId: payment.enrollmentId,
      eventKey: 'approval',
      occurredAt: payment.paidAt!,
      createdAt: payment.paidAt!,
    };
  });
  if (accruals.length === 0) return;
  await db.insert(commissionLines).values(accruals);
  const [balance] = await db
    .select({ total: sql<string>`coalesce(sum(${commissionLines.amount}), 0)::numeric(14,2)::text` })
    .from(commissionLines)
    .where(and(eq(commissionLines.sellerId, ids.seller), eq(commissionLines.currency, 'ARS')));
  const half = splitMoney(balance!.total, 2)[0]!;
  if (compareMoney(half, '0.00') <= 0) return;
  await db.insert(commissionAccounts).values({ sellerId: ids.seller, currency: 'ARS', createdAt: now });
  await db.insert(commissionLines).values({
    sellerId: ids.seller,
    kind: 'PAYOUT',
    currency: 'ARS',
    amount: subtractMoney('0.00', half),
    note: 'Transferencia de comisiones (datos de demostración)',
    occurredAt: now,
    createdBy: ids.sellerAdmin,
    createdAt: now,
  });
}
