/**
 * The staff thread of an enrollment (DESIGN.md section 4, "Enrollment comment"): comments
 * newest last, each with emoji reactions, one per user and emoji. Who takes part is the
 * contract's ENROLLMENT_COMMENTERS; only the author edits; the author or SU/MANAGER_ADMIN
 * deletes. The comment's search_text feeds the enrollments list's commentQuery.
 */
import {
  type ChatCommentDTO,
  type ChatCommentUpdate,
  type EmojiReactionDTO,
  type EmojiReactionUpdate,
  ENROLLMENT_COMMENTERS,
} from '@catedra/contract';
import type { Static } from 'typebox';
import type { Caller } from '../../core/actor.js';
import { searchTextOf } from '../../db/search.js';
import { AppError } from '../../errors/app-error.js';
import type { Clock } from '../../time/clock.js';
import { hasAnyScope } from '../courses/index.js';
import type {
  CommentRead,
  EnrollmentCommentsRepository,
  ReactionRow,
} from './enrollment-comments.repository.js';

function toReactionDto(row: ReactionRow) {
  return {
    commentId: row.commentId,
    userId: row.userId,
    emoji: row.emoji,
    createdAt: row.createdAt.toISOString(),
  };
}

function toCommentDto(row: CommentRead, reactions: ReactionRow[]) {
  return {
    id: row.id,
    enrollmentId: row.enrollmentId,
    authorId: row.authorId,
    authorName: row.authorName,
    text: row.text,
    editedAt: row.editedAt?.toISOString() ?? null,
    reactions: reactions.filter((reaction) => reaction.commentId === row.id).map(toReactionDto),
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

const commentNotFound = () => AppError.notFound('El comentario');

export function createEnrollmentCommentsService(deps: {
  comments: EnrollmentCommentsRepository;
  clock: Clock;
}) {
  const { comments, clock } = deps;

  async function withReactions(rows: CommentRead[]) {
    const reactions = await comments.reactionsOf(rows.map((row) => row.id));
    return rows.map((row) => toCommentDto(row, reactions));
  }

  /** The comment, if it belongs to that enrollment; 404 otherwise (ids from a path must agree). */
  async function commentOf(enrollmentId: string, commentId: string) {
    const comment = await comments.findById(commentId);
    if (!comment || comment.enrollmentId !== enrollmentId) throw commentNotFound();
    return comment;
  }

  return {
    /** An unknown enrollment has an empty thread: staff may list any id, nothing leaks. */
    async findAll(query: { enrollmentId?: string }) {
      const rows = query.enrollmentId
        ? await comments.findThread(query.enrollmentId)
        : await comments.findRecent();
      return withReactions(rows);
    },

    async create(caller: Caller, input: Static<typeof ChatCommentDTO>) {
      if (!(await comments.enrollmentExists(input.enrollmentId))) throw AppError.notFound('La inscripción');
      const row = await comments.insert({
        enrollmentId: input.enrollmentId,
        authorId: caller.userId,
        text: input.text,
        searchText: searchTextOf(input.text),
        createdAt: clock.now(),
      });
      return toCommentDto(row, []);
    },

    async update(caller: Caller, commentId: string, input: Static<typeof ChatCommentUpdate>) {
      const comment = await comments.findById(commentId);
      if (!comment) throw commentNotFound();
      if (comment.authorId !== caller.userId)
        throw AppError.forbidden('Solo quien escribió el comentario puede editarlo');
      const updated = await comments.updateText(commentId, {
        text: input.text,
        searchText: searchTextOf(input.text),
        editedAt: clock.now(),
      });
      if (!updated) throw commentNotFound();
      const [dto] = await withReactions([updated]);
      return dto!;
    },

    /** The guard admitted the author itself or SU/MANAGER_ADMIN; the path's userId must be the author. */
    async delete(params: { enrollmentId: string; commentId: string; userId: string }) {
      const comment = await commentOf(params.enrollmentId, params.commentId);
      if (comment.authorId !== params.userId) throw commentNotFound();
      if (!(await comments.delete(comment.id))) throw commentNotFound();
    },

    async react(caller: Caller, input: Static<typeof EmojiReactionDTO>) {
      await commentOf(input.enrollmentId, input.commentId);
      const reaction = { commentId: input.commentId, userId: caller.userId, emoji: input.emoji };
      const row = await comments.addReaction({ ...reaction, createdAt: clock.now() });
      return toReactionDto(row ?? { ...reaction, createdAt: clock.now() });
    },

    /**
     * Sets (active) or removes the user's reaction. Only one's own reactions, and only for
     * those who take part in threads: the guard also admits SU/MANAGER_ADMIN for any userId.
     */
    async setReaction(
      caller: Caller,
      params: { enrollmentId: string; userId: string; commentId: string },
      input: Static<typeof EmojiReactionUpdate>,
    ) {
      const comment = await commentOf(params.enrollmentId, params.commentId);
      if (params.userId !== caller.userId)
        throw AppError.forbidden('Solo podés cambiar tus propias reacciones');
      if (!hasAnyScope(caller, ENROLLMENT_COMMENTERS)) throw AppError.forbidden();
      const reaction = { commentId: comment.id, userId: caller.userId, emoji: input.emoji };
      if (input.active) await comments.addReaction({ ...reaction, createdAt: clock.now() });
      else await comments.removeReaction(reaction);
      const [dto] = await withReactions([comment]);
      return dto!;
    },
  };
}

export type EnrollmentCommentsService = ReturnType<typeof createEnrollmentCommentsService>;
