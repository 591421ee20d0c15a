/**
 * One form hook for every form that saves through the API, on @mantine/form: the values,
 * the client-side checks (Mantine's `validate` rules, run before anything is sent), the
 * submit through a mutation, and a failed call turned into what the person reads — each
 * field the API names gets its message (`fieldErrorsOf`), the whole form one sentence
 * (`problemMessage`) as a toast or an alert — and the first field in error is scrolled
 * into view and focused, whether the browser or the API found it.
 */
import { type FormErrors, type FormValidateInput, type UseFormReturnType, useForm } from '@mantine/form';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useMessages } from '../../i18n';
import { fieldErrorsOf, type ProblemTexts, problemMessage } from '../../lib/api-problem';
import { notify } from '../toast';

export type ApiFormOptions<Values extends Record<string, unknown>, Result> = {
  initialValues: Values;
  /** Checks made before sending (the API checks everything again). */
  validate?: FormValidateInput<Values>;
  /** Sends the values, usually a mutation's `mutateAsync`. */
  submit: (values: Values) => Promise<Result>;
  onSuccess?: (result: Result, values: Values) => void;
  /**
   * The API's field names that differ from the form's (`fromDate` → `date`); a path under
   * a renamed field is renamed too (`classes.2.title` stays as it is when not listed).
   */
  fieldNames?: Readonly<Record<string, string>>;
  /**
   * A failure the form explains itself (a taken e-mail): the field messages to show, or
   * undefined to let the generic handling run.
   */
  explain?: (error: unknown) => FormErrors | undefined;
  /**
   * The form's own fields and a Spanish message for each where the API's is a validator's
   * (the user forms' wording): only these fields are marked (none, with an empty list).
   */
  fallback?: { fields: readonly string[]; message?: (field: string) => string };
  /** The texts of the whole-form message; the academic ones unless told. */
  texts?: ProblemTexts;
  /**
   * The whole-form sentence when the screen words failures itself (the sign-in's "e-mail o
   * contraseña incorrectos"); `problemMessage` with `texts` otherwise.
   */
  failureMessage?: (error: unknown) => string;
  /** Where the whole-form message goes: a toast (dialogs) or `failure`, for an alert in the form. */
  failureAs?: 'toast' | 'alert';
};

export type ApiForm<Values extends Record<string, unknown>> = {
  form: UseFormReturnType<Values>;
  /** For `<form onSubmit>`, or to call from a dialog's confirm button. */
  onSubmit: (event?: React.FormEvent<HTMLFormElement>) => void;
  /**
   * The same checks and sending, settled when the answer has been handled (never rejects):
   * for a confirmation's button under `useConfirmOnce`, which stays busy until it settles.
   */
  submitNow: () => Promise<void>;
  submitting: boolean;
  /** The whole-form message when `failureAs` is 'alert'. */
  failure: string | null;
  /** Put on the element holding the fields (`ref={fieldsRef}`): the first one in error is looked up inside it. */
  fieldsRef: (node: HTMLElement | null) => void;
};

/** A path of the API's under the form's name for it. */
export function renameField(path: string, names: Readonly<Record<string, string>> = {}): string {
  const [head = path, ...rest] = path.split('.');
  const renamed = names[path] ?? names[head];
  if (!renamed) return path;
  return names[path] ? renamed : [renamed, ...rest].join('.');
}

/** The field messages of a failed call, under the form's field names. */
export function formErrorsOf(
  error: unknown,
  names?: Readonly<Record<string, string>>,
  fallback?: ApiFormOptions<Record<string, unknown>, unknown>['fallback'],
): FormErrors {
  const found = fallback ? fieldErrorsOf(error, fallback.fields, fallback.message) : fieldErrorsOf(error);
  return Object.fromEntries(
    Object.entries(found).map(([path, message]) => [renameField(path, names), message]),
  );
}

/**
 * Scrolls to and focuses the first invalid input inside `container`, in the page's order.
 * Mantine marks most inputs with `aria-invalid`, a PasswordInput's only with `data-invalid`.
 */
export function focusFirstError(container: ParentNode | null): boolean {
  const invalid = container?.querySelector<HTMLElement>('[aria-invalid="true"], input[data-invalid="true"]');
  if (!invalid) return false;
  invalid.scrollIntoView?.({ block: 'center', behavior: 'smooth' });
  invalid.focus({ preventScroll: true });
  return true;
}

export function useApiForm<Values extends Record<string, unknown>, Result>(
  options: ApiFormOptions<Values, Result>,
): ApiForm<Values> {
  const messages = useMessages();
  const form = useForm<Values>({
    mode: 'controlled',
    initialValues: options.initialValues,
    validate: options.validate,
  });
  const [submitting, setSubmitting] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const fields = useRef<HTMLElement | null>(null);
  const fieldsRef = useCallback((node: HTMLElement | null) => {
    fields.current = node;
  }, []);
  // Bumped after each failed submit: once its errors are on screen, the first one gets the focus.
  const [failedSubmits, setFailedSubmits] = useState(0);
  useEffect(() => {
    if (failedSubmits > 0) focusFirstError(fields.current);
  }, [failedSubmits]);

  const latest = useRef(options);
  latest.current = options;

  const send = useCallback(
    async (values: Values) => {
      const {
        submit,
        onSuccess,
        explain,
        fieldNames,
        fallback,
        texts,
        failureMessage,
        failureAs = 'toast',
      } = latest.current;
      setFailure(null);
      setSubmitting(true);
      try {
        const result = await submit(values);
        onSuccess?.(result, values);
      } catch (error) {
        const explained = explain?.(error);
        form.setErrors(explained ?? formErrorsOf(error, fieldNames, fallback));
        if (!explained) {
          const message = failureMessage
            ? failureMessage(error)
            : problemMessage(error, texts ?? messages.academic.errors);
          if (failureAs === 'alert') setFailure(message);
          else notify.error(message);
        }
        setFailedSubmits((count) => count + 1);
      } finally {
        setSubmitting(false);
      }
    },
    [form, messages],
  );

  const onSubmit = form.onSubmit(
    (values) => void send(values),
    () => setFailedSubmits((count) => count + 1),
  );
  const submitNow = useCallback(async () => {
    if (form.validate().hasErrors) {
      setFailedSubmits((count) => count + 1);
      return;
    }
    await send(form.getValues());
  }, [form, send]);
  return { form, onSubmit, submitNow, submitting, failure, fieldsRef };
}
