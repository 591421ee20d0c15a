/**
 * Class content (Markdown body and resources, seen by enrolled students) and the teacher
 * instruction (private to staff and teachers) of a class (specification section 7,
 * "Class content"; DESIGN.md section 4, "Academic").
 */
import Type from 'typebox';
import { defineOperation } from '../core/operation.js';
import { Body, DateTime, Markdown, NonEmptyText, Params, Url, Uuid } from '../core/schemas.js';
import { SCOPE_GROUPS } from '../core/scopes.js';

const tag = 'Class content';

export const ClassResource = Type.Object(
  { title: NonEmptyText(200), url: Url },
  { additionalProperties: false },
);

/** classContent: the class's Markdown body and its resources (POST creates, PUT replaces). */
export const ClassContentBody = Body({
  body: Markdown(100_000),
  resources: Type.Optional(Type.Array(ClassResource, { maxItems: 50 })),
});

export const ClassContent = Type.Object({
  classId: Uuid,
  body: Type.String(),
  resources: Type.Array(ClassResource),
  updatedBy: Uuid,
  updatedAt: DateTime,
});

/** teacherInstruction: notes for whoever teaches or hosts the class. */
export const TeacherInstructionBody = Body({ text: Markdown(20_000) });

export const TeacherInstruction = Type.Object({
  classId: Uuid,
  text: Type.String(),
  updatedBy: Uuid,
  updatedAt: DateTime,
});

const classParams = Params({ courseId: Uuid, classId: Uuid });
const teachersOwn = 'TEACHER: only in the courses they teach';

export const classContentOperations = {
  createClassContent: defineOperation({
    operationId: 'createClassContent',
    method: 'POST',
    path: '/courses/{courseId}/classes/{classId}/content',
    tag,
    summary: "Create a class's content (Markdown body and resources)",
    params: classParams,
    body: { name: 'classContent', schema: ClassContentBody, required: true },
    response: ClassContent,
    successStatus: 201,
    errors: ['CLASS_CONTENT_EXISTS'],
    access: { kind: 'scopes', scopes: SCOPE_GROUPS.teaching, owner: teachersOwn },
  }),
  updateClassContent: defineOperation({
    operationId: 'updateClassContent',
    method: 'PUT',
    path: '/courses/{courseId}/classes/{classId}/content',
    tag,
    summary: "Replace a class's content",
    params: classParams,
    body: { name: 'classContent', schema: ClassContentBody, required: true },
    response: ClassContent,
    access: { kind: 'scopes', scopes: SCOPE_GROUPS.teaching, owner: teachersOwn },
  }),
  createTeacherInstruction: defineOperation({
    operationId: 'createTeacherInstruction',
    method: 'POST',
    path: '/courses/{courseId}/classes/{classId}/content/instruction',
    tag,
    summary: "Create a class's teacher instruction (private to staff and teachers)",
    params: classParams,
    body: { name: 'teacherInstruction', schema: TeacherInstructionBody, required: true },
    response: TeacherInstruction,
    successStatus: 201,
    errors: ['CLASS_INSTRUCTION_EXISTS'],
    access: { kind: 'scopes', scopes: SCOPE_GROUPS.teaching, owner: teachersOwn },
  }),
  getTeacherInstruction: defineOperation({
    operationId: 'getTeacherInstruction',
    method: 'GET',
    path: '/courses/{courseId}/classes/{classId}/content/instruction',
    tag,
    summary: "Get a class's teacher instruction",
    params: classParams,
    response: TeacherInstruction,
    access: { kind: 'scopes', scopes: SCOPE_GROUPS.classReaders, owner: teachersOwn },
  }),
  updateTeacherInstruction: defineOperation({
    operationId: 'updateTeacherInstruction',
    method: 'PATCH',
    path: '/courses/{courseId}/classes/{classId}/content/instruction',
    tag,
    summary: "Change a class's teacher instruction",
    params: classParams,
    body: { name: 'teacherInstruction', schema: TeacherInstructionBody, required: true },
    response: TeacherInstruction,
    access: { kind: 'scopes', scopes: SCOPE_GROUPS.teaching, owner: teachersOwn },
  }),
  deleteTeacherInstruction: defineOperation({
    operationId: 'deleteTeacherInstruction',
    method: 'DELETE',
    path: '/courses/{courseId}/classes/{classId}/content/instruction',
    tag,
    summary: "Delete a class's teacher instruction",
    params: classParams,
    access: { kind: 'scopes', scopes: SCOPE_GROUPS.teaching, owner: teachersOwn },
  }),
} as const;
