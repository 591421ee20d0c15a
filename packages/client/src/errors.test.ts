import type { ErrorCode } from '@catedra/contract';
import { describe, expect, expectTypeOf, it, vi } from 'vitest';
import { createApiClient } from './client.js';
import { ApiError, type ErrorCodeOf, isApiErrorOf, isProblem } from './errors.js';

const problemResponse = (status: number, body: object) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/problem+json' } });

describe('problem codes typed per operation', () => {
  it('types createUser’s codes as those it declares plus the generic ones', () => {
    expectTypeOf<'EMAIL_TAKEN'>().toExtend<ErrorCodeOf<'createUser'>>();
    expectTypeOf<'PASSWORD_IS_EMAIL'>().toExtend<ErrorCodeOf<'createUser'>>();
    expectTypeOf<'VALIDATION_FAILED'>().toExtend<ErrorCodeOf<'createUser'>>();
    expectTypeOf<'COURSE_HAS_CLASSES'>().not.toExtend<ErrorCodeOf<'createUser'>>();
    expectTypeOf<'COURSE_HAS_CLASSES'>().toExtend<ErrorCodeOf<'applyCourseTemplate'>>();
    // An error of any operation may carry any code.
    expectTypeOf<ApiError['code']>().toEqualTypeOf<ErrorCode | undefined>();
  });

  it('narrows a caught error to its operation, then to one code', async () => {
    const fetch = vi.fn(async () =>
      problemResponse(409, { status: 409, code: 'EMAIL_TAKEN', title: 'E-mail en uso' }),
    );
    const client = createApiClient({ fetch: fetch as unknown as typeof globalThis.fetch });
    const caught: unknown = await client
      .createUser({
        userCreation: { email: 'a@b.ar', password: 'una-clave-larga', firstName: 'A', lastName: 'B' },
      })
      .catch((error: unknown) => error);

    expect(isApiErrorOf(caught, 'createUser')).toBe(true);
    expect(isApiErrorOf(caught, 'signin')).toBe(false);
    if (isApiErrorOf(caught, 'createUser')) {
      expectTypeOf(caught.code).toEqualTypeOf<ErrorCodeOf<'createUser'> | undefined>();
      expect(caught.code).toBe('EMAIL_TAKEN');
    }
    expect(isProblem(caught, 'EMAIL_TAKEN')).toBe(true);
    expect(isProblem(caught, 'PASSWORD_IS_EMAIL')).toBe(false);
    if (isProblem(caught, 'EMAIL_TAKEN')) {
      expectTypeOf(caught.code).toEqualTypeOf<'EMAIL_TAKEN'>();
      expect(caught.status).toBe(409);
    }
  });

  it('keeps the keyword and params of each refused field', async () => {
    const field = { path: 'body.firstName', message: 'x', code: 'maxLength', params: { limit: 100 } };
    const fetch = vi.fn(async () =>
      problemResponse(400, { status: 400, code: 'VALIDATION_FAILED', errors: [field] }),
    );
    const client = createApiClient({ fetch: fetch as unknown as typeof globalThis.fetch });
    const caught = await client.healthCheck().catch((error: unknown) => error);
    expect(isProblem(caught, 'VALIDATION_FAILED') && caught.problem.errors).toEqual([field]);
  });

  it('is no problem when it is not an API error or has no body', () => {
    expect(isProblem(new Error('EMAIL_TAKEN'), 'EMAIL_TAKEN')).toBe(false);
    expect(isProblem(new ApiError('healthCheck', 0, undefined), 'INTERNAL')).toBe(false);
    expect(isApiErrorOf(new Error('x'), 'healthCheck')).toBe(false);
  });
});
