import { describe, expect, it } from 'vitest';
import { createTopic } from '../../../test/factories/academic.js';
import { signedIn } from '../../../test/setup/signed-in.js';
import { useTestApp } from '../../../test/setup/test-app.js';

const t = useTestApp();

describe('POST /topics (createCourseTopic)', () => {
  it('creates a topic, deriving its slug from the name', async () => {
    const admin = await signedIn(t, ['ACADEMIC_ADMIN']);
    const name = `Diseño Gráfico ${Date.now()}`;
    const response = await admin.post('/topics', { name });
    expect(response.statusCode).toBe(201);
    expect(response.json()).toMatchObject({ name, slug: `diseno-grafico-${name.split(' ')[2]}` });
  });

  it('refuses a slug already taken (409)', async () => {
    const admin = await signedIn(t, ['ACADEMIC_ADMIN']);
    const existing = await createTopic(t.database.db);
    const response = await admin.post('/topics', { name: 'Otro', slug: existing.slug });
    expect(response.statusCode).toBe(409);
  });

  it('refuses an invalid slug (400 naming it), a student (403) and no token (401)', async () => {
    const admin = await signedIn(t, ['ACADEMIC_ADMIN']);
    const invalid = await admin.post('/topics', { name: 'X', slug: 'No Vale' });
    expect(invalid.statusCode).toBe(400);
    expect(invalid.json().errors[0].path).toBe('body.slug');
    const student = await signedIn(t, ['STUDENT']);
    expect((await student.post('/topics', { name: 'X' })).statusCode).toBe(403);
    expect((await t.app.inject({ method: 'POST', url: '/topics', payload: { name: 'X' } })).statusCode).toBe(
      401,
    );
  });
});

describe('GET /topics (findAllCourseTopics)', () => {
  it('is public and paginated', async () => {
    await createTopic(t.database.db);
    await createTopic(t.database.db);
    const response = await t.app.inject({ method: 'GET', url: '/topics?size=1&sort=createdAt,desc' });
    expect(response.statusCode).toBe(200);
    expect(response.json().content).toHaveLength(1);
    expect(response.json().page.totalElements).toBeGreaterThanOrEqual(2);
  });

  it('refuses a sort field that is not whitelisted (400)', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/topics?sort=slug,asc' });
    expect(response.statusCode).toBe(400);
  });
});

describe('PUT /topics/{topicId} (updateCourseTopic)', () => {
  it('renames a topic and answers 404 for an unknown one', async () => {
    const admin = await signedIn(t, ['SU']);
    const topic = await createTopic(t.database.db);
    const renamed = await admin.put(`/topics/${topic.id}`, { name: 'Renombrado' });
    expect(renamed.statusCode).toBe(200);
    expect(renamed.json()).toMatchObject({ id: topic.id, name: 'Renombrado', slug: topic.slug });
    const unknown = await admin.put('/topics/01900000-0000-7000-8000-000000000000', { name: 'X' });
    expect(unknown.statusCode).toBe(404);
  });

  it('refuses moving to a slug another topic has (409)', async () => {
    const admin = await signedIn(t, ['ACADEMIC_ADMIN']);
    const [a, b] = [await createTopic(t.database.db), await createTopic(t.database.db)];
    const response = await admin.put(`/topics/${a.id}`, { slug: b.slug });
    expect(response.statusCode).toBe(409);
  });
});
