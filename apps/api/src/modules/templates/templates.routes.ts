/** Binds the Course templates operations of the contract to the templates service. */
import type { AppDependencies } from '../../app.js';
import { defineHandlers } from '../../http/handlers.js';
import { createClassesRepository } from '../classes/classes.repository.js';
import { createCourseAccess } from '../courses/course-access.js';
import { createCoursesRepository } from '../courses/courses.repository.js';
import { createTopicsRepository } from '../topics/topics.repository.js';
import { createTemplatesRepository } from './templates.repository.js';
import { createTemplatesService } from './templates.service.js';

export function templatesHandlers({ database }: AppDependencies) {
  const service = createTemplatesService({
    templates: createTemplatesRepository(database.db),
    topics: createTopicsRepository(database.db),
    classes: createClassesRepository(database.db),
    access: createCourseAccess(createCoursesRepository(database.db)),
  });
  return defineHandlers({
    createCourseTemplate: ({ body }) => service.create(body),
    findAllCourseTemplates: ({ query }) => service.findAll(query),
    findCourseTemplateById: ({ params }) => service.findById(params.templateId),
    updateCourseTemplate: ({ params, body }) => service.update(params.templateId, body),
    applyCourseTemplate: ({ caller, params, query }) => service.apply(caller, params, query),
  });
}
