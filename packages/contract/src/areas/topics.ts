/**
 * Course topics: the catalogue's subjects; courses and templates belong to one
 * (DESIGN.md section 4, "Academic"). Not in the specification's call list: courses and
 * templates need them, so the API manages them.
 */
import Type from 'typebox';
import { defineOperation } from '../core/operation.js';
import { Body, NonEmptyText, Page, PagedQuery, Params, Slug, Timestamps, Uuid } from '../core/schemas.js';
import { SCOPE_GROUPS } from '../core/scopes.js';

const tag = 'Topics';

export const CourseTopic = Type.Object({
  id: Uuid,
  name: Type.String(),
  slug: Slug,
  ...Timestamps,
});

export const CourseTopicCreation = Body({
  name: NonEmptyText(100),
  /** Derived from the name when omitted. */
  slug: Type.Optional(Slug),
});

export const CourseTopicUpdate = Body({
  name: Type.Optional(NonEmptyText(100)),
  slug: Type.Optional(Slug),
});

export const topicsOperations = {
  findAllCourseTopics: defineOperation({
    operationId: 'findAllCourseTopics',
    method: 'GET',
    path: '/topics',
    tag,
    summary: 'List course topics (public: the catalogue filters by topic)',
    query: PagedQuery({}, ['name', 'createdAt']),
    response: Page(CourseTopic),
    access: { kind: 'public' },
  }),
  createCourseTopic: defineOperation({
    operationId: 'createCourseTopic',
    method: 'POST',
    path: '/topics',
    tag,
    summary: 'Create a course topic (409 when the slug is taken)',
    body: { name: 'courseTopicCreation', schema: CourseTopicCreation, required: true },
    response: CourseTopic,
    successStatus: 201,
    errors: ['SLUG_TAKEN'],
    access: { kind: 'scopes', scopes: SCOPE_GROUPS.academicAdmin },
  }),
  updateCourseTopic: defineOperation({
    operationId: 'updateCourseTopic',
    method: 'PUT',
    path: '/topics/{topicId}',
    tag,
    summary: 'Rename a course topic or change its slug',
    params: Params({ topicId: Uuid }),
    body: { name: 'courseTopicUpdate', schema: CourseTopicUpdate, required: true },
    response: CourseTopic,
    errors: ['SLUG_TAKEN'],
    access: { kind: 'scopes', scopes: SCOPE_GROUPS.academicAdmin },
  }),
} as const;
