/** Queries on enrollment comments and their reactions. No rules here: the service decides. */
import { and, asc, desc, eq, getTableColumns, sql } from 'drizzle-orm';
import type { Executor } from '../../db/database.js';
import { deleteWhere, firstRow, rowsIn } from '../../db/rows.js';
import {
  type EnrollmentCommentRow,
  enrollmentCommentReactions,
  enrollmentComments,
  enrollments,
  users,
} from '../../db/schema/index.js';

export type ReactionRow = typeof enrollmentCommentReactions.$inferSelect;
export type { EnrollmentCommentRow };

/** A comment with its author's name as it is today (what the thread shows). */
export type CommentRead = EnrollmentCommentRow & { authorName: string };

const commentColumns = {
  ...getTableColumns(enrollmentComments),
  authorName: sql<string>`trim(${users.firstName} || ' ' || ${users.lastName})`,
};

/** How many comments the thread-less list answers (the contract says 100). */
const RECENT_LIMIT = 100;

export function createEnrollmentCommentsRepository(db: Executor) {
  async function readById(commentId: string): Promise<CommentRead | undefined> {
    const [row] = await db
      .select(commentColumns)
      .from(enrollmentComments)
      .innerJoin(users, eq(users.id, enrollmentComments.authorId))
      .where(eq(enrollmentComments.id, commentId))
      .limit(1);
    return row;
  }

  return {
    async enrollmentExists(enrollmentId: string): Promise<boolean> {
      const [row] = await db
        .select({ id: enrollments.id })
        .from(enrollments)
        .where(eq(enrollments.id, enrollmentId))
        .limit(1);
      return Boolean(row);
    },

    /** An enrollment's thread, oldest first (newest last). */
    async findThread(enrollmentId: string): Promise<CommentRead[]> {
      return db
        .select(commentColumns)
        .from(enrollmentComments)
        .innerJoin(users, eq(users.id, enrollmentComments.authorId))
        .where(eq(enrollmentComments.enrollmentId, enrollmentId))
        .orderBy(asc(enrollmentComments.createdAt), asc(enrollmentComments.id));
    },

    /** The most recent comments across enrollments, answered oldest first like a thread. */
    async findRecent(): Promise<CommentRead[]> {
      const rows = await db
        .select(commentColumns)
        .from(enrollmentComments)
        .innerJoin(users, eq(users.id, enrollmentComments.authorId))
        .orderBy(desc(enrollmentComments.createdAt), desc(enrollmentComments.id))
        .limit(RECENT_LIMIT);
      return rows.reverse();
    },

    findById: readById,

    async insert(values: {
      enrollmentId: string;
      authorId: string;
      text: string;
      searchText: string;
      createdAt: Date;
    }): Promise<CommentRead> {
      const [row] = await db
        .insert(enrollmentComments)
        .values({ ...values, updatedAt: values.createdAt })
        .returning({ id: enrollmentComments.id });
      return (await readById(row!.id))!;
    },

    async updateText(
      commentId: string,
      values: { text: string; searchText: string; editedAt: Date },
    ): Promise<CommentRead | undefined> {
      const [row] = await db
        .update(enrollmentComments)
        .set({ ...values, updatedAt: values.editedAt })
        .where(eq(enrollmentComments.id, commentId))
        .returning({ id: enrollmentComments.id });
      return row && readById(row.id);
    },

    async delete(commentId: string): Promise<boolean> {
      return deleteWhere(db, enrollmentComments, eq(enrollmentComments.id, commentId));
    },

    async reactionsOf(commentIds: string[]): Promise<ReactionRow[]> {
      return rowsIn(
        db,
        enrollmentCommentReactions,
        enrollmentCommentReactions.commentId,
        commentIds,
        asc(enrollmentCommentReactions.createdAt),
        asc(enrollmentCommentReactions.emoji),
      );
    },

    /** Adds the reaction once: a second identical one (even a concurrent one) changes nothing. */
    async addReaction(values: { commentId: string; userId: string; emoji: string; createdAt: Date }) {
      await db.insert(enrollmentCommentReactions).values(values).onConflictDoNothing();
      return firstRow(db, enrollmentCommentReactions, reactionKey(values));
    },

    async removeReaction(key: { commentId: string; userId: string; emoji: string }): Promise<void> {
      await db.delete(enrollmentCommentReactions).where(reactionKey(key));
    },
  };
}

function reactionKey(key: { commentId: string; userId: string; emoji: string }) {
  return and(
    eq(enrollmentCommentReactions.commentId, key.commentId),
    eq(enrollmentCommentReactions.userId, key.userId),
    eq(enrollmentCommentReactions.emoji, key.emoji),
  );
}

export type EnrollmentCommentsRepository = ReturnType<typeof createEnrollmentCommentsRepository>;
