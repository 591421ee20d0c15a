/**
 * A class's content (Markdown stored as given: the web app sanitizes it when rendering;
 * resources are links) and its teacher instruction, private to the course's staff: academic
 * staff, MANAGER, its teachers and its hosts (who run the live session).
 */
import type { ClassContentBody } from '@catedra/contract';
import type { Static } from 'typebox';
import type { Caller } from '../../core/actor.js';
import { AppError, orNotFound } from '../../errors/app-error.js';
import { type CourseAccess, canManageCourse, canRecordAttendance, hasAnyScope } from '../courses/index.js';
import type { ClassesRepository } from './classes.repository.js';

type ContentInput = Static<typeof ClassContentBody>;
type InstructionRow = NonNullable<Awaited<ReturnType<ClassesRepository['findInstruction']>>>;

function toInstructionDto(row: InstructionRow) {
  return {
    classId: row.classId,
    text: row.text,
    updatedBy: row.updatedBy ?? '',
    updatedAt: row.updatedAt.toISOString(),
  };
}

const readsInstructions = (caller: Caller, course: Parameters<typeof canRecordAttendance>[1]) =>
  canRecordAttendance(caller, course) || hasAnyScope(caller, ['MANAGER']);

export function createClassContentService(deps: { classes: ClassesRepository; access: CourseAccess }) {
  const { classes, access } = deps;

  async function requireManagedClass(caller: Caller, courseId: string, classId: string) {
    await access.requireStaff(caller, courseId, canManageCourse);
    return orNotFound(classes.findById(courseId, classId), 'La clase');
  }

  async function writeContent(caller: Caller, classId: string, input: ContentInput) {
    const row = await classes.setContent(
      classId,
      { body: input.body, resources: input.resources ?? [] },
      caller.userId,
    );
    return {
      classId,
      body: row.contentBody ?? '',
      resources: row.contentResources ?? [],
      updatedBy: caller.userId,
      updatedAt: (row.contentUpdatedAt ?? row.updatedAt).toISOString(),
    };
  }

  async function requireInstruction(classId: string) {
    return orNotFound(classes.findInstruction(classId), 'La indicación para docentes');
  }

  return {
    /** POST creates: a class that already has content answers 409 (PUT replaces it). */
    async createContent(caller: Caller, courseId: string, classId: string, input: ContentInput) {
      const row = await requireManagedClass(caller, courseId, classId);
      if (row.contentBody !== null)
        throw new AppError('CLASS_CONTENT_EXISTS', 'La clase ya tiene contenido: usá PUT para reemplazarlo');
      return writeContent(caller, classId, input);
    },

    /** PUT replaces the content, or creates it when there is none yet. */
    async replaceContent(caller: Caller, courseId: string, classId: string, input: ContentInput) {
      await requireManagedClass(caller, courseId, classId);
      return writeContent(caller, classId, input);
    },

    async createInstruction(caller: Caller, courseId: string, classId: string, text: string) {
      await requireManagedClass(caller, courseId, classId);
      const row = await classes.insertInstruction(classId, text, caller.userId);
      if (!row)
        throw new AppError(
          'CLASS_INSTRUCTION_EXISTS',
          'La clase ya tiene una indicación: usá PATCH para cambiarla',
        );
      return toInstructionDto(row);
    },

    async getInstruction(caller: Caller, courseId: string, classId: string) {
      await access.requireStaff(caller, courseId, readsInstructions);
      if (!(await classes.findById(courseId, classId))) throw AppError.notFound('La clase');
      return toInstructionDto(await requireInstruction(classId));
    },

    async updateInstruction(caller: Caller, courseId: string, classId: string, text: string) {
      await requireManagedClass(caller, courseId, classId);
      await requireInstruction(classId);
      return toInstructionDto((await classes.updateInstruction(classId, text, caller.userId))!);
    },

    async deleteInstruction(caller: Caller, courseId: string, classId: string) {
      await requireManagedClass(caller, courseId, classId);
      if (!(await classes.deleteInstruction(classId))) throw AppError.notFound('La indicación para docentes');
    },
  };
}

export type ClassContentService = ReturnType<typeof createClassContentService>;
