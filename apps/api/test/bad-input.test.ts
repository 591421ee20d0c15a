/**
 * Input that once reached the database and answered 500 (issue 8): each is now refused
 * with a 400 naming its field, and nothing is stored.
 */
import { eq } from 'drizzle-orm';
import { SignJWT } from 'jose';
import { describe, expect, it } from 'vitest';
import { courseClasses, courseTopics, users } from '../src/db/schema/index.js';
import { createCourse, createTopic } from './factories/academic.js';
import { signedIn } from './setup/signed-in.js';
import { bearer, useTestApp } from './setup/test-app.js';

const t = useTestApp();

const fieldsOf = (response: { json(): { errors?: { path: string }[] } }) =>
  (response.json().errors ?? []).map((error) => error.path);

describe('NUL characters', () => {
  it('are refused in a query string', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/courses?q=%00' });
    expect(response.statusCode).toBe(400);
    expect(fieldsOf(response)).toEqual(['query.q']);
  });

  it('are refused in a user name, which stays as it was', async () => {
    const { user, headers } = await signedIn(t, ['BASIC']);
    const response = await t.app.inject({
      method: 'PUT',
      url: `/users/${user.id}`,
      headers,
      payload: { firstName: 'Ana\u0000' },
    });
    expect(response.statusCode).toBe(400);
    expect(fieldsOf(response)).toEqual(['body.firstName']);
    const [stored] = await t.database.db.select().from(users).where(eq(users.id, user.id));
    expect(stored!.firstName).toBe(user.firstName);
  });

  it('are refused deep inside a template', async () => {
    const { headers } = await signedIn(t, ['SU']);
    const topic = await createTopic(t.database.db);
    const response = await t.app.inject({
      method: 'POST',
      url: '/courses/templates',
      headers,
      payload: {
        name: 'Plantilla',
        topicId: topic.id,
        classes: [{ title: 'Clase \u0000', weekday: 1, localTime: '19:00', durationMinutes: 90 }],
      },
    });
    expect(response.statusCode).toBe(400);
    expect(fieldsOf(response)).toEqual(['body.classes.0.title']);
  });
});

describe('numbers', () => {
  it('caps the page number', async () => {
    for (const page of ['99999999999999999999', '1e308']) {
      const response = await t.app.inject({ method: 'GET', url: `/courses?page=${page}` });
      expect(response.statusCode).toBe(400);
      expect(fieldsOf(response)).toEqual(['query.page']);
    }
  });

  it('are not coerced into the string fields of a body', async () => {
    const { headers } = await signedIn(t, ['SU']);
    const before = await t.database.db.$count(courseTopics);
    const response = await t.app.inject({
      method: 'POST',
      url: '/topics',
      headers,
      payload: { name: -2.5e16 },
    });
    expect(response.statusCode).toBe(400);
    expect(fieldsOf(response)).toEqual(['body.name']);
    expect(await t.database.db.$count(courseTopics)).toBe(before);
  });

  it('are still coerced from the query string and the path', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/courses?page=0&size=5' });
    expect(response.statusCode).toBe(200);
    expect(response.json().page.size).toBe(5);
  });
});

describe('dates and links', () => {
  it('refuses a date-time the database cannot store, and a link that is not http(s)', async () => {
    const { headers } = await signedIn(t, ['SU']);
    const course = await createCourse(t.database.db);
    const create = (body: Record<string, unknown>) =>
      t.app.inject({
        method: 'POST',
        url: `/courses/${course.id}/classes`,
        headers,
        payload: { title: 'Clase', startsAt: '2026-05-04T19:00:00-03:00', durationMinutes: 90, ...body },
      });
    const farFuture = await create({ startsAt: '9999-12-31T23:59:59-14:00' });
    expect(farFuture.statusCode).toBe(400);
    expect(fieldsOf(farFuture)).toEqual(['body.startsAt']);
    for (const meetingUrl of ['javascript:alert(1)', 'data:text/html,hola', 'file:///etc/passwd']) {
      const response = await create({ meetingUrl });
      expect(response.statusCode).toBe(400);
      expect(fieldsOf(response)).toEqual(['body.meetingUrl']);
    }
    expect(await t.database.db.$count(courseClasses, eq(courseClasses.courseId, course.id))).toBe(0);
    expect((await create({ meetingUrl: 'HTTPS://meet.example.com/abc' })).statusCode).toBe(201);
  });
});

describe('tokens', () => {
  it('a validly signed token whose subject is not a user id is a 401', async () => {
    const token = await new SignJWT({ email: 'x@y.ar', scopes: ['SU'], tv: 0 })
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject('admin')
      .setIssuer('catedra')
      .setExpirationTime('1h')
      .sign(new TextEncoder().encode(t.config.jwtSecret));
    const response = await t.app.inject({ method: 'GET', url: '/users', headers: bearer(token) });
    expect(response.statusCode).toBe(401);
  });
});

describe('slugs', () => {
  it('a name without ASCII letters gets a slug of its own, never an empty one or a false 409', async () => {
    const { headers } = await signedIn(t, ['SU']);
    const slugs: string[] = [];
    for (const name of ['日本語', '日本語', '\n\u000f']) {
      const response = await t.app.inject({ method: 'POST', url: '/topics', headers, payload: { name } });
      expect(response.statusCode).toBe(201);
      slugs.push(response.json().slug);
    }
    for (const slug of slugs) expect(slug).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/);
    expect(new Set(slugs).size).toBe(3);
  });
});

describe('methods', () => {
  it('answers 405 with Allow for a method a declared path does not have', async () => {
    for (const method of ['TRACE', 'PUT'] as const) {
      const response = await t.app.inject({ method, url: '/topics' });
      expect(response.statusCode).toBe(405);
      expect(response.headers.allow).toBe('GET, HEAD, POST, OPTIONS');
      expect(response.json().code).toBe('METHOD_NOT_ALLOWED');
    }
  });
});
