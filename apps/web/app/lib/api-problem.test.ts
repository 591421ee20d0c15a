import { ApiError, type ProblemDetails, type ProblemFieldError } from '@catedra/client';
import { ERROR_CODES, type ErrorCode, PATTERNS } from '@catedra/contract';
import { describe, expect, it } from 'vitest';
import { getMessages } from '../i18n';
import {
  fieldErrorsOf,
  fieldOfPath,
  isApiStatus,
  isNotFound,
  keywordMessage,
  problemMessage,
} from './api-problem';

const forms = getMessages().forms;
const academic = getMessages().academic.errors;
const codes = getMessages().problems.codes;

function problem(status: number, code?: ErrorCode, errors?: ProblemFieldError[], detail?: string) {
  return new ApiError('createUser', status, { status, code, detail, errors } as ProblemDetails<never>);
}

const refused = (path: string, code: string, params?: Record<string, unknown>): ProblemFieldError => ({
  path,
  message: 'must NOT have more than 200 characters',
  code,
  ...(params ? { params } : {}),
});

describe('fieldOfPath', () => {
  it('reads the body or query field of an API error path', () => {
    expect(fieldOfPath('body.email')).toBe('email');
    expect(fieldOfPath('body.links.1.url')).toBe('links.1.url');
    expect(fieldOfPath('query.page')).toBe('page');
    for (const path of ['params.id', 'body']) {
      expect(fieldOfPath(path), path).toBeNull();
    }
  });
});

describe('keywordMessage: Spanish field messages from the keyword and its params', () => {
  it.each([
    ['required', undefined, 'Completá este campo.'],
    ['maxLength', { limit: 200 }, 'Máximo 200 caracteres.'],
    ['maxLength', { limit: 1 }, 'Máximo 1 carácter.'],
    ['maxLength', { limit: 200, minLength: 1, maxLength: 200 }, 'Máximo 200 caracteres.'],
    ['minLength', { limit: 1, minLength: 1, maxLength: 200 }, 'Completá este campo.'],
    ['minLength', { limit: 10, minLength: 10, maxLength: 128 }, 'Entre 10 y 128 caracteres.'],
    ['minLength', { limit: 10 }, 'Mínimo 10 caracteres.'],
    ['maximum', { comparison: '<=', limit: 500, minimum: 1, maximum: 500 }, 'Elegí un valor entre 1 y 500.'],
    ['minimum', { comparison: '>=', limit: 0 }, 'Elegí un valor mayor o igual a 0.'],
    [
      'minimum',
      { comparison: '>=', limit: 1, minimum: 1, maximum: 100_000 },
      'Elegí un valor entre 1 y 100.000.',
    ],
    ['exclusiveMinimum', { comparison: '>', limit: 0.5 }, 'Elegí un valor mayor a 0,5.'],
    ['exclusiveMaximum', { comparison: '<', limit: 10 }, 'Elegí un valor menor a 10.'],
    ['format', { format: 'uri' }, 'Ingresá una dirección web que empiece con http:// o https://.'],
    ['format', { format: 'email' }, 'Ingresá un e-mail válido, por ejemplo nombre@ejemplo.com.'],
    ['format', { format: 'date' }, 'Ingresá una fecha válida.'],
    ['format', { format: 'date-time' }, 'Ingresá una fecha y hora válidas.'],
    ['format', { format: 'uuid' }, 'Elegí un valor de la lista.'],
    ['enum', { allowedValues: ['A', 'B'] }, 'Elegí una de las opciones.'],
    ['type', { type: 'integer' }, 'Ingresá un número entero.'],
    ['minItems', { limit: 1 }, 'Agregá al menos uno.'],
    ['minItems', { limit: 3 }, 'Agregá al menos 3.'],
    ['maxItems', { limit: 20 }, 'Máximo 20 elementos.'],
    ['maxMonths', { limit: 120 }, 'Elegí un rango de hasta 120 meses.'],
  ])('%s %j → %s', (keyword, params, expected) => {
    expect(keywordMessage(keyword, params)).toBe(expected);
  });

  it('says what a known pattern expects', () => {
    expect(keywordMessage('pattern', { pattern: PATTERNS.phone })).toBe(
      'Ingresá el teléfono con código de país, por ejemplo +5491122334455.',
    );
    expect(keywordMessage('pattern', { pattern: PATTERNS.slug })).toMatch(/^Usá solo minúsculas/);
  });

  it('says nothing of its own where the keyword alone does not help (another pattern, a union)', () => {
    expect(keywordMessage('pattern', { pattern: '^[A-Z0-9_-]{1,30}$' })).toBeUndefined();
    expect(keywordMessage('anyOf', {})).toBeUndefined();
    expect(keywordMessage('format', { format: 'ipv6' })).toBeUndefined();
  });
});

