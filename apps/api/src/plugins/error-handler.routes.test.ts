/** Validation answers on real routes: each refused field names its keyword and bounds. */
import { describe, expect, it } from 'vitest';
import { signedIn } from '../../test/setup/signed-in.js';
import { useTestApp } from '../../test/setup/test-app.js';

const t = useTestApp();

describe('400 VALIDATION_FAILED', () => {
  it('names the keyword and both bounds of a range in the query', async () => {
    const su = await signedIn(t, ['SU']);
    const response = await t.app.inject({ method: 'GET', url: '/users?size=500', headers: su.headers });
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
    const response = await t.app.inject({
      method: 'POST',
      url: '/users',
      payload: {
        email: 'no-es-un-email',
        password: 'una-clave-larga-valida',
        firstName: 'x'.repeat(101),
        lastName: 'Pérez',
      },
    });
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
