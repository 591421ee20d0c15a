/** Binds the User resume operations of the contract to the resumes service. */
import { defineHandlers } from '../../http/handlers.js';
import type { ResumesService } from './resumes.service.js';

export function resumesHandlers({ resumes: service }: { resumes: ResumesService }) {
  return defineHandlers({
    getUserResume: ({ params }) => service.get(params.userId),
    createUserResume: async ({ caller, body }) => service.save(caller.userId, body),
    updateUserResume: ({ params, body }) => service.save(params.userId, body),
    insertAcademicItem: ({ caller, body }) => service.insertItem(caller, 'academic', body),
    insertProfessionalItem: ({ caller, body }) => service.insertItem(caller, 'professional', body),
    insertTechnologyItem: ({ caller, body }) => service.insertItem(caller, 'technology', body),
    updateAcademicItem: ({ caller, params, body }) =>
      service.updateItem(caller, 'academic', params.academicId, body),
    updateProfessionalItem: ({ caller, params, body }) =>
      service.updateItem(caller, 'professional', params.professionalId, body),
    updateTechnologyItem: ({ caller, params, body }) =>
      service.updateItem(caller, 'technology', params.technologyId, body),
    deleteAcademicItem: ({ caller, params }) => service.deleteItem(caller, 'academic', params.academicId),
    deleteProfessionalItem: ({ caller, params }) =>
      service.deleteItem(caller, 'professional', params.professionalId),
    deleteTechnologyItem: ({ caller, params }) =>
      service.deleteItem(caller, 'technology', params.technologyId),
  });
}
