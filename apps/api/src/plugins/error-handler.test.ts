import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { AppError } from '../errors/app-error.js';
import { takeUndeclaredCodes } from '../errors/declared-codes.js';
import { MAX_PATH_PARAMETER_LENGTH } from '../http/validation.js';
import { fieldErrorsOf, registerErrorHandler, toProblem } from './error-handler.js';

const request = { url: '/courses/enrollments?x=1' } as never;

describe('fieldErrorsOf', () => {
  it.each([
    {
      what: 'a missing query parameter',
      issue: { instancePath: '', keyword: 'required', params: { missingProperty: 'from' } },
      context: 'querystring',
      field: {
        path: 'query.from',
        message: 'es obligatorio',
        code: 'required',
        params: { missingProperty: 'from' },
      },
    },
    {
      what: 'a malformed date and the expected format',
      issue: { instancePath: '/fromDate', keyword: 'format', params: { format: 'date-time' } },
      context: 'querystring',
      field: {
        path: 'query.fromDate',
        message: 'formato inválido (se espera date-time)',
        code: 'format',
        params: { format: 'date-time' },
      },
    },
    {
      what: 'an unknown body property, nested',
      issue: {
        instancePath: '/links/0',
        keyword: 'additionalProperties',
        params: { additionalProperty: 'x' },
      },
      context: 'body',
      field: {
        path: 'body.links.0.x',
        message: 'no es un campo admitido',
        code: 'additionalProperties',
        params: { additionalProperty: 'x' },
      },
    },
  ])('names $what', ({ issue, context, field }) => {
    expect(fieldErrorsOf([issue], context)).toEqual([field]);
  });

  it('keeps the keyword and its params, so a client writes its own message; its message is Spanish', () => {
    const [issue] = fieldErrorsOf(
      [
        {
          instancePath: '/title',
          keyword: 'maxLength',
          message: 'must NOT have more than 200 characters',
          params: { limit: 200 },
        },
      ],
      'body',
    );
    expect(issue).toEqual({
      path: 'body.title',
      message: 'debe tener como máximo 200 caracteres',
      code: 'maxLength',
      params: { limit: 200 },
    });
  });

  it.each([
    ['maxLength', { limit: 1 }, 'debe tener como máximo 1 carácter'],
    ['minLength', { limit: 3 }, 'debe tener al menos 3 caracteres'],
    ['minimum', { comparison: '>=', limit: 1 }, 'debe ser mayor o igual a 1'],
    ['maximum', { comparison: '<=', limit: 200 }, 'debe ser menor o igual a 200'],
    ['exclusiveMinimum', { comparison: '>', limit: 0 }, 'debe ser mayor que 0'],
    ['exclusiveMaximum', { comparison: '<', limit: 10 }, 'debe ser menor que 10'],
    ['multipleOf', { multipleOf: 5 }, 'debe ser múltiplo de 5'],
    ['type', { type: 'integer' }, 'debe ser un número entero'],
    ['type', { type: 'object' }, 'debe ser un objeto'],
    ['type', { type: 'string,null' }, 'debe ser un texto o null'],
    ['pattern', { pattern: '^[a-z]+$' }, 'no tiene la forma esperada (^[a-z]+$)'],
    ['enum', { allowedValues: ['ARS', 'USD'] }, 'debe ser uno de: ARS, USD'],
    ['const', { allowedValue: 'APPROVED' }, 'debe ser APPROVED'],
    ['minItems', { limit: 1 }, 'debe tener al menos 1 elemento'],
    ['maxItems', { limit: 120 }, 'debe tener como máximo 120 elementos'],
    ['uniqueItems', { i: 1, j: 0 }, 'no puede repetir valores (el 0 y el 1 son iguales)'],
    ['anyOf', {}, 'no coincide con ninguna de las formas admitidas'],
    ['aKeywordNotKnownYet', {}, 'valor inválido'],
  ])('says %s %j in Spanish, never with Ajv’s English', (keyword, params, message) => {
    const [issue] = fieldErrorsOf(
      [{ instancePath: '/x', keyword, message: 'must be something in English', params }],
      'body',
    );
    expect(issue!.message).toBe(message);
  });
});

