/**
 * The rules about course templates: a template belongs to an existing topic, its exam
 * blueprints have reachable passing scores, and applying it creates its classes and exams
 * in the course at local times of the given zone (template-plan.ts), refused when the
 * course already has classes unless appending is asked.
 */

import { DEFAULT_MAX_SCORE, DEFAULT_PASSING_SCORE, planTemplate } from '@catedra/contract';
import type { ClassBlueprintValue, CourseTemplateRow, ExamBlueprintValue } from '../../db/schema/index.js';
import { AppError } from '../../errors/app-error.js';
import type { Caller } from '../../http/handlers.js';
import { type PageQuery, pageOf, toPageRequest } from '../../http/pagination.js';
import type { ClassesRepository } from '../classes/classes.repository.js';
import { toClassDto } from '../classes/classes.service.js';
import type { CourseAccess } from '../courses/course-access.js';
import { toExamDto } from '../exams/exams.service.js';
import type { TopicsRepository } from '../topics/topics.repository.js';
import { isKnownTimeZone } from '../utilities/time-zones.js';
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

type TemplateInput = {
  name: string;
  topicId: string;
  active?: boolean;
  classes: ClassBlueprintValue[];
  exams?: ExamBlueprintValue[];
};

export function createTemplatesService(deps: {
  templates: TemplatesRepository;
  topics: TopicsRepository;
  classes: ClassesRepository;
  access: CourseAccess;
}) {
  const { templates, topics, classes, access } = deps;

  async function requireTemplate(templateId: string) {
    const template = await templates.findById(templateId);
    if (!template) throw AppError.notFound('La plantilla');
    return template;
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

    async update(templateId: string, patch: Partial<TemplateInput>) {
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
      await access.requireCourse(target.courseId);
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
      const created = await templates.insertPlan(target.courseId, plan, caller.userId);
      return {
        ...target,
        classes: created.classes.map(toClassDto),
        exams: created.exams.map(toExamDto),
      };
    },
  };
}
