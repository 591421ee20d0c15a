/** Course templates: list, editor of blueprints, and applying one to a course with a preview. */
export { ApplyTemplatePanel } from './apply-template';
export { TemplatesPage } from './templates-page';
