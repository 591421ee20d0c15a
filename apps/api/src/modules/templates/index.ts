/** The templates module's public surface. */

export { createTemplatesRepository, type TemplatesRepository } from './templates.repository.js';
export { templatesHandlers } from './templates.routes.js';
export { createTemplatesService, type TemplatesService, toTemplateDto } from './templates.service.js';
