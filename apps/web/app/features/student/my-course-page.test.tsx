/**
 * Access on debt on the student's course page: the notice says why (the oldest instalment's
 * due date, what is owed) with the route's *Pagar ahora*, and each class says what is paused
 * in place of its recording and content; without a restriction, the recording is there.
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { CourseClass, MyCourse } from '../../lib/api-types';
import { byTestId, renderScreen, type Screen, waitFor } from '../../testing/render-screen';
import { MyCoursePage } from './my-course-page';

vi.setConfig({ testTimeout: 30_000 });

const COURSE = '0190c0de-0000-7000-8000-000000000001';
const ENROLLMENT = '0190c0de-0000-7000-8000-000000000002';
const USER = { id: '0190c0de-0000-7000-8000-000000000003', email: 'alumna@example.com' };

const course = {
  id: COURSE,
  title: 'Guitarra',
  timezoneId: 'America/Argentina/Buenos_Aires',
} as MyCourse['course'];

const restriction: NonNullable<MyCourse['debtRestriction']> = {
  enrollmentId: ENROLLMENT,
  since: '2026-11-14',
  debtAccessDays: 10,
  period: { number: 2, dueDate: '2026-11-03', owed: '70000.00' },
  owedByCurrency: [{ currency: 'ARS', amount: '70000.00' }],
  howToPay: { operationId: 'createPayment', body: { enrollmentId: ENROLLMENT } },
};

function aClass(overrides: Partial<CourseClass>): CourseClass {
  return {
    id: '0190c0de-0000-7000-8000-000000000010',
    courseId: COURSE,
    title: 'Clase 1',
    startsAt: '2026-11-01T22:00:00.000Z',
    durationMinutes: 90,
    meetingUrl: null,
    recordingUrl: null,
    visible: true,
    content: null,
    withheld: [],
    createdAt: '2026-10-01T12:00:00.000Z',
    updatedAt: '2026-10-01T12:00:00.000Z',
    ...overrides,
  };
}

function clientWith(debtRestriction: MyCourse['debtRestriction'], classes: CourseClass[]) {
  const page = (content: unknown[]) => ({
    content,
    page: { number: 0, size: 20, totalElements: content.length, totalPages: 1 },
  });
  return {
    findCourseById: vi.fn(async () => course),
    findMyCourses: vi.fn(async () => page([{ course, enrollmentStatus: 'ACTIVE', debtRestriction }])),
    findAllCourseClasses: vi.fn(async () => page(classes)),
  };
}

describe('MyCoursePage under access on debt', () => {
  let screen: Screen | undefined;
  afterEach(() => screen?.unmount());

  const render = (client: object) =>
    renderScreen(
      <MyCoursePage
        courseId={COURSE}
        payNow={(enrollmentId) => (
          <button type="button" data-testid="pay-now">{`Pagar ${enrollmentId}`}</button>
        )}
      />,
      { client, scopes: ['STUDENT'], user: USER },
    );

  it('says why the recordings are paused, with Pagar ahora, and marks each paused class', async () => {
    const client = clientWith(restriction, [
      aClass({ title: 'Clase 1', withheld: ['RECORDING'], content: { body: 'Apuntes', resources: [] } }),
      aClass({
        id: '0190c0de-0000-7000-8000-000000000011',
        title: 'Clase 2',
        startsAt: '2026-11-20T22:00:00.000Z',
        withheld: ['RECORDING', 'CONTENT'],
      }),
    ]);
    screen = await render(client);
    const reason = await waitFor(() => byTestId('debt-restriction-reason')[0]);
    expect(reason.textContent).toBe(
      'Tu acceso a las grabaciones está en pausa: tenés una cuota vencida desde el 3 de noviembre. Pagá para recuperarlo.',
    );
    expect(byTestId('debt-restriction')[0]?.textContent).toMatch(/Debés \$\s70\.000,00/);
    expect(byTestId('pay-now')[0]?.textContent).toBe(`Pagar ${ENROLLMENT}`);
    await waitFor(() => byTestId('student-class').length === 2);
    expect(byTestId('recording-paused')).toHaveLength(2);
    expect(byTestId('content-paused')).toHaveLength(1);
    expect(byTestId('class-recording')).toHaveLength(0);
  });

  it('shows no notice and the recording when the student is not restricted', async () => {
    const client = clientWith(null, [aClass({ recordingUrl: 'https://video.example.com/1' })]);
    screen = await render(client);
    await waitFor(() => byTestId('class-recording').length === 1);
    expect(byTestId('debt-restriction')).toHaveLength(0);
    expect(byTestId('recording-paused')).toHaveLength(0);
  });
});
