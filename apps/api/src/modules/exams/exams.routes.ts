/** Binds the Exams operations of the contract to the exams service. */
import { defineHandlers } from '../../http/handlers.js';
import type { ExamsService } from './exams.service.js';

export function examsHandlers({ exams: service }: { exams: ExamsService }) {
  return defineHandlers({
    createCourseExam: ({ caller, params, body }) => service.create(caller, params.courseId, body),
    findAllCourseExams: ({ caller, params, query }) => service.findAll(caller, params.courseId, query),
    findAllCourseExamsUnfiltered: ({ caller, params, query }) =>
      service.findAllUnfiltered(caller, params.courseId, query),
    findCourseExamById: ({ caller, params }) => service.findById(caller, params.courseId, params.examId),
    updateCourseExam: ({ caller, params, body }) =>
      service.update(caller, params.courseId, params.examId, body),
    createCourseExamSubmission: ({ caller, params, body }) =>
      service.submit(caller, params.courseId, params.examId, params.userId, body),
    findAllCourseExamSubmissions: ({ caller, params, query }) =>
      service.findSubmissions(caller, params.courseId, params.examId, query),
    findCourseExamSubmission: ({ caller, params }) =>
      service.findSubmission(caller, params.courseId, params.examId, params.userId),
    deleteCourseExamSubmission: ({ caller, params }) =>
      service.deleteSubmission(caller, params.courseId, params.examId, params.userId),
  });
}
