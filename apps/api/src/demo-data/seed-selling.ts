/**
 * Selling demo data, written straight to the tables (after the academic demo data): plans of
 * the four types in ARS and USD on the demo courses, an alliance with two tiers and tier
 * overrides, 40 enrollments of new demo students in every status — paid, partial, overdue,
 * in debt for 45 and 100 days, waived, manual; half of them sold by the demo SELLER or
 * SELLER_EXTERNAL — and comments with reactions. The academic demo's enrollments (the demo
 * student's among them) get plans, periods and what they paid.
 * Skipped when any alliance exists. Dates are relative to the clock's today.
 */
import {
  addDays,
  amountsForTier,
  type Currency,
  localDateOf,
  type PAYMENT_PLAN_TYPES,
  splitMoney,
} from '@catedra/contract';
import { eq, isNull, sql } from 'drizzle-orm';
import type { Static } from 'typebox';
import { v7 as uuidv7 } from 'uuid';
import { createRepositories } from '../composition/repositories.js';
import type { Executor } from '../db/database.js';
import {
  alliances,
  allianceTiers,
  type CourseRow,
  coursePaymentPlans,
  courses,
  enrollmentCommentReactions,
  enrollmentComments,
  enrollmentPeriods,
  enrollments,
  paymentPlanTierOverrides,
  users,
} from '../db/schema/index.js';
import { searchTextOf } from '../db/search.js';
import { refreshFiguresSql, scheduleAt } from '../modules/enrollments/index.js';
import type { Clock } from '../time/clock.js';
import { recordPaidPeriodsAsPayments } from './record-paid-periods.js';
import { demoEmailOf, hashDemoPassword } from './seed.js';

type PlanType = (typeof PAYMENT_PLAN_TYPES)[number];
type PlanSpec = {
  name: string;
  type: PlanType;
  currency: Static<typeof Currency>;
  upfrontAmount?: string;
  periodAmount?: string;
  numberOfPeriods?: number;
};

/** Two plans per course: together every type in ARS and in USD. */
const PLANS_BY_COURSE: PlanSpec[][] = [
  [
    { name: 'Pago único', type: 'upfront', currency: 'ARS', upfrontAmount: '450000.00' },
    { name: '6 cuotas', type: 'recurring', currency: 'ARS', periodAmount: '85000.00', numberOfPeriods: 6 },
  ],
  [
    {
      name: 'Anticipo y 4 cuotas',
      type: 'hybrid',
      currency: 'ARS',
      upfrontAmount: '90000.00',
      periodAmount: '70000.00',
      numberOfPeriods: 4,
    },
    { name: 'Mensual todo el curso', type: 'complete', currency: 'ARS', periodAmount: '65000.00' },
  ],
  [
    { name: 'Pago único en dólares', type: 'upfront', currency: 'USD', upfrontAmount: '480.00' },
    {
      name: 'Anticipo y 3 cuotas',
      type: 'hybrid',
      currency: 'USD',
      upfrontAmount: '120.00',
      periodAmount: '130.00',
      numberOfPeriods: 3,
    },
  ],
  [
    { name: '5 cuotas', type: 'recurring', currency: 'USD', periodAmount: '99.99', numberOfPeriods: 5 },
    { name: 'Mensual todo el curso', type: 'complete', currency: 'USD', periodAmount: '89.50' },
  ],
];

const FIRST_NAMES = [
  'Agustina',
  'Benjamín',
  'Camila',
  'Diego',
  'Elena',
  'Facundo',
  'Gabriela',
  'Hernán',
  'Inés',
  'Julián',
];
const LAST_NAMES = ['Acosta', 'Benítez', 'Castro', 'Domínguez'];

/** What happened to each demo enrollment (cycled over the 40). */
const STORIES = [
  'pending',
  'paid-first',
  'debt-45',
  'debt-100',
  'partial',
  'waived',
  'inactive',
  'finished',
] as const;

