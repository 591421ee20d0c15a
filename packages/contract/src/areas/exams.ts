/**
 * The exams of a course and their submissions, one per exam and user (specification
 * section 7, "Exams"; DESIGN.md section 4, "Academic").
 */
import Type from 'typebox';
import { defineOperation } from '../core/operation.js';
import {
  Body,
  DateTime,
  Markdown,
  NonEmptyText,
  Page,
  PagedQuery,
  Params,
  Timestamps,
  Uuid,
} from '../core/schemas.js';
import { SCOPE_GROUPS } from '../core/scopes.js';

const tag = 'Exams';

const Score = Type.Number({ minimum: 0, maximum: 1000 });

export const CourseExam = Type.Object({
  id: Uuid,
  courseId: Uuid,
  title: Type.String(),
  description: Type.String(),
  opensAt: DateTime,
  dueAt: DateTime,
  maxScore: Score,
  passingScore: Score,
  visible: Type.Boolean(),
  ...Timestamps,
});

export const CourseExamCreation = Body({
  title: NonEmptyText(200),
  description: Markdown(20_000),
  opensAt: DateTime,
  dueAt: DateTime,
  maxScore: Score,
  passingScore: Score,
  visible: Type.Optional(Type.Boolean({ default: true })),
});

export const CourseExamUpdate = Body({
  title: Type.Optional(NonEmptyText(200)),
  description: Type.Optional(Markdown(20_000)),
  opensAt: Type.Optional(DateTime),
  dueAt: Type.Optional(DateTime),
  maxScore: Type.Optional(Score),
  passingScore: Type.Optional(Score),
  visible: Type.Optional(Type.Boolean()),
});

export const ExamSubmission = Type.Object({
  id: Uuid,
  examId: Uuid,
  courseId: Uuid,
  userId: Uuid,
  /** Text or a URL. */
  answer: Type.String(),
  submittedAt: DateTime,
  score: Type.Union([Score, Type.Null()]),
  feedback: Type.Union([Type.String(), Type.Null()]),
  gradedBy: Type.Union([Uuid, Type.Null()]),
  gradedAt: Type.Union([DateTime, Type.Null()]),
  ...Timestamps,
});

/**
 * courseExamSubmissionCreation: creates or replaces the submission. The student sends its
 * answer (required when there is no submission yet); graders send score and feedback.
 */
export const CourseExamSubmissionCreation = Body({
  answer: Type.Optional(Type.String({ minLength: 1, maxLength: 20_000, description: 'Text or a URL' })),
  score: Type.Optional(Type.Union([Score, Type.Null()])),
  feedback: Type.Optional(Type.Union([Type.String({ maxLength: 5000 }), Type.Null()])),
});

const courseParams = Params({ courseId: Uuid });
const examParams = Params({ courseId: Uuid, examId: Uuid });
const submissionParams = Params({ courseId: Uuid, examId: Uuid, userId: Uuid });
const examSort = ['opensAt', 'dueAt', 'title', 'createdAt'] as const;
/** Staff who read exams (HOST does not: it only hosts live classes). */
const examReaders = [...SCOPE_GROUPS.teaching, 'MANAGER'] as const;
const teachersOwn = 'TEACHER: only in the courses they teach';
const studentsVisible =
  'TEACHER: the courses they teach; a student with an ACTIVE or FINISHED enrollment in the course (a finished course stays readable): its visible exams';