describe('fieldErrorsOf', () => {
  const fields = ['email', 'password', 'phone'] as const;
  const fallback = (field: string) => `fallback ${field}`;

  it('writes Spanish messages from the keyword, never the API’s English or its words', () => {
    const error = problem(400, 'VALIDATION_FAILED', [
      refused('body.email', 'format', { format: 'email' }),
      refused('body.password', 'minLength', { limit: 10, minLength: 10, maxLength: 128 }),
    ]);
    expect(fieldErrorsOf(error, fields, fallback)).toEqual({
      email: 'Ingresá un e-mail válido, por ejemplo nombre@ejemplo.com.',
      password: 'Entre 10 y 128 caracteres.',
    });
  });

  it('uses the form’s own text where the keyword says nothing useful, else a generic one', () => {
    const error = problem(400, 'VALIDATION_FAILED', [refused('body.phone', 'pattern', { pattern: '^x$' })]);
    expect(fieldErrorsOf(error, fields, fallback)).toEqual({ phone: 'fallback phone' });
    expect(fieldErrorsOf(error)).toEqual({ phone: getMessages().problems.fields.invalid });
  });

  it('puts a business rule on its field with the catalogue’s message', () => {
    const error = problem(400, 'PASSWORD_IS_EMAIL', [
      { path: 'body.password', message: 'no puede ser igual al e-mail', code: 'PASSWORD_IS_EMAIL' },
    ]);
    expect(fieldErrorsOf(error, fields, fallback)).toEqual({ password: codes.PASSWORD_IS_EMAIL });
  });

  it('maps nested paths to their field and ignores fields the form does not have', () => {
    const error = problem(400, 'VALIDATION_FAILED', [
      refused('body.links.0.url', 'format', { format: 'uri' }),
      refused('body.unknown', 'additionalProperties', { additionalProperty: 'unknown' }),
      refused('query.page', 'type', { type: 'integer' }),
    ]);
    expect(fieldErrorsOf(error, ['links'], () => 'dirección inválida')).toEqual({
      links: 'Ingresá una dirección web que empiece con http:// o https://.',
    });
  });

  it('keeps the first message of a field', () => {
    const error = problem(400, 'VALIDATION_FAILED', [
      refused('body.email', 'required'),
      refused('body.email', 'format', { format: 'email' }),
    ]);
    expect(fieldErrorsOf(error, fields, fallback)).toEqual({ email: 'Completá este campo.' });
  });

  it('has nothing to say about errors that are not API errors', () => {
    expect(fieldErrorsOf(new Error('x'), fields, fallback)).toEqual({});
    expect(fieldErrorsOf(new Error('x'))).toEqual({});
  });

  it('without a field list, maps every body and query path, and a list item onto its list too', () => {
    const error = problem(400, 'VALIDATION_FAILED', [
      refused('body.title', 'maxLength', { limit: 200 }),
      refused('body.resources.0.url', 'format', { format: 'uri' }),
      refused('query.fromDate', 'format', { format: 'date-time' }),
    ]);
    expect(fieldErrorsOf(error)).toEqual({
      title: 'Máximo 200 caracteres.',
      'resources.0.url': 'Ingresá una dirección web que empiece con http:// o https://.',
      resources: 'Ingresá una dirección web que empiece con http:// o https://.',
      fromDate: 'Ingresá una fecha y hora válidas.',
    });
  });

  it('never shows an API parameter name or the validator’s text', () => {
    const error = problem(400, 'VALIDATION_FAILED', [
      {
        path: 'body.url',
        message: 'formato inválido (se espera uri)',
        code: 'format',
        params: { format: 'uri' },
      },
      { path: 'body.title', message: 'must NOT have more than 200 characters' },
    ]);
    const messages = Object.values(fieldErrorsOf(error)).join(' ');
    expect(messages).not.toMatch(/must|se espera|uri\)|append=/);
  });
});