export async function seedSellingDemoData(db: Executor, clock: Clock): Promise<void> {
  if ((await db.select({ id: alliances.id }).from(alliances).limit(1)).length > 0) return;
  const demoCourses = (await db.select().from(courses).orderBy(courses.startDate)).slice(
    0,
    PLANS_BY_COURSE.length,
  );
  if (demoCourses.length === 0) return;
  const repositories = createRepositories(db, clock);
  const admin = await repositories.users.findByEmail(demoEmailOf('COMMERCIAL_ADMIN'));
  const farming = await repositories.users.findByEmail(demoEmailOf('FARMING'));
  if (!admin || !farming) return;
  const sellers = [
    await repositories.users.findByEmail(demoEmailOf('SELLER')),
    await repositories.users.findByEmail(demoEmailOf('SELLER_EXTERNAL')),
  ];

  const [alliance] = await db
    .insert(alliances)
    .values({
      name: 'Universidad del Sur',
      slug: 'universidad-del-sur',
      contactEmail: 'convenios@usur.example.com',
      searchText: searchTextOf('Universidad del Sur', 'universidad-del-sur', 'convenios@usur.example.com'),
    })
    .returning();
  const tiers = await db
    .insert(allianceTiers)
    .values([
      {
        allianceId: alliance!.id,
        code: 'ESTUDIANTE',
        name: 'Estudiantes',
        discountPercent: '15.00',
        position: 0,
      },
      { allianceId: alliance!.id, code: 'DOCENTE', name: 'Docentes', discountPercent: '25.00', position: 1 },
    ])
    .returning();
  // The demo alliance admin administers this alliance (he reads his own alliance only).
  await db
    .update(users)
    .set({ allianceId: alliance!.id })
    .where(eq(users.email, demoEmailOf('ALLIANCE_ADMIN')));

  const plans: { plan: typeof coursePaymentPlans.$inferSelect; course: CourseRow }[] = [];
  for (const [index, course] of demoCourses.entries()) {
    for (const spec of PLANS_BY_COURSE[index]!) {
      const [plan] = await db
        .insert(coursePaymentPlans)
        .values({
          courseId: course.id,
          name: spec.name,
          type: spec.type,
          currency: spec.currency,
          upfrontAmount: spec.upfrontAmount ?? null,
          periodAmount: spec.periodAmount ?? null,
          numberOfPeriods: spec.numberOfPeriods ?? null,
        })
        .returning();
      plans.push({ plan: plan!, course });
    }
  }
  // Overrides on the first course's plans for the DOCENTE tier (an override names the tier by its id).
  const teachers = tiers.find((tier) => tier.code === 'DOCENTE');
  await db.insert(paymentPlanTierOverrides).values([
    { paymentPlanId: plans[0]!.plan.id, tierId: teachers!.id, upfrontAmount: '300000.00' },
    { paymentPlanId: plans[1]!.plan.id, tierId: teachers!.id, periodAmount: '60000.00' },
  ]);

  const passwordHash = await hashDemoPassword();
  const people = Array.from({ length: 40 }, (_, index) => ({
    email: `alumno${index + 1}@demo.catedra.ar`,
    passwordHash,
    firstName: FIRST_NAMES[index % FIRST_NAMES.length]!,
    lastName: LAST_NAMES[Math.floor(index / FIRST_NAMES.length) % LAST_NAMES.length]!,
    country: index % 7 === 0 ? 'UY' : 'AR',
    scopes: ['STUDENT' as const],
    allianceId: index % 6 === 0 ? alliance!.id : null,
    allianceTier: index % 6 === 0 ? 'ESTUDIANTE' : null,
  }));
  const created = new Map((await repositories.users.insertMany(people)).map((user) => [user.email, user]));
  // Every table is written once for all 40 enrollments: the seed runs on each start of a fresh
  // database, and its test seeds 400 days.
  const demo = people.flatMap((person, index) => {
    const user = created.get(person.email);
    if (!user) return [];
    const { plan, course } = plans[index % plans.length]!;
    const story = STORIES[index % STORIES.length]!;
    return [
      demoEnrollmentOf(clock, {
        userId: user.id,
        plan,
        course,
        story,
        alliance: person.allianceId
          ? { allianceId: person.allianceId, tier: 'ESTUDIANTE', discountPercent: '15.00' }
          : null,
        manual: index % 5 === 0 && story !== 'inactive' && story !== 'pending',
        // Every other enrollment was sold: by the demo seller, or by the external one.
        referrerSellerId: index % 2 === 1 ? (sellers[Math.floor(index / 2) % 2]?.id ?? null) : null,
      }),
    ];
  });
  if (demo.length === 0) return;
  await db.insert(enrollments).values(demo.map((entry) => entry.enrollment));
  await db.insert(enrollmentPeriods).values(demo.flatMap((entry) => entry.periods));
  await priceAcademicEnrollments(db, clock, plans);
  // The 40 above and the academic demo's (the demo student's and a few more), now priced.
  const demoEnrollmentIds = sql`select e.id from enrollments e join users u on u.id = e.user_id where u.email like '%@demo.catedra.ar'`;
  await db.execute(refreshFiguresSql(sql`s.id in (${demoEnrollmentIds})`));
  await seedCollectionComments(
    db,
    demo.filter((entry) => entry.inDebt).map((entry) => entry.enrollment.id),
    { admin: admin.id, farming: farming.id },
  );
  // What the stories paid, as the approved payments the ledger expects behind every paid cent.
  await recordPaidPeriodsAsPayments(db, demoEnrollmentIds, clock.now());
}

