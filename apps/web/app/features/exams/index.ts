/** A course's exams for staff: list, form and grading. */
export { ExamsPanel } from './exams-panel';
export { scoreError } from './grading-table';
