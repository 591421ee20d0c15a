import { describe, expect, it, vi } from 'vitest';
import { idOf, renderListCountingCalls } from '../../testing/counting-client';
import { EnrollmentsPage } from './enrollments-page';
import type { Enrollment } from './queries';

// A whole screen's first render in jsdom (Mantine, the data table) takes seconds on a busy machine.
vi.setConfig({ testTimeout: 30_000 });

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
    manualPaymentMethod: null,
    alert: 'NONE',
    numberOfPeriodsPayed: 1,
    debt: '0.00',
    totalPaid: '0.00',
    owed: '0.00',
    inDebt: false,
    nextDueDate: null,
    inactiveReason: null,
    inactivatedAt: null,
    finishedAt: null,
    createdAt: '2026-03-10T15:00:00.000Z',
    updatedAt: '2026-03-10T15:00:00.000Z',
  };
}

describe('Inscripciones', () => {
  it('shows a page of 20 with each student’s and course’s name from the list answer: no request per row', async () => {
    const shown = await renderListCountingCalls({
      element: <EnrollmentsPage />,
      scopes: ['COMMERCIAL_ADMIN'],
      listOperation: 'findAllEnrollments',
      rows: Array.from({ length: 20 }, (_, index) => enrollment(index)),
      tableTestId: 'enrollments-table',
      lastRowText: 'Alumna 19',
    });
    expect(shown.tableText).toContain('Alumna 0');
    expect(shown.tableText).toContain('Curso 2');
    // The page alone: nothing per row (findUserById, findCourseById), and the course, person and
    // alliance pickers search only once opened.
    expect([...shown.calls].sort()).toEqual(['findAllEnrollments']);
  });
});