/**
 * The academic demo's enrollments (the demo student's first, then the others by e-mail) get
 * their course's plans in turn, so the demo student has a hybrid plan's down payment, a
 * single payment in dollars and a finished course paid in full: Mis pagos shows them. They
 * enrolled a week before their course started (a pending one two days ago) and paid what
 * fell due since; a finished one paid everything.
 */
async function priceAcademicEnrollments(
  db: Executor,
  clock: Clock,
  plans: { plan: typeof coursePaymentPlans.$inferSelect; course: CourseRow }[],
) {
  const unpriced = await db
    .select({ enrollment: enrollments, email: users.email })
    .from(enrollments)
    .innerJoin(users, eq(users.id, enrollments.userId))
    .where(isNull(enrollments.paymentPlanId));
  const student = demoEmailOf('STUDENT');
  unpriced.sort(
    (a, b) => Number(b.email === student) - Number(a.email === student) || a.email.localeCompare(b.email),
  );
  const taken = new Map<string, number>();
  for (const { enrollment } of unpriced) {
    const offers = plans.filter((offer) => offer.course.id === enrollment.courseId);
    if (offers.length === 0) continue;
    const turn = taken.get(enrollment.courseId) ?? 0;
    taken.set(enrollment.courseId, turn + 1);
    const { plan, course } = offers[turn % offers.length]!;
    const today = localDateOf(clock.now(), course.timezoneId);
    const enrolledOn = enrollment.status === 'PENDING' ? addDays(today, -2) : addDays(course.startDate, -7);
    const amounts = { upfrontAmount: plan.upfrontAmount, periodAmount: plan.periodAmount };
    const { snapshot, periods } = scheduleAt(
      amounts,
      plan,
      course,
      {
        allianceId: enrollment.allianceId,
        tier: enrollment.tier,
        scholarshipPercent: enrollment.scholarshipPercent,
      },
      enrolledOn,
    );
    const paid = (period: (typeof periods)[number]) =>
      enrollment.status === 'FINISHED' || (enrollment.status === 'ACTIVE' && period.dueDate <= today);
    const enrolledAt = new Date(`${enrolledOn}T15:00:00Z`);
    await db
      .update(enrollments)
      .set({
        ...snapshot,
        country: 'AR',
        createdAt: enrolledAt,
        updatedAt: enrolledAt,
      })
      .where(eq(enrollments.id, enrollment.id));
    await db.insert(enrollmentPeriods).values(
      periods.map((period) => ({
        ...period,
        enrollmentId: enrollment.id,
        paidAmount: paid(period) ? period.amount : '0.00',
      })),
    );
  }
}