describe('problemMessage', () => {
  it('tells connection, permission and field problems apart', () => {
    expect(problemMessage(new ApiError('healthCheck', 0, undefined), forms)).toBe(forms.unavailable);
    expect(problemMessage(problem(403, 'FORBIDDEN'), forms)).toBe(forms.forbidden);
    expect(
      problemMessage(problem(400, 'VALIDATION_FAILED', [refused('body.email', 'required')]), forms),
    ).toBe(forms.checkFields);
    expect(problemMessage(problem(500, 'INTERNAL'), forms)).toBe(forms.failed);
    expect(problemMessage(new Error('boom'), forms)).toBe(forms.failed);
  });

  it('says a business rule with the catalogue’s message, never the API’s detail', () => {
    const lastAdmin = problem(422, 'LAST_ADMIN_SCOPE', undefined, 'detail from the API');
    expect(problemMessage(lastAdmin, forms)).toBe(codes.LAST_ADMIN_SCOPE);
    const hasClasses = problem(409, 'COURSE_HAS_CLASSES', undefined, 'pedí append=true');
    expect(problemMessage(hasClasses, academic)).toBe(codes.COURSE_HAS_CLASSES);
    expect(problemMessage(hasClasses, academic)).not.toContain('append');
    expect(problemMessage(problem(400, 'RECOVERY_LINK_INVALID', []), forms)).toBe(
      codes.RECOVERY_LINK_INVALID,
    );
  });

  it('says the generic codes a person can act on from the catalogue', () => {
    expect(problemMessage(problem(429, 'RATE_LIMITED'), forms)).toBe(codes.RATE_LIMITED);
    expect(problemMessage(problem(401, 'UNAUTHENTICATED'), forms)).toBe(codes.UNAUTHENTICATED);
    expect(problemMessage(problem(503, 'SERVICE_UNAVAILABLE'), forms)).toBe(codes.SERVICE_UNAVAILABLE);
  });

  it('uses the screen’s own texts, including not found where it has one', () => {
    expect(problemMessage(problem(403, 'FORBIDDEN'), academic)).toBe(academic.forbidden);
    expect(problemMessage(problem(404, 'NOT_FOUND', undefined, 'Curso no existe'), academic)).toBe(
      academic.notFound,
    );
    expect(problemMessage(problem(404, 'NOT_FOUND'), forms)).toBe(forms.failed);
    expect(problemMessage(problem(500, 'INTERNAL', undefined, 'Ocurrió un error'), academic)).toBe(
      academic.failed,
    );
  });

  it('falls back on the status when the answer carries no code it knows', () => {
    expect(problemMessage(problem(409), academic)).toBe(academic.conflict);
    expect(problemMessage(problem(403), forms)).toBe(forms.forbidden);
    expect(problemMessage(problem(502), forms)).toBe(forms.failed);
  });

  it('checks a status', () => {
    expect(isApiStatus(problem(404), 404)).toBe(true);
    expect(isApiStatus(new Error('x'), 404)).toBe(false);
    expect(isNotFound(problem(404))).toBe(true);
    expect(isNotFound(problem(403))).toBe(false);
  });
});

describe('the catalogue of error codes', () => {
  it('has a Spanish message for every code the contract declares', () => {
    const missing = Object.keys(ERROR_CODES).filter((code) => !codes[code as ErrorCode]?.trim());
    expect(missing).toEqual([]);
    expect(Object.keys(codes).sort()).toEqual(Object.keys(ERROR_CODES).sort());
  });

  it('never names an API parameter or a code in what it says', () => {
    for (const [code, message] of Object.entries(codes)) {
      expect(message, code).toMatch(/^[¡¿A-ZÁÉÍÓÚÑ].*[.!?]$/);
      expect(message, code).not.toMatch(/[a-z]+[A-Z][a-zA-Z]*|=|_/);
    }
  });
});
