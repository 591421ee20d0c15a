/**
 * Test data for the browser tests, made through the typed client (`@catedra/client`).
 *
 * What a test changes is its own: a fresh account, course, class or exam from the
 * factories below. The demo accounts only act (an admin who grants a role, a teacher who
 * marks attendance) and are never changed. `useTestData()` undoes after each test what the
 * API lets undo (classes and exam submissions are deleted, exams hidden); accounts, courses
 * and templates have no delete operation, so they stay, with unique names, in the stack's
 * throwaway database.
 */
import { type ApiClient, createApiClient } from '@catedra/client';
import { addDays, localDateOf, type Scope } from '@catedra/contract/browser';
import type { Page } from 'playwright-core';
import { afterEach, describe, expect } from 'vitest';
import { apiUrl, DEMO_PASSWORD, demoEmail, useBrowser, webUrl } from './browser';

export type Account = {
  id: string;
  email: string;
  password: string;
  firstName: string;
  lastName: string;
};

type CourseCreation = Parameters<ApiClient['createCourse']>[0]['courseCreation'];
export type Course = Awaited<ReturnType<ApiClient['createCourse']>>;
export type CourseClass = Awaited<ReturnType<ApiClient['createCourseClass']>>;
export type Exam = Awaited<ReturnType<ApiClient['createCourseExam']>>;

const DAY_MS = 86_400_000;
const TEST_PASSWORD = 'clave-de-prueba-1';

/** The typed client, calling as whoever holds `token` (anonymous without one). */
export function apiClient(token?: string): ApiClient {
  return createApiClient({ baseUrl: apiUrl(), getToken: () => token });
}

/** An access token from the API's sign-in. */
export async function tokenOf(email: string, password: string): Promise<string> {
  const { token } = await apiClient().signin({ userCredentials: { email, password } });
  return token;
}

// One sign-in per demo account and test file: the demo accounts' passwords never change.
const demoTokens = new Map<string, Promise<string>>();

/** The token of the demo account with this scope (`su@demo.catedra.ar` for SU, …). */
export function demoToken(scope: Scope): Promise<string> {
  let token = demoTokens.get(scope);
  if (!token) {
    token = tokenOf(demoEmail(scope), DEMO_PASSWORD);
    token.catch(() => demoTokens.delete(scope));
    demoTokens.set(scope, token);
  }
  return token;
}

/** The typed client as the demo account with this scope. */
export async function asDemo(scope: Scope): Promise<ApiClient> {
  return apiClient(await demoToken(scope));
}

/** The id of the account a token belongs to. */
export async function userIdOf(token: string): Promise<string> {
  return (await apiClient(token).getParsedToken()).userId;
}

/** A unique suffix, so what one test creates never collides with another run's data. */
function unique(): string {
  return `${Date.now()}-${Math.floor(Math.random() * 1e6)}`;
}

/**
 * Signs a page's browser context in as `account` without the form: a token from the API in
 * the session cookie, as the web server's sign-in sets it. The next `page.goto` is signed in.
 */
export async function signedInAs(page: Page, account: { email: string; password: string }): Promise<void> {
  const token = await tokenOf(account.email, account.password);
  await page.context().addCookies([{ name: 'catedra_token', value: token, url: webUrl(), httpOnly: true }]);
}

/** The same for a demo account, by its scope. */
export async function signedInAsDemo(page: Page, scope: Scope): Promise<void> {
  await signedInAs(page, { email: demoEmail(scope), password: DEMO_PASSWORD });
}

type TestBrowser = ReturnType<typeof useBrowser>;

/** A fresh page of the test's browser, already signed in as the demo account of `scope`. */
export async function newDemoPage(
  browser: TestBrowser,
  scope: Scope,
  options?: Parameters<TestBrowser['newPage']>[0],
): Promise<Page> {
  const page = await browser.newPage(options);
  await signedInAsDemo(page, scope);
  return page;
}

/**
 * Waits until the dev mailbox holds an e-mail to `email`: the API sends it in the
 * background, after answering the request that caused it.
 */
export async function mailArrived(email: string): Promise<void> {
  const su = await asDemo('SU');
  await expect
    .poll(async () => (await su.findAllDevMailboxMessages({ to: email })).page.totalElements, {
      timeout: 15_000,
    })
    .toBeGreaterThan(0);
}

