/**
 * The user's resume (CV): a headline and summary plus academic, professional and
 * technology items (specification section 7, "User resume"). Each item belongs to its user.
 */
import Type, { type TSchema } from 'typebox';
import { TECHNOLOGY_LEVELS } from '../core/enumerations.js';
import { defineOperation } from '../core/operation.js';
import { Body, DateOnly, NonEmptyText, Params, Url, Uuid } from '../core/schemas.js';
import { SCOPE_GROUPS } from '../core/scopes.js';

const tag = 'User resume';

const ResumeLink = Type.Object({ title: NonEmptyText(100), url: Url }, { additionalProperties: false });

export const UserResumeDTO = Body({
  headline: Type.Optional(Type.String({ maxLength: 200 })),
  summary: Type.Optional(Type.String({ maxLength: 5000 })),
  links: Type.Optional(Type.Array(ResumeLink, { maxItems: 20 })),
});

export const AcademicDTO = Body({
  institution: NonEmptyText(200),
  degree: NonEmptyText(200),
  field: Type.Optional(Type.String({ maxLength: 200 })),
  startDate: DateOnly,
  endDate: Type.Optional(Type.Union([DateOnly, Type.Null()])),
  description: Type.Optional(Type.String({ maxLength: 2000 })),
});

export const ProfessionalDTO = Body({
  company: NonEmptyText(200),
  role: NonEmptyText(200),
  startDate: DateOnly,
  endDate: Type.Optional(Type.Union([DateOnly, Type.Null()])),
  description: Type.Optional(Type.String({ maxLength: 2000 })),
});

export const TechnologyDTO = Body({
  name: NonEmptyText(100),
  level: Type.Enum(TECHNOLOGY_LEVELS),
  yearsOfExperience: Type.Optional(Type.Integer({ minimum: 0, maximum: 60 })),
});

const Nullable = <T extends TSchema>(schema: T) => Type.Union([schema, Type.Null()]);

/** Items as the API answers them: optional fields come back as null. */
export const AcademicItem = Type.Object({
  id: Uuid,
  institution: Type.String(),
  degree: Type.String(),
  field: Nullable(Type.String()),
  startDate: DateOnly,
  endDate: Nullable(DateOnly),
  description: Nullable(Type.String()),
});
export const ProfessionalItem = Type.Object({
  id: Uuid,
  company: Type.String(),
  role: Type.String(),
  startDate: DateOnly,
  endDate: Nullable(DateOnly),
  description: Nullable(Type.String()),
});
export const TechnologyItem = Type.Object({
  id: Uuid,
  name: Type.String(),
  level: Type.Enum(TECHNOLOGY_LEVELS),
  yearsOfExperience: Nullable(Type.Integer()),
});

export const UserResume = Type.Object({
  userId: Uuid,
  headline: Type.Union([Type.String(), Type.Null()]),
  summary: Type.Union([Type.String(), Type.Null()]),
  links: Type.Array(ResumeLink),
  academic: Type.Array(AcademicItem),
  professional: Type.Array(ProfessionalItem),
  technology: Type.Array(TechnologyItem),
});

const ownItem = 'the item’s own user';

/** Staff who may read anyone's resume (DESIGN.md section 3: staff read any). */
const resumeReaders = [
  'SU',
  'MANAGER_ADMIN',
  'MANAGER',
  'ACADEMIC_ADMIN',
  'ACADEMIC',
  'COMMERCIAL_ADMIN',
  'SELLER_ADMIN',
] as const;

