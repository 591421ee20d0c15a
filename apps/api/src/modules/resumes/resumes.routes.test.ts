import { describe, expect, it } from 'vitest';
import { signingIn } from '../../../test/setup/signed-in.js';
import { useTestApp } from '../../../test/setup/test-app.js';

const t = useTestApp();

const as = signingIn(t);

describe('resume', () => {
  it('starts empty, then keeps headline, summary, links and items', async () => {
    const me = await as(['STUDENT']);
    const empty = await me.get(`/users/resume/${me.user.id}`);
    expect(empty.json()).toEqual({
      userId: me.user.id,
      headline: null,
      summary: null,
      links: [],
      academic: [],
      professional: [],
      technology: [],
    });
    const created = await me.post('/users/resume', {
      headline: 'Analista de datos',
      summary: 'Me gusta enseñar.',
      links: [{ title: 'GitHub', url: 'https://github.com/ana' }],
    });
    expect(created.statusCode).toBe(201);
    const academic = await me.post('/users/resume/academic', {
      institution: 'UBA',
      degree: 'Licenciatura en Economía',
      startDate: '2015-03-01',
    });
    expect(academic.statusCode).toBe(201);
    expect(academic.json()).toMatchObject({ institution: 'UBA', field: null, endDate: null });
    await me.post('/users/resume/technology', { name: 'Python', level: 'ADVANCED', yearsOfExperience: 5 });
    const full = await me.get(`/users/resume/${me.user.id}`);
    expect(full.json()).toMatchObject({
      headline: 'Analista de datos',
      links: [{ title: 'GitHub', url: 'https://github.com/ana' }],
      academic: [{ degree: 'Licenciatura en Economía' }],
      technology: [{ name: 'Python', level: 'ADVANCED', yearsOfExperience: 5 }],
    });
  });

  it('updates a technology item on its own path, replacing the item', async () => {
    const me = await as(['BASIC']);
    const item = (
      await me.post('/users/resume/technology', { name: 'SQL', level: 'BASIC', yearsOfExperience: 1 })
    ).json();
    const updated = await me.put(`/users/resume/technology/${item.id}`, { name: 'SQL', level: 'EXPERT' });
    expect(updated.statusCode).toBe(200);
    expect(updated.json()).toEqual({ id: item.id, name: 'SQL', level: 'EXPERT', yearsOfExperience: null });
  });

  it('hides other users’ items: editing or deleting them answers 404', async () => {
    const owner = await as(['STUDENT']);
    const intruder = await as(['STUDENT']);
    const item = (
      await owner.post('/users/resume/professional', {
        company: 'Acme',
        role: 'Dev',
        startDate: '2020-01-01',
      })
    ).json();
    const edit = await intruder.put(`/users/resume/professional/${item.id}`, {
      company: 'Hacked',
      role: 'x',
      startDate: '2020-01-01',
    });
    expect(edit.statusCode).toBe(404);
    const remove = await intruder.delete(`/users/resume/professional/${item.id}`);
    expect(remove.statusCode).toBe(404);
    const mine = await owner.delete(`/users/resume/professional/${item.id}`);
    expect(mine.statusCode).toBe(204);
  });

  it('lets staff read any resume, and refuses students reading others (403)', async () => {
    const owner = await as(['STUDENT']);
    const staff = await as(['ACADEMIC']);
    const other = await as(['STUDENT']);
    expect((await staff.get(`/users/resume/${owner.user.id}`)).statusCode).toBe(200);
    expect((await other.get(`/users/resume/${owner.user.id}`)).statusCode).toBe(403);
    const write = await other.put(`/users/resume/${owner.user.id}`, { headline: 'x' });
    expect(write.statusCode).toBe(403);
  });

  it('refuses malformed dates and links (400)', async () => {
    const me = await as(['STUDENT']);
    const badDate = await me.post('/users/resume/academic', {
      institution: 'UBA',
      degree: 'X',
      startDate: '01/03/2015',
    });
    expect(badDate.json().errors[0].path).toBe('body.startDate');
    const badLink = await me.post('/users/resume', { links: [{ title: 'x', url: 'not a url' }] });
    expect(badLink.statusCode).toBe(400);
  });
});