export const examsOperations = {
  createCourseExam: defineOperation({
    operationId: 'createCourseExam',
    method: 'POST',
    path: '/courses/{courseId}/exams',
    tag,
    summary: 'Add an exam to a course',
    params: courseParams,
    body: { name: 'courseExamCreation', schema: CourseExamCreation, required: true },
    response: CourseExam,
    successStatus: 201,
    errors: ['EXAM_DUE_BEFORE_OPENING', 'PASSING_SCORE_ABOVE_MAX'],
    access: { kind: 'scopes', scopes: SCOPE_GROUPS.teaching, owner: teachersOwn },
  }),
  findAllCourseExams: defineOperation({
    operationId: 'findAllCourseExams',
    method: 'GET',
    path: '/courses/{courseId}/exams',
    tag,
    summary: "List a course's exams (students: visible ones only)",
    params: courseParams,
    query: PagedQuery({ visible: Type.Optional(Type.Boolean()) }, examSort),
    response: Page(CourseExam),
    access: { kind: 'scopes', scopes: examReaders, owner: studentsVisible },
  }),
  findAllCourseExamsUnfiltered: defineOperation({
    operationId: 'findAllCourseExamsUnfiltered',
    method: 'GET',
    path: '/courses/{courseId}/exams/unfiltered',
    tag,
    summary: 'List every exam of a course, visible or not (staff)',
    params: courseParams,
    query: PagedQuery({}, examSort),
    response: Page(CourseExam),
    access: { kind: 'scopes', scopes: examReaders, owner: teachersOwn },
  }),
  findCourseExamById: defineOperation({
    operationId: 'findCourseExamById',
    method: 'GET',
    path: '/courses/{courseId}/exams/{examId}',
    tag,
    summary: 'Get an exam of a course',
    params: examParams,
    response: CourseExam,
    access: { kind: 'scopes', scopes: examReaders, owner: studentsVisible },
  }),
  updateCourseExam: defineOperation({
    operationId: 'updateCourseExam',
    method: 'PUT',
    path: '/courses/{courseId}/exams/{examId}',
    tag,
    summary: 'Update an exam (dates, scores, visibility)',
    params: examParams,
    body: { name: 'courseExamUpdate', schema: CourseExamUpdate, required: true },
    response: CourseExam,
    errors: ['EXAM_DUE_BEFORE_OPENING', 'PASSING_SCORE_ABOVE_MAX'],
    access: { kind: 'scopes', scopes: SCOPE_GROUPS.teaching, owner: teachersOwn },
  }),
  createCourseExamSubmission: defineOperation({
    operationId: 'createCourseExamSubmission',
    method: 'POST',
    path: '/courses/{courseId}/exams/{examId}/submission/{userId}',
    tag,
    summary: "Submit a user's answer to an exam, or grade it (creates or replaces the submission)",
    params: submissionParams,
    body: { name: 'courseExamSubmissionCreation', schema: CourseExamSubmissionCreation, required: true },
    response: ExamSubmission,
    successStatus: 201,
    errors: [
      'STUDENT_NOT_ENROLLED',
      'ANSWER_REQUIRED',
      'SCORE_ABOVE_MAX',
      'EXAM_NOT_OPEN',
      'EXAM_CLOSED',
      'SUBMISSION_GRADED',
    ],
    access: {
      kind: 'scopes',
      scopes: SCOPE_GROUPS.teaching,
      self: 'userId',
      owner: `${teachersOwn}; the student itself only sends its answer, between opensAt and dueAt, while actively enrolled`,
    },
  }),
  findAllCourseExamSubmissions: defineOperation({
    operationId: 'findAllCourseExamSubmissions',
    method: 'GET',
    path: '/courses/{courseId}/exams/{examId}/submissions',
    tag,
    summary: "List an exam's submissions (the grading table)",
    description: 'Not in the specification: the grading screen needs it.',
    params: examParams,
    query: PagedQuery({ graded: Type.Optional(Type.Boolean()) }, ['submittedAt', 'score', 'createdAt']),
    response: Page(ExamSubmission),
    access: { kind: 'scopes', scopes: examReaders, owner: teachersOwn },
  }),
  findCourseExamSubmission: defineOperation({
    operationId: 'findCourseExamSubmission',
    method: 'GET',
    path: '/courses/{courseId}/exams/{examId}/submission/{userId}',
    tag,
    summary: "Get a user's submission to an exam, with its grade",
    description: 'Not in the specification: the student area shows the submission and its grade.',
    params: submissionParams,
    response: ExamSubmission,
    access: { kind: 'scopes', scopes: examReaders, self: 'userId', owner: teachersOwn },
  }),
  deleteCourseExamSubmission: defineOperation({
    operationId: 'deleteCourseExamSubmission',
    method: 'DELETE',
    path: '/courses/{courseId}/exams/{examId}/submission/{userId}',
    tag,
    summary: "Delete a user's submission to an exam",
    params: submissionParams,
    errors: ['SUBMISSION_GRADED', 'EXAM_CLOSED'],
    access: {
      kind: 'scopes',
      scopes: SCOPE_GROUPS.teaching,
      self: 'userId',
      owner: `${teachersOwn}; the student itself only withdraws an ungraded submission before dueAt`,
    },
  }),
} as const;
