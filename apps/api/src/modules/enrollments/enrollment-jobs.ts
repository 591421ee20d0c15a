/**
 * The enrollments module's background jobs (decision 0012), run as the system: the finishing
 * of what ended settled, and the alerts that time makes due. Both idempotent, both may be run
 * for one course (`{ courseId }`) from Tareas.
 */
import type { JobDefinition } from '../jobs/index.js';
import type { EnrollmentsService } from './enrollments.service.js';

type CourseData = { courseId?: string };

const courseOf = (data: CourseData) => (typeof data.courseId === 'string' ? { courseId: data.courseId } : {});

export function enrollmentJobs(enrollments: EnrollmentsService): JobDefinition<CourseData>[] {
  return [
    {
      name: 'enrollments-finish',
      title: 'Terminar inscripciones de cursos finalizados',
      // Every hour: a course ends at midnight of its own zone, which may not be the academy's.
      schedule: '5 * * * *',
      run: ({ actor, data }) => enrollments.finishEnded(actor, courseOf(data)),
    },
    {
      name: 'enrollment-figures',
      title: 'Alertas de inscripciones (inasistencias)',
      schedule: '*/15 * * * *',
      run: ({ data, progress }) => enrollments.refreshAlerts(courseOf(data), progress),
    },
  ];
}
