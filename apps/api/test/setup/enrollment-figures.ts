/** An enrollment's stored figures checked against its periods, as the property tests check them after each step. */
import { eq } from 'drizzle-orm';
import type { Database } from '../../src/db/database.js';
import { enrollmentPeriods, enrollments } from '../../src/db/schema/index.js';
import { checkEnrollmentFigures } from '../../src/modules/enrollments/index.js';

/** What checkEnrollmentFigures finds wrong with the stored enrollment: [] when its figures agree with its periods. */
export async function figureProblemsOf(db: Database, enrollmentId: string) {
  const [row] = await db.select().from(enrollments).where(eq(enrollments.id, enrollmentId));
  const periods = await db
    .select()
    .from(enrollmentPeriods)
    .where(eq(enrollmentPeriods.enrollmentId, enrollmentId));
  return checkEnrollmentFigures(row!, periods);
}