/** Registers the after-each undo and hands out the factories. Call once per `describe`. */
export function useTestData() {
  const undo: (() => Promise<unknown>)[] = [];
  afterEach(async () => {
    // Newest first: a submission goes before its exam, a class before its course.
    for (const step of undo.splice(0).reverse()) await step();
  });

  return {
    /**
     * A fresh account, by self sign-up (BASIC), or created by SU when it needs scopes.
     * `label` goes into the e-mail and the last name, so a failure names the test.
     */
    async createAccount(label: string, options: { scopes?: Scope[]; phone?: string } = {}): Promise<Account> {
      const account = {
        email: `${label}-${unique()}@e2e.catedra.ar`,
        password: TEST_PASSWORD,
        firstName: 'Prueba',
        lastName: label,
        ...(options.phone ? { phone: options.phone } : {}),
      };
      const client = options.scopes ? await asDemo('SU') : apiClient();
      const created = await client.createUser({
        userCreation: { ...account, ...(options.scopes ? { scopes: options.scopes } : {}) },
      });
      return { ...account, id: created.id };
    },

    /**
     * A fresh course (inactive unless said otherwise), created by the academic admin. It runs
     * from a week ago to 120 days ahead, counted from today in the course's zone (not UTC's
     * date, a day ahead of Buenos Aires from 21:00 there): a class some days ago or ahead
     * falls inside it at any hour, and so does a 16-week template applied from its start.
     */
    async createCourse(overrides: Partial<CourseCreation> = {}): Promise<Course> {
      const academic = await asDemo('ACADEMIC_ADMIN');
      const topics = await academic.findAllCourseTopics({ size: 1 });
      const timezoneId = overrides.timezoneId ?? 'America/Argentina/Buenos_Aires';
      const today = localDateOf(new Date(), timezoneId);
      return academic.createCourse({
        courseCreation: {
          title: `Curso de prueba ${unique()}`,
          summary: 'Un curso creado por una prueba.',
          description: 'Creado por las pruebas del navegador.',
          topicId: topics.content[0]!.id,
          tags: [],
          teacherIds: [],
          country: null,
          startDate: addDays(today, -7),
          endDate: addDays(today, 120),
          timezoneId,
          ...overrides,
        },
      });
    },

    /** A class of a course, `daysAgo` days ago or at `startsAt`; deleted after the test. */
    async createClass(
      courseId: string,
      options: { title?: string; daysAgo?: number; startsAt?: string } = {},
    ) {
      const academic = await asDemo('ACADEMIC_ADMIN');
      const created = await academic.createCourseClass({
        courseId,
        courseClassCreation: {
          title: options.title ?? `Clase de prueba ${unique()}`,
          startsAt: options.startsAt ?? new Date(Date.now() - (options.daysAgo ?? 1) * DAY_MS).toISOString(),
          durationMinutes: 90,
        },
      });
      undo.push(() => academic.deleteCourseClass({ courseId, classId: created.id }));
      return created;
    },

    /** An exam open now and due in a week; hidden from students after the test. */
    async createExam(courseId: string, options: { title?: string; description?: string } = {}) {
      const academic = await asDemo('ACADEMIC_ADMIN');
      const created = await academic.createCourseExam({
        courseId,
        courseExamCreation: {
          title: options.title ?? `Examen de prueba ${unique()}`,
          description: options.description ?? 'Un examen creado por una prueba.',
          opensAt: new Date(Date.now() - 3_600_000).toISOString(),
          dueAt: new Date(Date.now() + 7 * DAY_MS).toISOString(),
          maxScore: 10,
          passingScore: 6,
          visible: true,
        },
      });
      undo.push(() =>
        academic.updateCourseExam({ courseId, examId: created.id, courseExamUpdate: { visible: false } }),
      );
      return created;
    },

    /** Deletes a student's answer to an exam after the test (one the test makes in the browser). */
    deleteSubmissionAfterwards(courseId: string, examId: string, userId: string): void {
      undo.push(async () =>
        (await asDemo('ACADEMIC_ADMIN')).deleteCourseExamSubmission({ courseId, examId, userId }),
      );
    },
  };
}

/**
 * A suite of browser tests that make their own data: its `browser` closes the pages a test
 * opened and its `data` undoes what a test made, both after each test.
 */
