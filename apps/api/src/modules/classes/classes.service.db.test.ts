/** "Upcoming" follows the injected clock: the service on its real repository, travelling in time. */
import { describe, expect, it } from 'vitest';
import { createCourse, createCourseClass } from '../../../test/factories/academic.js';
import { testClock } from '../../../test/fakes/test-clock.js';
import { useTestApp } from '../../../test/setup/test-app.js';
import { createRepositories } from '../../composition/repositories.js';
import { systemClock } from '../../time/clock.js';
import { createCourseAccess } from '../courses/index.js';
import { createClassesRepository } from './classes.repository.js';
import { createClassesService } from './classes.service.js';

const t = useTestApp();
const page = { page: 0, size: 20 };

describe('the upcoming classes of a course (findSchedule)', () => {
  it('lists a class until it ends, by the clock’s time', async () => {
    const { db } = t.database;
    const course = await createCourse(db);
    const startsAt = new Date('2027-04-06T22:00:00Z');
    await createCourseClass(db, course.id, { title: 'Primera', startsAt, durationMinutes: 90 });
    await createCourseClass(db, course.id, {
      title: 'Segunda',
      startsAt: new Date('2027-04-13T22:00:00Z'),
      durationMinutes: 90,
    });
    const clock = testClock('2027-04-06T21:00:00Z');
    const service = createClassesService({
      classes: createClassesRepository(db, systemClock),
      access: createCourseAccess(createRepositories(db, systemClock).courses),
      clock,
      debtAccess: { restrictionOf: async () => null, isNewContent: () => false },
    });
    const titles = async () =>
      (await service.findSchedule(null, course.id, page)).content.map((c) => c.title);

    expect(await titles()).toEqual(['Primera', 'Segunda']);
    clock.set('2027-04-06T23:29:59Z'); // the first is under way: still upcoming
    expect(await titles()).toEqual(['Primera', 'Segunda']);
    clock.set('2027-04-06T23:30:00Z'); // it has ended
    expect(await titles()).toEqual(['Segunda']);
    clock.set('2027-04-14T00:00:00Z');
    expect(await titles()).toEqual([]);
  });
});
