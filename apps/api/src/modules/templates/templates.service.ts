/**
 * The rules about course templates: a template belongs to an existing topic, its exam
 * blueprints have reachable passing scores, and applying it creates its classes and exams
 * in the course at local times of the given zone (template-plan.ts), refused when the
 * course already has classes unless appending is asked.
 */

import {
  type CourseTemplateDTO,
  type CourseTemplateUpdate,
  DEFAULT_MAX_SCORE,
  DEFAULT_PASSING_SCORE,
  type PlannedClass,
  type PlannedExam,
  planTemplate,
} from '@catedra/contract';
import type { Static } from 'typebox';
import type { Caller } from '../../core/actor.js';
import { type PageQuery, pageOf, toPageRequest } from '../../core/pagination.js';
import type { Executor } from '../../db/database.js';
import type { CourseRow, CourseTemplateRow } from '../../db/schema/index.js';
import type { UnitOfWork } from '../../db/unit-of-work.js';
import { AppError, orNotFound } from '../../errors/app-error.js';
import type { Clock } from '../../time/clock.js';
import {
  type ClassLookups,
  type ClassValues,
  insertClasses,
  isWithinCourseDates,
  toClassDto,
} from '../classes/index.js';
import type { CourseAccess } from '../courses/index.js';
import { type ExamValues, insertExams, toExamDto } from '../exams/index.js';
import type { TopicLookups } from '../topics/index.js';
import { isKnownTimeZone } from '../utilities/index.js';
import type { TemplatesRepository } from './templates.repository.js';

export function toTemplateDto(row: CourseTemplateRow) {
  return {
    id: row.id,
    name: row.name,
    topicId: row.topicId,
    active: row.active,
    classes: row.classes,
    exams: row.exams,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

type TemplateInput = Static<typeof CourseTemplateDTO>;

/** The rows a template's plan becomes in the course; the first classes may carry content. */
function classValuesOf(courseId: string, planned: PlannedClass, by: string, now: Date): ClassValues {
  const { content, ...item } = planned;
  return {
    ...item,
    courseId,
    ...(content
      ? {
          contentBody: content.body,
          contentResources: content.resources,
          contentUpdatedBy: by,
          contentUpdatedAt: now,
        }
      : {}),
  };
}

const examValuesOf = (courseId: string, planned: PlannedExam): ExamValues => ({ ...planned, courseId });

export function createTemplatesService(deps: {
  templates: TemplatesRepository;
  topics: TopicLookups;
  classes: Pick<ClassLookups, 'countInCourse'>;
  access: CourseAccess;
  /**
   * Applying a template writes its classes and exams together, or nothing: the classes' and
   * exams' modules write them in this transaction (`executor`).
   */
  unitOfWork: UnitOfWork<{ executor: Executor }>;
  clock: Clock;
}) {
  const { templates, topics, classes, access, unitOfWork, clock } = deps;

  async function requireTemplate(templateId: string) {
    return orNotFound(templates.findById(templateId), 'La plantilla');
  }

  async function assertValid(input: Partial<TemplateInput>) {
    if (input.topicId && !(await topics.findById(input.topicId))) {
      throw AppError.invalidField('TOPIC_UNKNOWN', 'body.topicId', 'no existe');
    }
    const unreachable = (input.exams ?? []).findIndex(
      (exam) => (exam.passingScore ?? DEFAULT_PASSING_SCORE) > (exam.maxScore ?? DEFAULT_MAX_SCORE),
    );
    if (unreachable >= 0)
      throw AppError.invalidField(
        'PASSING_SCORE_ABOVE_MAX',
        `body.exams.${unreachable}.passingScore`,
        'no puede superar maxScore',
      );
  }

  return {
    async create(input: TemplateInput) {
      await assertValid(input);
      const created = await templates.insert({
        name: input.name.trim(),
        topicId: input.topicId,
        active: input.active ?? true,
        classes: input.classes,
        exams: input.exams ?? [],
      });
      return toTemplateDto(created);
    },

    async findAll(query: { topicId?: string; active?: boolean } & PageQuery) {
      const page = toPageRequest(query);
      const { rows, total } = await templates.findPage(query, page);
      return pageOf(rows.map(toTemplateDto), total, page);
    },

    async findById(templateId: string) {
      return toTemplateDto(await requireTemplate(templateId));
    },

    async update(templateId: string, patch: Static<typeof CourseTemplateUpdate>) {
      await requireTemplate(templateId);
      await assertValid(patch);
      const updated = await templates.update(templateId, { ...patch, name: patch.name?.trim() });
      return toTemplateDto(updated!);
    },

    async apply(
      caller: Caller,
      target: { templateId: string; courseId: string },
      options: { fromDate: string; timezoneId: string; append?: boolean },
    ) {
      const template = await requireTemplate(target.templateId);
      const course = await access.requireCourse(target.courseId);
      if (!isKnownTimeZone(options.timezoneId)) {
        throw AppError.invalidField(
          'TIMEZONE_UNKNOWN',
          'query.timezoneId',
          'no es una zona horaria conocida',
        );
      }
      if (!template.active) throw new AppError('TEMPLATE_INACTIVE', 'La plantilla está inactiva');
      if (!options.append && (await classes.countInCourse(target.courseId)) > 0) {
        throw new AppError(
          'COURSE_HAS_CLASSES',
          'El curso ya tiene clases: pedí append=true para agregar las de la plantilla',
        );
      }
      const plan = planTemplate(template, new Date(options.fromDate), options.timezoneId);
      assertPlanWithinCourse(plan.classes, course);
      const now = clock.now();
      return unitOfWork.run(async (tx) => {
        const createdClasses = await insertClasses(
          tx.executor,
          clock,
          plan.classes.map((planned) => classValuesOf(target.courseId, planned, caller.userId, now)),
        );
        const createdExams = await insertExams(
          tx.executor,
          clock,
          plan.exams.map((planned) => examValuesOf(target.courseId, planned)),
        );
        return { ...target, classes: createdClasses.map(toClassDto), exams: createdExams.map(toExamDto) };
      });
    },
  };
}
/**
 * Applying a template never creates a class outside its course's dates (the rule a class
 * created by hand obeys): the whole plan is refused, naming how many fall outside.
 */
function assertPlanWithinCourse(
  planned: readonly { startsAt: Date }[],
  course: Pick<CourseRow, 'startDate' | 'endDate' | 'timezoneId'>,
) {
  const outside = planned.filter((entry) => !isWithinCourseDates(course, entry.startsAt));
  if (outside.length === 0) return;
  throw AppError.invalidField(
    'CLASS_OUTSIDE_COURSE_DATES',
    'query.fromDate',
    `desde esta fecha, ${outside.length} de las ${planned.length} clases de la plantilla quedan fuera del curso (${course.startDate} a ${course.endDate})`,
  );
}

export type TemplatesService = ReturnType<typeof createTemplatesService>;
