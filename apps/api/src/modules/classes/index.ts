/** The classes module's public surface. */
export { type ClassContentService, createClassContentService } from './class-content.service.js';

import type { ClassesRepository } from './classes.repository.js';

export { type ClassValues, classEndOf, insertClasses } from './classes.repository.js';
/** What other modules may read of classes (the composition root hands them the repository). */
export type ClassLookups = Pick<ClassesRepository, 'findById' | 'countInCourse'>;
export { classesHandlers } from './classes.routes.js';
export {
  type ClassesService,
  createClassesService,
  isWithinCourseDates,
  toClassDto,
} from './classes.service.js';
