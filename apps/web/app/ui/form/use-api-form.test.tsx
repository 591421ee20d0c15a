import { ApiError } from '@catedra/client';
import { act } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  type ApiForm,
  type ApiFormOptions,
  focusFirstError,
  formErrorsOf,
  renameField,
  useApiForm,
} from './use-api-form';

// React's act() checks this flag before it flushes updates outside a test renderer.
(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

vi.mock('../toast', () => ({ notify: { error: vi.fn(), success: vi.fn() } }));

const badRequest = (
  errors: { path: string; message: string; code: string; params?: Record<string, unknown> }[],
) => new ApiError('createCourseTopic', 400, { status: 400, code: 'VALIDATION_FAILED', errors });

type Values = { name: string; slug: string };
let api: ApiForm<Values>;
let root: Root;
let container: HTMLDivElement;

type Submit = (values: Values) => Promise<unknown>;
type Extra = Partial<ApiFormOptions<Values, unknown>>;

function TopicForm({ submit, extra }: { submit: Submit; extra?: Extra }) {
  api = useApiForm({
    initialValues: { name: '', slug: '' },
    validate: { name: (value) => (value.trim() ? null : 'Completá este campo.') },
    submit,
    failureAs: 'alert',
    ...extra,
  });
  const field = (name: keyof Values) => {
    const { error, ...props } = api.form.getInputProps(name);
    return <input aria-label={name} aria-invalid={Boolean(error)} {...props} />;
  };
  return (
    <form ref={api.fieldsRef} onSubmit={api.onSubmit}>
      {field('name')}
      {field('slug')}
    </form>
  );
}

async function render(submit: Submit, extra?: Extra) {
  container = document.createElement('div');
  document.body.append(container);
  root = createRoot(container);
  await act(async () => root.render(<TopicForm submit={submit} extra={extra} />));
}

const input = (name: string) => container.querySelector<HTMLInputElement>(`[aria-label="${name}"]`)!;

afterEach(() => {
  act(() => root.unmount());
  container.remove();
});

describe('useApiForm', () => {
  it('checks the values first: nothing is sent and the first field in error gets the focus', async () => {
    const submit = vi.fn(async () => undefined);
    await render(submit);
    await act(async () => api.onSubmit());
    expect(submit).not.toHaveBeenCalled();
    expect(api.form.errors).toEqual({ name: 'Completá este campo.' });
    expect(document.activeElement).toBe(input('name'));
  });

  it('puts the API’s field messages on their fields and focuses the first one', async () => {
    await render(async () => {
      throw badRequest([
        {
          path: 'body.slug',
          message: 'must NOT have more than 80 characters',
          code: 'maxLength',
          params: { limit: 80 },
        },
      ]);
    });
    await act(async () => api.form.setFieldValue('name', 'Diseño'));
    await act(async () => api.onSubmit());
    expect(api.form.errors).toMatchObject({ slug: 'Máximo 80 caracteres.' });
    expect(api.failure).toBeTruthy();
    expect(document.activeElement).toBe(input('slug'));
  });

  it('lets a screen word the failure itself and mark no field from the API', async () => {
    await render(
      async () => {
        throw badRequest([{ path: 'body.slug', message: 'must match format', code: 'format' }]);
      },
      { fallback: { fields: [] }, failureMessage: () => 'E-mail o contraseña incorrectos.' },
    );
    await act(async () => api.form.setFieldValue('name', 'Diseño'));
    await act(async () => api.onSubmit());
    expect(api.form.errors).toEqual({});
    expect(api.failure).toBe('E-mail o contraseña incorrectos.');
  });

  it('submitNow settles once the answer is handled, and sends nothing the checks refuse', async () => {
    let answer: (value: string) => void = () => {};
    const submit = vi.fn(() => new Promise<string>((resolve) => (answer = resolve)));
    const onSuccess = vi.fn();
    await render(submit, { onSuccess });
    await act(async () => api.submitNow());
    expect(submit).not.toHaveBeenCalled();
    expect(api.form.errors).toEqual({ name: 'Completá este campo.' });

    await act(async () => api.form.setFieldValue('name', 'Diseño'));
    let settled = false;
    let sending: Promise<void> = Promise.resolve();
    await act(async () => {
      sending = api.submitNow().then(() => {
        settled = true;
      });
    });
    expect(submit).toHaveBeenCalledTimes(1);
    expect(settled).toBe(false);
    await act(async () => {
      answer('saved');
      await sending;
    });
    expect(settled).toBe(true);
    expect(onSuccess).toHaveBeenCalledWith('saved', { name: 'Diseño', slug: '' });
  });

  it('sends the values when they pass the checks', async () => {
    const submit = vi.fn(async () => 'saved');
    await render(submit);
    await act(async () => api.form.setFieldValue('name', 'Diseño'));
    await act(async () => api.onSubmit());
    expect(submit).toHaveBeenCalledWith({ name: 'Diseño', slug: '' });
    expect(api.failure).toBeNull();
  });
});

describe('focusFirstError', () => {
  it('finds a password input, which Mantine marks with data-invalid only', () => {
    const box = document.createElement('div');
    box.innerHTML =
      '<input name="ok"><input type="password" name="current" data-invalid="true"><input aria-invalid="true">';
    document.body.append(box);
    expect(focusFirstError(box)).toBe(true);
    expect(document.activeElement?.getAttribute('name')).toBe('current');
    box.remove();
  });
});

describe('the API’s field names on the form', () => {
  it('renames a field and what lies under it', () => {
    expect(renameField('fromDate', { fromDate: 'date' })).toBe('date');
    expect(renameField('classes.2.title', { classes: 'rows' })).toBe('rows.2.title');
    expect(renameField('title', { fromDate: 'date' })).toBe('title');
  });

  it('reads a problem’s errors under the form’s names', () => {
    const error = badRequest([
      {
        path: 'query.fromDate',
        message: 'must match format "date"',
        code: 'format',
        params: { format: 'date' },
      },
    ]);
    expect(formErrorsOf(error, { fromDate: 'date' })).toEqual({ date: 'Ingresá una fecha válida.' });
  });
});
