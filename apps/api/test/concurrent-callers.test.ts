/**
 * Many callers at once each get their own data. The embedded database used to share one
 * session among the pool's connections, and under concurrency a user reading his profile
 * got someone else's (issue 8); a real server must never do that, nor fail spuriously.
 */
import { describe, expect, it } from 'vitest';
import { signedIn } from './setup/signed-in.js';
import { useTestApp } from './setup/test-app.js';

const t = useTestApp();

const USERS = 8;
const CALLS_PER_USER = 50;

describe('concurrent authenticated callers', () => {
  it(`${USERS} users × ${CALLS_PER_USER} concurrent GET /users/{id}: each answer is the caller's own record`, async () => {
    const callers = await Promise.all(Array.from({ length: USERS }, () => signedIn(t, ['BASIC'])));
    const calls = callers.flatMap(({ user, headers }) =>
      Array.from({ length: CALLS_PER_USER }, async () => {
        const response = await t.app.inject({ method: 'GET', url: `/users/${user.id}`, headers });
        return { expected: user, status: response.statusCode, body: response.json() };
      }),
    );
    const answers = await Promise.all(calls);
    const wrong = answers.filter(
      (answer) =>
        answer.status !== 200 ||
        answer.body.id !== answer.expected.id ||
        answer.body.email !== answer.expected.email,
    );
    expect(answers).toHaveLength(USERS * CALLS_PER_USER);
    expect(wrong).toEqual([]);
  });
});
