import { ApiError } from '@catedra/client';
import { describe, expect, it } from 'vitest';
import { getMessages } from '../i18n';
import { fieldErrorsOf, fieldOfPath, isApiStatus, isNotFound, problemMessage } from './api-problem';

const forms = getMessages().forms;
const academic = getMessages().academic.errors;

function problem(status: number, errors?: { path: string; message: string }[], detail?: string) {
  return new ApiError('createUser', status, { status, code: 'X', detail, errors });
}

describe('fieldOfPath', () => {
  it('reads the body or query field of an API error path', () => {
    expect(fieldOfPath('body.email')).toBe('email');
    expect(fieldOfPath('body.links.1.url')).toBe('links.1.url');
    expect(fieldOfPath('query.page')).toBe('page');
    expect(fieldOfPath('params.id')).toBeNull();
    expect(fieldOfPath('body')).toBeNull();
  });
});

describe('fieldErrorsOf', () => {
  const fields = ['email', 'password', 'phone'] as const;
  const fallback = (field: string) => `fallback ${field}`;

  it('keeps the API’s Spanish messages, as sentences', () => {
    const error = problem(400, [{ path: 'body.password', message: 'no puede ser igual al e-mail' }]);
    expect(fieldErrorsOf(error, fields, fallback)).toEqual({ password: 'No puede ser igual al e-mail.' });
  });

  it('replaces Ajv’s English messages with the field’s Spanish one', () => {
    const error = problem(400, [
      { path: 'body.phone', message: 'must match pattern "^\\+[1-9]\\d{6,14}$"' },
      { path: 'body.email', message: 'formato inválido (se espera email)' },
    ]);
    expect(fieldErrorsOf(error, fields, fallback)).toEqual({
      phone: 'fallback phone',
      email: 'Formato inválido (se espera email).',
    });
  });

  it('maps nested paths to their field and ignores fields the form does not have', () => {
    const error = problem(400, [
      { path: 'body.links.0.url', message: 'must match format "uri"' },
      { path: 'body.unknown', message: 'no es un campo admitido' },
      { path: 'query.page', message: 'must be integer' },
    ]);
    expect(fieldErrorsOf(error, ['links.0.url'], () => 'dirección inválida')).toEqual({
      'links.0.url': 'dirección inválida',
    });
  });

  it('keeps the first message of a field', () => {
    const error = problem(400, [
      { path: 'body.email', message: 'es obligatorio' },
      { path: 'body.email', message: 'otra cosa' },
    ]);
    expect(fieldErrorsOf(error, fields, fallback)).toEqual({ email: 'Es obligatorio.' });
  });

  it('has nothing to say about errors that are not API errors', () => {
    expect(fieldErrorsOf(new Error('x'), fields, fallback)).toEqual({});
    expect(fieldErrorsOf(new Error('x'))).toEqual({});
  });

  it('without a field list, maps every body and query path, and a list item onto its list too', () => {
    const error = problem(400, [
      { path: 'body.title', message: 'es obligatorio' },
      { path: 'body.resources.0.url', message: 'formato inválido' },
      { path: 'query.fromDate', message: 'formato inválido (se espera date-time)' },
    ]);
    expect(fieldErrorsOf(error)).toEqual({
      title: 'Es obligatorio.',
      'resources.0.url': 'Formato inválido.',
      resources: 'Formato inválido.',
      fromDate: 'Formato inválido (se espera date-time).',
    });
  });
});

describe('problemMessage', () => {
  it('tells connection, permission and field problems apart', () => {
    expect(problemMessage(new ApiError('x', 0, undefined), forms)).toBe(forms.unavailable);
    expect(problemMessage(problem(403), forms)).toBe(forms.forbidden);
    expect(problemMessage(problem(400, [{ path: 'body.email', message: 'x' }]), forms)).toBe(
      forms.checkFields,
    );
    expect(problemMessage(problem(500), forms)).toBe(forms.failed);
    expect(problemMessage(new Error('boom'), forms)).toBe(forms.failed);
  });

  it('shows the API’s Spanish detail of a conflict or a broken rule', () => {
    expect(
      problemMessage(problem(422, undefined, 'No podés quitarte tu último rol de administración'), forms),
    ).toBe('No podés quitarte tu último rol de administración.');
    expect(problemMessage(problem(409, undefined, 'Ya existe un curso con ese slug'), academic)).toBe(
      'Ya existe un curso con ese slug.',
    );
  });

  it('uses the screen’s own texts, including not found where it has one', () => {
    expect(problemMessage(problem(403), academic)).toBe(academic.forbidden);
    expect(problemMessage(new ApiError('op', 0, undefined), academic)).toBe(academic.unavailable);
    expect(problemMessage(problem(404, undefined, 'Curso no existe'), academic)).toBe(academic.notFound);
    expect(problemMessage(problem(404, undefined, 'Curso no existe'), forms)).toBe(forms.failed);
    expect(problemMessage(problem(500, undefined, 'Ocurrió un error inesperado'), academic)).toBe(
      academic.failed,
    );
  });

  it('checks a status', () => {
    expect(isApiStatus(problem(404), 404)).toBe(true);
    expect(isApiStatus(new Error('x'), 404)).toBe(false);
    expect(isNotFound(problem(404))).toBe(true);
    expect(isNotFound(problem(403))).toBe(false);
  });
});
