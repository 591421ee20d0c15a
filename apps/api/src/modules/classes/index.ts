/** The classes module's public surface. */
export { type ClassContentService, createClassContentService } from './class-content.service.js';
export {
  type ClassesRepository,
  type ClassValues,
  classEndOf,
  createClassesRepository,
} from './classes.repository.js';
export { classesHandlers } from './classes.routes.js';
export {
  type ClassesService,
  createClassesService,
  isWithinCourseDates,
  toClassDto,
} from './classes.service.js';
