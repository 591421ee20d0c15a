/**
 * The bulk inactivation of a course's PENDING enrollments is a use case the collections' jobs
 * will run as the system (issue 18): the status history records the person who did it, or no
 * user when the system did, and the rule is otherwise the same.
 */
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { createCourse } from '../../../test/factories/academic.js';
import { createPaymentPlan } from '../../../test/factories/selling.js';
import { createUser } from '../../../test/factories/users.js';
import { testClock } from '../../../test/fakes/test-clock.js';
import { dependenciesOf, useTestApp } from '../../../test/setup/test-app.js';
import { type Actor, systemActor } from '../../core/actor.js';
import { enrollmentStatusChanges } from '../../db/schema/index.js';

const clock = testClock('2026-03-10T15:00:00Z');
const t = useTestApp({}, { clock });

/** A course with two PENDING enrollments, inactivated in bulk by `actor`; answers the history rows. */
async function inactivatedBy(actor: Actor) {
  const { services } = dependenciesOf(t, { clock });
  const db = t.database.db;
  const course = await createCourse(db);
  const plan = await createPaymentPlan(db, course.id);
  const enrolled = [];
  for (let index = 0; index < 2; index += 1) {
    const student = await createUser(db);
    enrolled.push(
      await services.enrollments.createScholarship({
        userId: student.id,
        courseId: course.id,
        paymentPlanId: plan.id,
        scholarshipPercent: 0,
      }),
    );
  }
  expect(enrolled.map((enrollment) => enrollment.status)).toEqual(['PENDING', 'PENDING']);
  const answer = await services.enrollments.inactivatePending(actor, course.id);
  expect(answer).toEqual({ courseId: course.id, inactivated: 2 });
  const history = await Promise.all(
    enrolled.map((enrollment) =>
      db
        .select()
        .from(enrollmentStatusChanges)
        .where(eq(enrollmentStatusChanges.enrollmentId, enrollment.id)),
    ),
  );
  return history.flat();
}

describe('inactivatePending', () => {
  it('records no user in the status history when the system inactivates', async () => {
    const history = await inactivatedBy(systemActor('job:inactivate-pending'));
    expect(history).toHaveLength(2);
    for (const change of history) {
      expect(change).toMatchObject({
        fromStatus: 'PENDING',
        toStatus: 'INACTIVE',
        reason: 'Inscripciones pendientes dadas de baja en bloque',
        changedBy: null,
      });
    }
  });

  it('records the person who inactivates', async () => {
    const staff = await createUser(t.database.db, { scopes: ['COMMERCIAL_ADMIN'] });
    const history = await inactivatedBy({
      userId: staff.id,
      email: staff.email,
      scopes: ['COMMERCIAL_ADMIN'],
    });
    expect(history.map((change) => change.changedBy)).toEqual([staff.id, staff.id]);
  });
});
