/**
 * Enrollment comments: the staff thread of an enrollment, with emoji reactions, one per
 * user and emoji (specification section 7, "Enrollment comments and reactions"; DESIGN.md
 * section 4).
 */
import Type from 'typebox';
import { defineOperation } from '../core/operation.js';
import { Body, DateTime, Params, Query, Timestamps, Uuid } from '../core/schemas.js';
import { SCOPE_GROUPS } from '../core/scopes.js';

const tag = 'Enrollment comments';

const CommentText = Type.String({ minLength: 1, maxLength: 5000 });
/** One emoji (a grapheme cluster may take several code points). */
const Emoji = Type.String({ minLength: 1, maxLength: 32, examples: ['👍'] });

export const EmojiReaction = Type.Object({
  commentId: Uuid,
  userId: Uuid,
  emoji: Emoji,
  createdAt: DateTime,
});

export const EnrollmentComment = Type.Object({
  id: Uuid,
  enrollmentId: Uuid,
  authorId: Uuid,
  /** The author's first and last name as they are today (the thread shows it, no per-comment read). */
  authorName: Type.String(),
  text: Type.String(),
  /** Null until the author edits it. */
  editedAt: Type.Union([DateTime, Type.Null()]),
  reactions: Type.Array(EmojiReaction),
  ...Timestamps,
});

/** chatCommentDTO when commenting: the body names the enrollment. */
export const ChatCommentDTO = Body({ enrollmentId: Uuid, text: CommentText });

/** chatCommentDTO when editing a comment (only its author). */
export const ChatCommentUpdate = Body({ text: CommentText });

/** emojiReactionDTO: the caller reacts to a comment. */
export const EmojiReactionDTO = Body({ enrollmentId: Uuid, commentId: Uuid, emoji: Emoji });

/** emojiReaction: sets (active) or removes (not active) the user's reaction with that emoji. */
export const EmojiReactionUpdate = Body({ emoji: Emoji, active: Type.Boolean() });

/** Staff who take part in enrollment threads (collections, retention, sales follow-up). */
export const ENROLLMENT_COMMENTERS = [
  ...SCOPE_GROUPS.readAll,
  'COMMERCIAL_ADMIN',
  'COMMERCIAL',
  'FARMING',
  'SELLER_ADMIN',
  'ACADEMIC_ADMIN',
] as const;

export const enrollmentCommentsOperations = {
  findAllEnrollmentComments: defineOperation({
    operationId: 'findAllEnrollmentComments',
    method: 'GET',
    path: '/courses/enrollments/comment',
    tag,
    summary: "List an enrollment's comments with their reactions, oldest first",
    description: 'Without enrollmentId, the 100 most recent comments across enrollments.',
    query: Query({ enrollmentId: Type.Optional(Uuid) }),
    response: Type.Array(EnrollmentComment),
    access: { kind: 'scopes', scopes: ENROLLMENT_COMMENTERS },
  }),
  createEnrollmentComment: defineOperation({
    operationId: 'createEnrollmentComment',
    method: 'POST',
    path: '/courses/enrollments/comment',
    tag,
    summary: 'Comment on an enrollment',
    description: 'An unknown enrollment answers 404.',
    body: { name: 'chatCommentDTO', schema: ChatCommentDTO, required: true },
    response: EnrollmentComment,
    successStatus: 201,
    errors: ['NOT_FOUND'],
    access: { kind: 'scopes', scopes: ENROLLMENT_COMMENTERS },
  }),
  updateEnrollmentComment: defineOperation({
    operationId: 'updateEnrollmentComment',
    method: 'PUT',
    path: '/courses/enrollments/comment/{commentId}',
    tag,
    summary: 'Edit a comment',
    description: 'Only its author edits it (403 for anyone else).',
    params: Params({ commentId: Uuid }),
    body: { name: 'chatCommentDTO', schema: ChatCommentUpdate, required: true },
    response: EnrollmentComment,
    access: { kind: 'scopes', scopes: ENROLLMENT_COMMENTERS, owner: 'only the comment’s author' },
  }),
  deleteEnrollmentComment: defineOperation({
    operationId: 'deleteEnrollmentComment',
    method: 'DELETE',
    path: '/courses/enrollments/comment/{enrollmentId}/{commentId}/{userId}',
    tag,
    summary: 'Delete a comment (userId is its author)',
    description:
      'The author deletes its own comment; SU and MANAGER_ADMIN any. The comment must be userId’s.',
    params: Params({ enrollmentId: Uuid, commentId: Uuid, userId: Uuid }),
    access: { kind: 'scopes', scopes: SCOPE_GROUPS.management, self: 'userId' },
  }),
  createEmojiReaction: defineOperation({
    operationId: 'createEmojiReaction',
    method: 'POST',
    path: '/courses/enrollments/emoji',
    tag,
    summary: 'React to a comment with an emoji',
    description:
      'Once per user and emoji: reacting again answers the existing reaction. A comment not in that enrollment answers 404.',
    body: { name: 'emojiReactionDTO', schema: EmojiReactionDTO, required: true },
    response: EmojiReaction,
    successStatus: 201,
    errors: ['NOT_FOUND'],
    access: { kind: 'scopes', scopes: ENROLLMENT_COMMENTERS },
  }),
  updateEmojiReaction: defineOperation({
    operationId: 'updateEmojiReaction',
    method: 'PUT',
    path: '/courses/enrollments/emoji/{enrollmentId}/{userId}/{commentId}',
    tag,
    summary: "Set or remove a user's emoji reaction to a comment; answers the comment",
    description:
      'A user sets only its own reactions (403 for another userId), and only if it takes part in enrollment threads.',
    params: Params({ enrollmentId: Uuid, userId: Uuid, commentId: Uuid }),
    body: { name: 'emojiReaction', schema: EmojiReactionUpdate, required: true },
    response: EnrollmentComment,
    access: { kind: 'scopes', scopes: SCOPE_GROUPS.management, self: 'userId' },
  }),
} as const;