describe('toProblem', () => {
  it('answers 503 in Spanish, not 500, when the database cannot be reached', () => {
    const refused = Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:5433'), { code: 'ECONNREFUSED' });
    const problem = toProblem(new Error('Failed query: select 1', { cause: refused }), request);
    expect(problem).toMatchObject({
      status: 503,
      code: 'SERVICE_UNAVAILABLE',
      title: 'Servicio no disponible',
    });
    expect(problem.detail).toContain('Probá de nuevo');
    expect(problem.detail).not.toContain('ECONNREFUSED');
  });

  it('maps an AppError to problem+json fields, without the query string', () => {
    expect(toProblem(new AppError('ENROLLMENT_CLOSED', 'El curso está cerrado'), request)).toEqual({
      type: 'https://catedra.ar/problems/enrollment-closed',
      title: 'Inscripciones cerradas',
      status: 409,
      detail: 'El curso está cerrado',
      code: 'ENROLLMENT_CLOSED',
      instance: '/courses/enrollments',
    });
  });

  it('answers a field rule with its code on the problem and on the field', () => {
    const problem = toProblem(
      AppError.invalidField('PASSWORD_IS_EMAIL', 'body.password', 'no puede ser igual al e-mail'),
      request,
    );
    expect(problem).toMatchObject({
      status: 400,
      code: 'PASSWORD_IS_EMAIL',
      errors: [{ path: 'body.password', message: 'no puede ser igual al e-mail', code: 'PASSWORD_IS_EMAIL' }],
    });
  });

  it('hides the internals of an unexpected error', () => {
    const problem = toProblem(new Error('relation "users" does not exist at character 15'), request);
    expect(problem.status).toBe(500);
    expect(problem.code).toBe('INTERNAL');
    expect(JSON.stringify(problem)).not.toContain('relation');
  });

  it('keeps the status of Fastify’s own client errors', () => {
    const tooLarge = Object.assign(new Error('Request body is too large'), { statusCode: 413 });
    expect(toProblem(tooLarge, request)).toMatchObject({ status: 413, code: 'PAYLOAD_TOO_LARGE' });
  });

  it('says Fastify’s own client errors in Spanish', () => {
    const fastifyError = (code: string, statusCode: number, message: string) =>
      Object.assign(new Error(message), { code, statusCode });
    const invalidJson = fastifyError(
      'FST_ERR_CTP_INVALID_JSON_BODY',
      400,
      "Body is not valid JSON but content-type is set to 'application/json'",
    );
    expect(toProblem(invalidJson, request)).toMatchObject({
      status: 400,
      code: 'VALIDATION_FAILED',
      detail: 'El cuerpo de la solicitud no es JSON válido',
    });
    const tooLarge = fastifyError('FST_ERR_CTP_BODY_TOO_LARGE', 413, 'Request body is too large');
    expect(toProblem(tooLarge, request).detail).toBe('El cuerpo de la solicitud supera el tamaño admitido');
    const other = fastifyError('FST_ERR_SOMETHING_NEW', 415, 'Unsupported Media Type');
    expect(toProblem(other, request).detail).toBe('Tipo de contenido no admitido');
  });

  it('answers a path parameter longer than the router takes as a refused field, not 414', () => {
    const tooLong = Object.assign(new Error("'/users/aaa' is exceeding the max param length"), {
      code: 'FST_ERR_MAX_PARAM_LENGTH',
      statusCode: 414,
    });
    expect(toProblem(tooLong, request)).toMatchObject({
      status: 400,
      code: 'VALIDATION_FAILED',
      errors: [{ path: 'path', code: 'maxLength', params: { limit: MAX_PATH_PARAMETER_LENGTH } }],
    });
  });

  it('maps a status to a generic code, never to a domain code of the same status', () => {
    const conflict = Object.assign(new Error('Conflict'), { statusCode: 409 });
    expect(toProblem(conflict, request).code).toBe('VALIDATION_FAILED');
    const unauthorized = Object.assign(new Error('Unauthorized'), { statusCode: 401 });
    expect(toProblem(unauthorized, request).code).toBe('UNAUTHENTICATED');
  });
});

describe('the declared-codes check', () => {
  async function appAnswering(error: Error, mode: 'off' | 'log' | 'record') {
    const app = Fastify({ logger: false });
    registerErrorHandler(app, { undeclaredCodes: mode });
    app.get('/users', { config: { operationId: 'findAllUsers' } }, async () => {
      throw error;
    });
    await app.ready();
    return app;
  }

  it('records an operation answering a code it does not declare, and still answers it', async () => {
    const app = await appAnswering(new AppError('EMAIL_TAKEN'), 'record');
    const response = await app.inject({ method: 'GET', url: '/users' });
    expect(response.statusCode).toBe(409);
    expect(takeUndeclaredCodes()).toEqual([{ operationId: 'findAllUsers', code: 'EMAIL_TAKEN' }]);
    await app.close();
  });

  it('records nothing for a declared or implied code, nor when off', async () => {
    const implied = await appAnswering(AppError.forbidden(), 'record');
    await implied.inject({ method: 'GET', url: '/users' });
    const off = await appAnswering(new AppError('EMAIL_TAKEN'), 'off');
    await off.inject({ method: 'GET', url: '/users' });
    expect(takeUndeclaredCodes()).toEqual([]);
    await Promise.all([implied.close(), off.close()]);
  });
});

describe('fieldErrorsOf with the route schema', () => {
  const schema = {
    type: 'object',
    properties: {
      size: { type: 'integer', minimum: 1, maximum: 500 },
      title: { type: 'string', minLength: 1, maxLength: 200 },
    },
  };

  it('adds the other bound of a range, so a client can say "between 1 and 500"', () => {
    const [size] = fieldErrorsOf(
      [
        {
          instancePath: '/size',
          schemaPath: '#/properties/size/maximum',
          keyword: 'maximum',
          params: { comparison: '<=', limit: 500 },
        },
      ],
      'querystring',
      schema,
    );
    expect(size).toMatchObject({
      path: 'query.size',
      code: 'maximum',
      params: { comparison: '<=', limit: 500, minimum: 1, maximum: 500 },
    });
  });

  it('adds the length bounds of a text, and nothing when the schema path leads nowhere', () => {
    const [title, lost] = fieldErrorsOf(
      [
        {
          instancePath: '/title',
          schemaPath: '#/properties/title/maxLength',
          keyword: 'maxLength',
          params: { limit: 200 },
        },
        {
          instancePath: '/x',
          schemaPath: '#/properties/x/maxLength',
          keyword: 'maxLength',
          params: { limit: 3 },
        },
      ],
      'body',
      schema,
    );
    expect(title!.params).toEqual({ limit: 200, minLength: 1, maxLength: 200 });
    expect(lost!.params).toEqual({ limit: 3 });
  });
});
