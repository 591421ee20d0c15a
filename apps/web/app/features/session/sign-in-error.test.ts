import { ApiError } from '@catedra/client';
import { describe, expect, it } from 'vitest';
import { getMessages } from '../../i18n';
import { signInErrorMessage } from './sign-in-error';

const messages = getMessages().login;

describe('signInErrorMessage', () => {
  it('says the credentials are wrong for a 401 problem', () => {
    const error = new ApiError('signin', 401, {
      status: 401,
      code: 'INVALID_CREDENTIALS',
      title: 'Unauthorized',
    });
    expect(signInErrorMessage(error, messages)).toBe('E-mail o contraseña incorrectos.');
  });

  it('tells a deactivated account so (the API says it only to whoever gave its password)', () => {
    const error = new ApiError('signin', 403, { status: 403, code: 'ACCOUNT_DEACTIVATED' });
    expect(signInErrorMessage(error, messages)).toBe(
      'Tu cuenta está desactivada. Escribinos si creés que es un error.',
    );
  });

  it('tells a rate limit, a network failure and anything else apart', () => {
    expect(
      signInErrorMessage(new ApiError('signin', 429, { status: 429, code: 'RATE_LIMITED' }), messages),
    ).toBe(messages.tooManyAttempts);
    expect(
      signInErrorMessage(new ApiError('signin', 400, { status: 400, code: 'VALIDATION_FAILED' }), messages),
    ).toBe(messages.invalidCredentials);
    expect(signInErrorMessage(new ApiError('signin', 0, undefined), messages)).toBe(messages.unavailable);
    expect(signInErrorMessage(new ApiError('signin', 500, undefined), messages)).toBe(messages.failed);
    expect(signInErrorMessage(new Error('boom'), messages)).toBe(messages.failed);
  });
});
