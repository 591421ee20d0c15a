/** The resumes module's public surface. */
export { createResumesRepository, type ResumesRepository } from './resumes.repository.js';
export { resumesHandlers } from './resumes.routes.js';
export { createResumesService, type ResumesService } from './resumes.service.js';
