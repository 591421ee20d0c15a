import { afterEach, describe, expect, it, vi } from 'vitest';
import { countingClient } from '../../testing/counting-client';
import { byTestId, renderScreen, type Screen, settle, waitFor } from '../../testing/render-screen';
import { EnrollmentsPage } from './enrollments-page';
import type { Enrollment } from './queries';

// A whole screen's first render in jsdom (Mantine, the data table) takes seconds on a busy machine.
vi.setConfig({ testTimeout: 30_000 });

const idOf = (kind: number, index: number) =>
  `0190c0de-0000-7000-8000-${String(kind * 1000 + index).padStart(12, '0')}`;

function enrollment(index: number): Enrollment {
  return {
    id: idOf(1, index),
    userId: idOf(2, index),
    studentName: `Alumna ${index}`,
    studentEmail: `alumna${index}@example.com`,
    courseId: idOf(3, index % 3),
    courseTitle: `Curso ${index % 3}`,
    paymentPlanId: null,
    planType: null,
    currency: 'ARS',
    upfrontAmount: null,
    periodAmount: '250.00',
    numberOfPeriods: 3,
    status: 'ACTIVE',
    manual: false,
    scholarshipPercent: 0,
    allianceId: null,
    tier: null,
    referrerSellerId: null,
    marketingReferrerId: null,
    country: null,
    manualReason: null,
    alert: 'NONE',
    numberOfPeriodsPayed: 1,
    debt: '0.00',
    inDebt: false,
    nextDueDate: null,
    inactiveReason: null,
    inactivatedAt: null,
    finishedAt: null,
    createdAt: '2026-03-10T15:00:00.000Z',
    updatedAt: '2026-03-10T15:00:00.000Z',
  };
}

let screen: Screen | undefined;
afterEach(() => {
  screen?.unmount();
  screen = undefined;
});

describe('Inscripciones', () => {
  it('shows a page of 20 with each student’s and course’s name from the list answer: no request per row', async () => {
    const rows = Array.from({ length: 20 }, (_, index) => enrollment(index));
    const { client, calls } = countingClient({
      findAllEnrollments: () => ({
        content: rows,
        page: { number: 0, size: 20, totalElements: 45, totalPages: 3 },
      }),
    });
    screen = await renderScreen(<EnrollmentsPage />, { client, scopes: ['COMMERCIAL_ADMIN'] });
    const table = await waitFor(() => byTestId('enrollments-table')[0]?.textContent?.includes('Alumna 19'));
    expect(table).toBe(true);
    await settle(200);
    const text = byTestId('enrollments-table')[0]!.textContent!;
    expect(text).toContain('Alumna 0');
    expect(text).toContain('Curso 2');
    // The page, and the course and person pickers' options: nothing per row (findUserById, findCourseById).
    expect([...calls].sort()).toEqual(['findAllCourses', 'findAllEnrollments', 'findAllUsers']);
  });
});