export const resumeOperations = {
  getUserResume: defineOperation({
    operationId: 'getUserResume',
    method: 'GET',
    path: '/users/resume/{userId}',
    tag,
    summary: "A user's resume with all its items (empty when none was written yet)",
    params: Params({ userId: Uuid }),
    response: UserResume,
    access: { kind: 'scopes', scopes: resumeReaders, self: 'userId' },
  }),
  createUserResume: defineOperation({
    operationId: 'createUserResume',
    method: 'POST',
    path: '/users/resume',
    tag,
    summary: "Create the caller's resume",
    body: { name: 'userResumeDTO', schema: UserResumeDTO, required: true },
    response: UserResume,
    successStatus: 201,
    access: { kind: 'scopes', scopes: SCOPE_GROUPS.anyone, owner: 'the caller’s own resume' },
  }),
  updateUserResume: defineOperation({
    operationId: 'updateUserResume',
    method: 'PUT',
    path: '/users/resume/{userId}',
    tag,
    summary: "Update a user's resume",
    params: Params({ userId: Uuid }),
    body: { name: 'userResumeDTO', schema: UserResumeDTO, required: true },
    response: UserResume,
    access: { kind: 'scopes', scopes: SCOPE_GROUPS.management, self: 'userId' },
  }),
  insertAcademicItem: defineOperation({
    operationId: 'insertAcademicItem',
    method: 'POST',
    path: '/users/resume/academic',
    tag,
    summary: "Add an academic item to the caller's resume",
    body: { name: 'academicDTO', schema: AcademicDTO, required: true },
    errors: ['RESUME_ITEM_STARTS_IN_FUTURE', 'RESUME_ITEM_ENDS_BEFORE_START'],
    response: AcademicItem,
    successStatus: 201,
    access: { kind: 'scopes', scopes: SCOPE_GROUPS.anyone, owner: 'the caller’s own resume' },
  }),
  insertProfessionalItem: defineOperation({
    operationId: 'insertProfessionalItem',
    method: 'POST',
    path: '/users/resume/professional',
    tag,
    summary: "Add a professional item to the caller's resume",
    body: { name: 'professionalDTO', schema: ProfessionalDTO, required: true },
    errors: ['RESUME_ITEM_STARTS_IN_FUTURE', 'RESUME_ITEM_ENDS_BEFORE_START'],
    response: ProfessionalItem,
    successStatus: 201,
    access: { kind: 'scopes', scopes: SCOPE_GROUPS.anyone, owner: 'the caller’s own resume' },
  }),
  insertTechnologyItem: defineOperation({
    operationId: 'insertTechnologyItem',
    method: 'POST',
    path: '/users/resume/technology',
    tag,
    summary: "Add a technology item to the caller's resume",
    body: { name: 'technologyDTO', schema: TechnologyDTO, required: true },
    response: TechnologyItem,
    successStatus: 201,
    access: { kind: 'scopes', scopes: SCOPE_GROUPS.anyone, owner: 'the caller’s own resume' },
  }),
  updateAcademicItem: defineOperation({
    operationId: 'updateAcademicItem',
    method: 'PUT',
    path: '/users/resume/academic/{academicId}',
    tag,
    summary: 'Update an academic item',
    params: Params({ academicId: Uuid }),
    body: { name: 'academicDTO', schema: AcademicDTO, required: true },
    errors: ['RESUME_ITEM_STARTS_IN_FUTURE', 'RESUME_ITEM_ENDS_BEFORE_START'],
    response: AcademicItem,
    access: { kind: 'scopes', scopes: SCOPE_GROUPS.anyone, owner: ownItem },
  }),
  updateProfessionalItem: defineOperation({
    operationId: 'updateProfessionalItem',
    method: 'PUT',
    path: '/users/resume/professional/{professionalId}',
    tag,
    summary: 'Update a professional item',
    params: Params({ professionalId: Uuid }),
    body: { name: 'professionalDTO', schema: ProfessionalDTO, required: true },
    errors: ['RESUME_ITEM_STARTS_IN_FUTURE', 'RESUME_ITEM_ENDS_BEFORE_START'],
    response: ProfessionalItem,
    access: { kind: 'scopes', scopes: SCOPE_GROUPS.anyone, owner: ownItem },
  }),
  /** DESIGN.md section 2 fixes the specification's defect: technology items have their own path. */
  updateTechnologyItem: defineOperation({
    operationId: 'updateTechnologyItem',
    method: 'PUT',
    path: '/users/resume/technology/{technologyId}',
    tag,
    summary: 'Update a technology item',
    params: Params({ technologyId: Uuid }),
    body: { name: 'technologyDTO', schema: TechnologyDTO, required: true },
    response: TechnologyItem,
    access: { kind: 'scopes', scopes: SCOPE_GROUPS.anyone, owner: ownItem },
  }),
  deleteAcademicItem: defineOperation({
    operationId: 'deleteAcademicItem',
    method: 'DELETE',
    path: '/users/resume/academic/{academicId}',
    tag,
    summary: 'Delete an academic item',
    params: Params({ academicId: Uuid }),
    access: { kind: 'scopes', scopes: SCOPE_GROUPS.anyone, owner: ownItem },
  }),
  deleteProfessionalItem: defineOperation({
    operationId: 'deleteProfessionalItem',
    method: 'DELETE',
    path: '/users/resume/professional/{professionalId}',
    tag,
    summary: 'Delete a professional item',
    params: Params({ professionalId: Uuid }),
    access: { kind: 'scopes', scopes: SCOPE_GROUPS.anyone, owner: ownItem },
  }),
  deleteTechnologyItem: defineOperation({
    operationId: 'deleteTechnologyItem',
    method: 'DELETE',
    path: '/users/resume/technology/{technologyId}',
    tag,
    summary: 'Delete a technology item',
    params: Params({ technologyId: Uuid }),
    access: { kind: 'scopes', scopes: SCOPE_GROUPS.anyone, owner: ownItem },
  }),
} as const;
