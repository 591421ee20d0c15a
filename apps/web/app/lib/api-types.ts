/**
 * The API's shapes as the web app uses them, derived from the contract's operations (never
 * typed by hand): a field added to the contract appears here by itself.
 */
import type { OperationId, OperationInput, OperationOutput, Operations } from '@catedra/contract';

export type Output<K extends OperationId> = OperationOutput<Operations[K]>;
export type Input<K extends OperationId> = OperationInput<Operations[K]>;
type Item<K extends OperationId> = Output<K> extends { content: (infer T)[] } ? T : never;

export type Course = Output<'findCourseById'>;
export type CourseTopic = Item<'findAllCourseTopics'>;
export type CourseClass = Output<'findCourseClassById'>;
export type ScheduledClass = Item<'findCourseSchedule'>;
export type CourseExam = Output<'findCourseExamById'>;
export type ExamSubmission = Output<'findCourseExamSubmission'>;
export type Attendance = Output<'findAllCourseAttendances'>[number];
export type AttendanceStatus = Attendance['status'];
export type CourseStudent = Item<'findCourseStudents'>;
export type CourseTemplate = Output<'findCourseTemplateById'>;
export type Certificate = Output<'findCertificateById'>;
export type MyCourse = Item<'findMyCourses'>;
export type CourseStats = Item<'getCoursesStats'>;
