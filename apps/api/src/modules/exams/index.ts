/** The exams module's public surface. */

export { type ExamValues, insertExams } from './exams.repository.js';
export { examsHandlers } from './exams.routes.js';
export {
  assertValidExam,
  createExamsService,
  type ExamsService,
  toExamDto,
  toSubmissionDto,
} from './exams.service.js';
