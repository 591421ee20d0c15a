/** Binds the Course templates operations of the contract to the templates service. */
import { defineHandlers } from '../../http/handlers.js';
import type { TemplatesService } from './templates.service.js';

export function templatesHandlers({ templates: service }: { templates: TemplatesService }) {
  return defineHandlers({
    createCourseTemplate: ({ body }) => service.create(body),
    findAllCourseTemplates: ({ query }) => service.findAll(query),
    findCourseTemplateById: ({ params }) => service.findById(params.templateId),
    updateCourseTemplate: ({ params, body }) => service.update(params.templateId, body),
    applyCourseTemplate: ({ caller, params, query }) => service.apply(caller, params, query),
  });
}
