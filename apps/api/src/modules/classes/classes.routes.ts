/** Binds the Classes and Class content operations of the contract to their services. */
import { defineHandlers } from '../../http/handlers.js';
import type { ClassContentService } from './class-content.service.js';
import type { ClassesService } from './classes.service.js';

export function classesHandlers(deps: { classes: ClassesService; classContent: ClassContentService }) {
  const { classes: service, classContent: content } = deps;
  return defineHandlers({
    createCourseClass: ({ caller, params, body }) => service.create(caller, params.courseId, body),
    findAllCourseClasses: ({ caller, params, query }) => service.findAll(caller, params.courseId, query),
    findCourseSchedule: ({ caller, params, query }) => service.findSchedule(caller, params.courseId, query),
    findAllCourseClassesUnfiltered: ({ caller, params, query }) =>
      service.findAllUnfiltered(caller, params.courseId, query),
    findCourseClassById: ({ caller, params }) => service.findById(caller, params.courseId, params.classId),
    updateCourseClass: ({ caller, params, body }) =>
      service.update(caller, params.courseId, params.classId, body),
    deleteCourseClass: ({ caller, params }) => service.delete(caller, params.courseId, params.classId),
    createClassContent: ({ caller, params, body }) =>
      content.createContent(caller, params.courseId, params.classId, body),
    updateClassContent: ({ caller, params, body }) =>
      content.replaceContent(caller, params.courseId, params.classId, body),
    createTeacherInstruction: ({ caller, params, body }) =>
      content.createInstruction(caller, params.courseId, params.classId, body.text),
    getTeacherInstruction: ({ caller, params }) =>
      content.getInstruction(caller, params.courseId, params.classId),
    updateTeacherInstruction: ({ caller, params, body }) =>
      content.updateInstruction(caller, params.courseId, params.classId, body.text),
    deleteTeacherInstruction: ({ caller, params }) =>
      content.deleteInstruction(caller, params.courseId, params.classId),
  });
}
