/** The templates module's public surface. */

export { templatesHandlers } from './templates.routes.js';
export { createTemplatesService, type TemplatesService, toTemplateDto } from './templates.service.js';
