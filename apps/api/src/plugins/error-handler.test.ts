import { describe, expect, it } from 'vitest';
import { AppError } from '../errors/app-error.js';
import { fieldErrorsOf, toProblem } from './error-handler.js';

const request = { url: '/courses/enrollments?x=1' } as never;

describe('fieldErrorsOf', () => {
  it('names a missing query parameter', () => {
    expect(
      fieldErrorsOf(
        [{ instancePath: '', keyword: 'required', params: { missingProperty: 'from' } }],
        'querystring',
      ),
    ).toEqual([{ path: 'query.from', message: 'es obligatorio' }]);
  });

  it('names a malformed date and the expected format', () => {
    expect(
      fieldErrorsOf(
        [{ instancePath: '/fromDate', keyword: 'format', params: { format: 'date-time' } }],
        'querystring',
      ),
    ).toEqual([{ path: 'query.fromDate', message: 'formato inválido (se espera date-time)' }]);
  });

  it('names an unknown body property, nested', () => {
    expect(
      fieldErrorsOf(
        [{ instancePath: '/links/0', keyword: 'additionalProperties', params: { additionalProperty: 'x' } }],
        'body',
      ),
    ).toEqual([{ path: 'body.links.0.x', message: 'no es un campo admitido' }]);
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
    expect(toProblem(new AppError('CONFLICT', 'El curso está cerrado'), request)).toEqual({
      type: 'https://catedra.ar/problems/conflict',
      title: 'Conflicto',
      status: 409,
      detail: 'El curso está cerrado',
      code: 'CONFLICT',
      instance: '/courses/enrollments',
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
});
