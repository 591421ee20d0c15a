/** The resumes module's public surface. */
export { resumesHandlers } from './resumes.routes.js';
export { createResumesService, type ResumesService } from './resumes.service.js';
