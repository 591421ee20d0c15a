import type { Scope } from '@catedra/contract';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { createCourse, createEnrollment } from '../../../test/factories/academic.js';
import { createUser } from '../../../test/factories/users.js';
import { signingIn } from '../../../test/setup/signed-in.js';
import { useTestApp } from '../../../test/setup/test-app.js';
import { enrollmentComments } from '../../db/schema/index.js';

const t = useTestApp();

const as = signingIn(t);

async function anEnrollment() {
  const student = await createUser(t.database.db, { scopes: ['STUDENT'] });
  const course = await createCourse(t.database.db);
  return createEnrollment(t.database.db, student.id, course.id);
}

/** Posts a comment, answering the response whatever it is. */
function postComment(headers: Record<string, string>, enrollmentId: string, text: string) {
  return t.app.inject({
    method: 'POST',
    url: '/courses/enrollments/comment',
    headers,
    payload: { enrollmentId, text },
  });
}

/** Posts a comment that must be created: the comment. */
async function comment(headers: Record<string, string>, enrollmentId: string, text: string) {
  const response = await postComment(headers, enrollmentId, text);
  expect(response.statusCode).toBe(201);
  return response.json();
}

/** A fresh enrollment with one comment by a new user of these scopes. */
async function commentedBy(scopes: Scope[], text: string) {
  const author = await as(scopes);
  const enrollment = await anEnrollment();
  const created = await comment(author.headers, enrollment.id, text);
  return { author, enrollment, created };
}

/** Posts a reaction to a comment of an enrollment, answering the response whatever it is. */
function react(
  headers: Record<string, string>,
  reaction: { enrollmentId: string; commentId: string; emoji: string },
) {
  return t.app.inject({ method: 'POST', url: '/courses/enrollments/emoji', headers, payload: reaction });
}

async function threadOf(headers: Record<string, string>, enrollmentId: string) {
  const response = await t.app.inject({
    method: 'GET',
    url: `/courses/enrollments/comment?enrollmentId=${enrollmentId}`,
    headers,
  });
  expect(response.statusCode).toBe(200);
  return response.json() as { id: string; text: string; reactions: { emoji: string; userId: string }[] }[];
}