/** One story's enrollment and periods, as rows to insert (their ids chosen here). */
function demoEnrollmentOf(
  clock: Clock,
  input: {
    userId: string;
    plan: typeof coursePaymentPlans.$inferSelect;
    course: CourseRow;
    story: (typeof STORIES)[number];
    alliance: { allianceId: string; tier: string; discountPercent: string } | null;
    manual: boolean;
    referrerSellerId: string | null;
  },
) {
  const { plan, course, story } = input;
  const today = localDateOf(clock.now(), course.timezoneId);
  const daysAgo = {
    pending: 2,
    'paid-first': 20,
    'debt-45': 75,
    'debt-100': 130,
    partial: 40,
    waived: 30,
    inactive: 50,
    finished: 200,
  }[story];
  const enrolledOn = addDays(today, -daysAgo);
  const scholarshipPercent = story === 'waived' ? 100 : 0;
  const amounts = amountsForTier(
    { upfrontAmount: plan.upfrontAmount, periodAmount: plan.periodAmount },
    input.alliance ? { discountPercent: input.alliance.discountPercent } : null,
  );
  const { snapshot, periods } = scheduleAt(
    amounts,
    plan,
    course,
    {
      allianceId: input.alliance?.allianceId ?? null,
      tier: input.alliance?.tier ?? null,
      scholarshipPercent,
    },
    enrolledOn,
  );
  const status =
    { pending: 'PENDING', inactive: 'INACTIVE', finished: 'FINISHED' }[story as string] ?? 'ACTIVE';
  const enrolledAt = new Date(`${enrolledOn}T15:00:00Z`);
  const inactiveReason = 'No respondió después de la entrevista';
  const enrollment = {
    id: uuidv7(),
    userId: input.userId,
    courseId: course.id,
    status: status as 'ACTIVE',
    ...snapshot,
    manual: input.manual,
    referrerSellerId: input.referrerSellerId,
    manualReason: input.manual ? 'Paga por transferencia bancaria' : null,
    country: 'AR',
    inactiveReason: story === 'inactive' ? inactiveReason : null,
    inactiveSearchText: story === 'inactive' ? searchTextOf(inactiveReason) : '',
    inactivatedAt: story === 'inactive' ? clock.now() : null,
    finishedAt: story === 'finished' ? clock.now() : null,
    createdAt: enrolledAt,
    updatedAt: enrolledAt,
  };
  const paidOf = (number: number, amount: string) => {
    if (story === 'finished') return amount;
    if (story === 'pending' || story === 'inactive' || story === 'waived') return '0.00';
    if (number === 1) return amount;
    // A partial payment on the second period.
    if (story === 'partial' && number === 2) return splitMoney(amount, 2)[0]!;
    return '0.00';
  };
  return {
    enrollment,
    periods: periods.map((period) => ({
      ...period,
      enrollmentId: enrollment.id,
      paidAmount: paidOf(period.number, period.amount),
    })),
    inDebt: story === 'debt-45' || story === 'debt-100' || story === 'partial',
  };
}

/** What collections staff wrote on the enrollments in debt: two comments, the first with reactions. */
async function seedCollectionComments(
  db: Executor,
  enrollmentIds: string[],
  authors: { admin: string; farming: string },
) {
  if (enrollmentIds.length === 0) return;
  const comment = (enrollmentId: string, authorId: string, text: string) => ({
    id: uuidv7(),
    enrollmentId,
    authorId,
    text,
    searchText: searchTextOf(text),
  });
  const promises = enrollmentIds.map((id) =>
    comment(id, authors.farming, 'Llamé y prometió pagar la semana próxima.'),
  );
  await db
    .insert(enrollmentComments)
    .values([
      ...promises,
      ...enrollmentIds.map((id) =>
        comment(id, authors.admin, 'Si no paga, pasamos la inscripción a manual.'),
      ),
    ]);
  await db.insert(enrollmentCommentReactions).values(
    promises.flatMap((promise) => [
      { commentId: promise.id, userId: authors.admin, emoji: '👍' },
      { commentId: promise.id, userId: authors.farming, emoji: '🙏' },
    ]),
  );
}
