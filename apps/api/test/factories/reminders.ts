/**
 * Enrollments that owe, for the reminders' tests: a student (with a phone unless told
 * otherwise) enrolled in a course on a recurring ARS plan, with a period of 1000.00 per due
 * date given.
 */
import { eq } from 'drizzle-orm';
import type { Database } from '../../src/db/database.js';
import { enrollmentPeriods, type NewEnrollmentRow } from '../../src/db/schema/index.js';
import { createCourse, createEnrollment } from './academic.js';
import { createUser } from './users.js';

export type Owing = {
  courseId?: string;
  dueDates: string[];
  phone?: string | null;
  enrollment?: Partial<NewEnrollmentRow>;
  waived?: boolean;
};

export async function owingEnrollment(db: Database, owing: Owing) {
  const courseId = owing.courseId ?? (await createCourse(db)).id;
  const student = await createUser(db, {
    scopes: ['STUDENT'],
    phone: owing.phone === undefined ? '+5491155550000' : owing.phone,
  });
  const enrollment = await createEnrollment(db, student.id, courseId, {
    planType: 'recurring',
    currency: 'ARS',
    periodAmount: '1000.00',
    numberOfPeriods: owing.dueDates.length,
    ...owing.enrollment,
  });
  if (owing.dueDates.length > 0) {
    await db.insert(enrollmentPeriods).values(
      owing.dueDates.map((dueDate, index) => ({
        enrollmentId: enrollment.id,
        number: index + 1,
        dueDate,
        amount: '1000.00',
        waived: owing.waived ?? false,
      })),
    );
  }
  return { courseId, student, enrollment };
}

/** What is paid on a period, set as a payment would leave it. */
export async function setPaid(db: Database, enrollmentId: string, paidAmount: string) {
  await db
    .update(enrollmentPeriods)
    .set({ paidAmount })
    .where(eq(enrollmentPeriods.enrollmentId, enrollmentId));
}