export function describeWithData(
  name: string,
  tests: (suite: { browser: ReturnType<typeof useBrowser>; data: ReturnType<typeof useTestData> }) => void,
) {
  describe(name, () => {
    const browser = useBrowser();
    const data = useTestData();
    tests({ browser, data });
  });
}

// ── Selling: alliances and payment plans (issue 10, s-plans) ─────────────────────────────
// Made by the demo commercial admin; alliances and plans have no delete operation, so they
// stay with unique names. Pass `tiers: []` for an alliance without tiers.

type AllianceSetup = Parameters<ApiClient['createAlliance']>[0]['allianceSetup'];
type PaymentPlanCreation = Parameters<ApiClient['createCoursePaymentPlan']>[0]['coursePaymentPlanCreation'];
export type Alliance = Awaited<ReturnType<ApiClient['createAlliance']>>;
export type PaymentPlan = Awaited<ReturnType<ApiClient['createCoursePaymentPlan']>>;

/** A fresh alliance with tiers GOLD (20 %) and SILVER (10 %) unless told otherwise. */
export async function createAlliance(overrides: Partial<AllianceSetup> = {}): Promise<Alliance> {
  const suffix = unique();
  return (await asDemo('COMMERCIAL_ADMIN')).createAlliance({
    allianceSetup: {
      name: `Alianza de prueba ${suffix}`,
      contactEmail: `alianza-${suffix}@example.com`,
      tiers: [
        { code: 'GOLD', name: 'Oro', discountPercent: 20 },
        { code: 'SILVER', name: 'Plata', discountPercent: 10 },
      ],
      ...overrides,
    },
  });
}

/** A hybrid ARS plan (10.000 down, 3 × 5.000) on the course unless told otherwise. */
export async function createPaymentPlan(
  courseId: string,
  overrides: Partial<PaymentPlanCreation> = {},
): Promise<PaymentPlan> {
  return (await asDemo('COMMERCIAL_ADMIN')).createCoursePaymentPlan({
    courseId,
    coursePaymentPlanCreation: {
      name: `Plan de prueba ${unique()}`,
      type: 'hybrid',
      currency: 'ARS',
      upfrontAmount: '10000.00',
      periodAmount: '5000.00',
      numberOfPeriods: 3,
      ...overrides,
    },
  });
}

/** A monthly plan of 3 × $ 20.000, nothing up front (unless told another). */
export function createMonthlyPlan(courseId: string, overrides: Partial<PaymentPlanCreation> = {}) {
  return createPaymentPlan(courseId, {
    type: 'recurring',
    upfrontAmount: undefined,
    periodAmount: '20000.00',
    numberOfPeriods: 3,
    ...overrides,
  });
}

/**
 * A fresh active course open to enrollment with one plan: by default the monthly plan of
 * 3 × $ 20.000 (`createMonthlyPlan`), or the one `createPlan` makes.
 */
export async function courseWithPlan(
  data: ReturnType<typeof useTestData>,
  createPlan: (courseId: string) => Promise<PaymentPlan> = createMonthlyPlan,
): Promise<{ course: Course; plan: PaymentPlan }> {
  const course = await data.createCourse({ active: true });
  return { course, plan: await createPlan(course.id) };
}

/** The override of a plan's amounts for one tier of one alliance (the tier's id). */
export async function createTierOverride(
  courseId: string,
  paymentPlanId: string,
  tierId: string,
  amounts: { upfrontAmount?: string | null; periodAmount?: string | null },
) {
  return (await asDemo('COMMERCIAL_ADMIN')).createPaymentPlanTierOverride({
    courseId,
    paymentPlanId,
    courseTierPaymentPlanCreation: { tierId, ...amounts },
  });
}

// ── Selling: enrollments (issue 10, s-web) ────────────────────────────────────────────────
// Enrollments have no delete operation: each test enrols a fresh account in a fresh course.

export type Enrollment = Awaited<ReturnType<ApiClient['createEnrollment']>>;

/** The demo commercial admin enrols a user in a course under a plan (PENDING, first period due now). */
export async function enrolAsStaff(
  userId: string,
  courseId: string,
  paymentPlanId: string,
): Promise<Enrollment> {
  return (await asDemo('COMMERCIAL_ADMIN')).createEnrollment({
    enrollmentChangeDataDTO: { userId, courseId, paymentPlanId },
  });
}
