/**
 * Validation answers on real routes: each refused field names its keyword and bounds, in
 * Spanish; what Fastify's router refuses before any route is problem+json too.
 */
import { describe, expect, it } from 'vitest';
import { signedIn } from '../../test/setup/signed-in.js';
import { useTestApp } from '../../test/setup/test-app.js';
import { MAX_PATH_PARAMETER_LENGTH } from '../http/validation.js';

const t = useTestApp();
/** A sign-up whose first name is one character too long (the limit is 100). */
const nameTooLong = { password: 'una-clave-larga-valida', firstName: 'x'.repeat(101) };
const signUp = (payload: object) => t.app.inject({ method: 'POST', url: '/users', payload });

describe('400 VALIDATION_FAILED', () => {
  it('names the keyword and both bounds of a range in the query', async () => {
    const su = await signedIn(t, ['SU']);
    const response = await su.get('/users?size=500');
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({
      code: 'VALIDATION_FAILED',
      errors: [
        {
          path: 'query.size',
          code: 'maximum',
          params: { comparison: '<=', limit: 200, minimum: 1, maximum: 200 },
        },
      ],
    });
  });

  it('names the keyword and limit of a text too long, and the format of a bad address', async () => {
    const response = await signUp({ ...nameTooLong, email: 'no-es-un-email', lastName: 'Pérez' });
    expect(response.statusCode).toBe(400);
    const errors = response.json().errors as { path: string; code: string; params: object }[];
    expect(errors).toContainEqual(
      expect.objectContaining({ path: 'body.email', code: 'format', params: { format: 'email' } }),
    );
    expect(errors).toContainEqual(
      expect.objectContaining({
        path: 'body.firstName',
        code: 'maxLength',
        params: expect.objectContaining({ limit: 100 }),
      }),
    );
  });
});

describe('messages that reach a person', () => {
  it('are Spanish in the detail and in each refused field', async () => {
    const response = await signUp({ ...nameTooLong, email: 'ana@test.catedra.ar', lastName: 'P' });
    const problem = response.json();
    expect(problem.errors).toEqual([
      expect.objectContaining({ path: 'body.firstName', message: 'debe tener como máximo 100 caracteres' }),
    ]);
    expect(problem.detail).toBe('Datos inválidos: body.firstName debe tener como máximo 100 caracteres');
  });
});

describe('what the router refuses before any route', () => {
  it('routes a path parameter as long as the contract admits, percent-encoded (an e-mail of 254)', async () => {
    const email = `${'a'.repeat(64)}@${'b'.repeat(182)}.com.ar`;
    expect(email).toHaveLength(254);
    const response = await t.app.inject({ url: `/users/test/list/${encodeURIComponent(email)}` });
    expect(response.statusCode).toBe(401);
  });

  it('answers a longer one, and a malformed escape, with a 400 problem+json', async () => {
    const tooLong = await t.app.inject({ url: `/users/${'a'.repeat(MAX_PATH_PARAMETER_LENGTH + 1)}` });
    expect(tooLong.statusCode).toBe(400);
    expect(tooLong.headers['content-type']).toContain('application/problem+json');
    expect(tooLong.json()).toMatchObject({
      code: 'VALIDATION_FAILED',
      errors: [{ path: 'path', code: 'maxLength', params: { limit: MAX_PATH_PARAMETER_LENGTH } }],
    });
    const malformed = await t.app.inject({ url: '/users/%E0%A4%A' });
    expect(malformed.statusCode).toBe(400);
    expect(malformed.headers['content-type']).toContain('application/problem+json');
    expect(malformed.json()).toMatchObject({ code: 'VALIDATION_FAILED' });
  });
});