describe('enrollment comments', () => {
  it('keeps a thread per enrollment, newest last, and its normalized search text', async () => {
    const farming = await as(['FARMING']);
    const manager = await as(['MANAGER']);
    const enrollment = await anEnrollment();
    const other = await anEnrollment();
    const first = await comment(farming.headers, enrollment.id, 'Llamé: promete pagar el martes');
    const second = await comment(manager.headers, enrollment.id, 'Pagó la cuota en EFECTIVO');
    await comment(farming.headers, other.id, 'Otra inscripción');
    expect(first).toMatchObject({ authorId: farming.user.id, editedAt: null, reactions: [] });

    const thread = await threadOf(farming.headers, enrollment.id);
    expect(thread.map((item) => item.id)).toEqual([first.id, second.id]);
    const [stored] = await t.database.db
      .select()
      .from(enrollmentComments)
      .where(eq(enrollmentComments.id, second.id));
    expect(stored!.searchText).toBe('pago la cuota en efectivo');
  });

  it('refuses a comment on an unknown enrollment (404) and callers outside the thread (403)', async () => {
    const farming = await as(['FARMING']);
    const unknown = await postComment(farming.headers, '01900000-0000-7000-8000-000000000000', 'Hola');
    expect(unknown.statusCode).toBe(404);
    const enrollment = await anEnrollment();
    const seller = await as(['SELLER']);
    const refused = await postComment(seller.headers, enrollment.id, 'Hola');
    expect(refused.statusCode).toBe(403);
  });

  it('lets only the author edit, marking the comment edited', async () => {
    const { author, created } = await commentedBy(['COMMERCIAL'], 'Primera versión');
    const admin = await as(['SU']);
    const byOther = await admin.put(`/courses/enrollments/comment/${created.id}`, {
      text: 'Cambiado por otro',
    });
    expect(byOther.statusCode).toBe(403);
    const edited = await author.put(`/courses/enrollments/comment/${created.id}`, {
      text: 'Segunda versión',
    });
    expect(edited.statusCode).toBe(200);
    expect(edited.json()).toMatchObject({ text: 'Segunda versión', editedAt: expect.any(String) });
  });

  it('lets the author or SU/MANAGER_ADMIN delete; the path must name the author', async () => {
    const author = await as(['FARMING']);
    const colleague = await as(['FARMING']);
    const managerAdmin = await as(['MANAGER_ADMIN']);
    const enrollment = await anEnrollment();
    const mine = await comment(author.headers, enrollment.id, 'Mío');
    const another = await comment(author.headers, enrollment.id, 'También mío');
    const statusOfDelete = async (
      headers: Record<string, string>,
      path: { commentId: string; userId: string; enrollmentId?: string },
    ) => {
      const enrollmentId = path.enrollmentId ?? enrollment.id;
      const url = `/courses/enrollments/comment/${enrollmentId}/${path.commentId}/${path.userId}`;
      return (await t.app.inject({ method: 'DELETE', url, headers })).statusCode;
    };

    // A colleague may not delete it, nor pretend to be its author; the path must name its enrollment.
    expect(await statusOfDelete(colleague.headers, { commentId: mine.id, userId: author.user.id })).toBe(403);
    expect(await statusOfDelete(colleague.headers, { commentId: mine.id, userId: colleague.user.id })).toBe(
      404,
    );
    const elsewhere = (await anEnrollment()).id;
    expect(
      await statusOfDelete(author.headers, {
        commentId: mine.id,
        userId: author.user.id,
        enrollmentId: elsewhere,
      }),
    ).toBe(404);

    expect(await statusOfDelete(author.headers, { commentId: mine.id, userId: author.user.id })).toBe(204);
    expect(
      await statusOfDelete(managerAdmin.headers, { commentId: another.id, userId: author.user.id }),
    ).toBe(204);
    expect(await threadOf(author.headers, enrollment.id)).toEqual([]);
  });

  it('keeps one reaction per user and emoji, even when sent at once', async () => {
    const { author: farming, enrollment, created } = await commentedBy(['FARMING'], 'Pagó');
    const thumbsUp = { enrollmentId: enrollment.id, commentId: created.id, emoji: '👍' };
    const answers = await Promise.all(Array.from({ length: 10 }, () => react(farming.headers, thumbsUp)));
    expect(answers.map((answer) => answer.statusCode)).toEqual(Array(10).fill(201));
    const [reacted] = await threadOf(farming.headers, enrollment.id);
    expect(reacted!.reactions).toEqual([expect.objectContaining({ emoji: '👍', userId: farming.user.id })]);

    const wrongEnrollment = await react(farming.headers, {
      ...thumbsUp,
      enrollmentId: (await anEnrollment()).id,
    });
    expect(wrongEnrollment.statusCode).toBe(404);
  });

  it('sets and removes one’s own reactions with PUT, never another’s', async () => {
    const { author: farming, enrollment, created } = await commentedBy(['FARMING'], 'Ver el martes');
    const su = await as(['SU']);
    const put = (headers: Record<string, string>, userId: string, emoji: string, active: boolean) =>
      t.app.inject({
        method: 'PUT',
        url: `/courses/enrollments/emoji/${enrollment.id}/${userId}/${created.id}`,
        headers,
        payload: { emoji, active },
      });

    const set = await put(farming.headers, farming.user.id, '🎉', true);
    expect(set.statusCode).toBe(200);
    await put(farming.headers, farming.user.id, '👀', true);
    expect(set.json().reactions).toEqual([expect.objectContaining({ emoji: '🎉' })]);
    const removed = await put(farming.headers, farming.user.id, '🎉', false);
    expect(removed.json().reactions.map((reaction: { emoji: string }) => reaction.emoji)).toEqual(['👀']);
    expect((await put(su.headers, farming.user.id, '🎉', true)).statusCode).toBe(403);

    const basic = await as(['BASIC']);
    expect((await put(basic.headers, basic.user.id, '🎉', true)).statusCode).toBe(403);
  });
});
