/**
 * "Quiero que me contacten" on a course's public page: a plain HTML form (decision 0011: no
 * Mantine JS on public pages) posted to the route's action, which calls the API on the server
 * with the visit's first and last touch. The confirmation or the refused fields come back as
 * the action's data. The spam trap `website` is hidden from people (and from screen readers).
 */
import type { InputHTMLAttributes } from 'react';
import { useSiteMessages } from '../../i18n/site';
import { Field } from '../../ui/plain/blocks';
import { gap } from '../../ui/plain/style';
import type { LeadFormFields } from './lead-form-input';

export type LeadFormState =
  | { sent: true }
  | {
      sent: false;
      errors: Partial<Record<LeadFormFields, string>>;
      values: Record<string, string>;
      failure?: string;
    };

function FieldError({ message, id }: { message: string | undefined; id: string }) {
  if (!message) return null;
  return (
    <p className="p-text p-text--xs" style={{ color: 'var(--mantine-color-red-7)' }} id={id} role="alert">
      {message}
    </p>
  );
}

/** The visitor's text boxes, in the order shown. */
const TEXT_FIELDS = [
  { name: 'fullName', autoComplete: 'name', maxLength: 200, required: true },
  { name: 'email', type: 'email', autoComplete: 'email', maxLength: 254, required: true },
  { name: 'phone', type: 'tel', autoComplete: 'tel', maxLength: 30 },
] as const;

/** A text box of the form: the value the visitor sent, and what the API said about it. */
function TextField({
  label,
  error,
  ...input
}: {
  label: string;
  name: LeadFormFields;
  error: string | undefined;
} & InputHTMLAttributes<HTMLInputElement>) {
  return (
    <Field label={label}>
      {(id) => (
        <>
          <input id={id} className="p-input" aria-invalid={Boolean(error)} {...input} />
          <FieldError message={error} id={`${id}-error`} />
        </>
      )}
    </Field>
  );
}

export function LeadForm({ state }: { state: LeadFormState | undefined }) {
  const texts = useSiteMessages().leadForm;
  if (state?.sent) {
    return (
      <div className="p-alert p-alert--teal" data-testid="lead-form-sent" role="status">
        <p className="p-alert__title">{texts.sentTitle}</p>
        <p className="p-text p-text--sm">{texts.sentText}</p>
      </div>
    );
  }
  const errors = state?.errors ?? {};
  const values = state?.values ?? {};
  return (
    <form method="post" className="p-card p-stack" style={gap('sm')} data-testid="lead-form" noValidate>
      <h2 className="p-title p-fz-lg">{texts.title}</h2>
      <p className="p-text p-text--sm p-dimmed">{texts.intro}</p>
      {state?.failure && (
        <p className="p-text p-text--sm" role="alert" style={{ color: 'var(--mantine-color-red-7)' }}>
          {state.failure}
        </p>
      )}
      {TEXT_FIELDS.map(({ name, ...input }) => (
        <TextField
          key={name}
          label={texts[name]}
          name={name}
          placeholder={name === 'phone' ? texts.phonePlaceholder : undefined}
          defaultValue={values[name]}
          error={errors[name]}
          {...input}
        />
      ))}
      <Field label={texts.message}>
        {(id) => (
          <textarea
            id={id}
            name="message"
            className="p-input"
            rows={3}
            maxLength={2000}
            defaultValue={values.message}
          />
        )}
      </Field>
      <div
        aria-hidden="true"
        style={{ position: 'absolute', left: '-10000px', width: 1, height: 1, overflow: 'hidden' }}
      >
        <label>
          {texts.website}
          <input name="website" type="text" tabIndex={-1} autoComplete="off" />
        </label>
      </div>
      <label className="p-text p-text--sm" style={{ display: 'flex', gap: 8, alignItems: 'flex-start' }}>
        <input
          name="consent"
          type="checkbox"
          required
          aria-invalid={Boolean(errors.consent)}
          data-testid="lead-form-consent"
        />
        <span>{texts.consent}</span>
      </label>
      <FieldError message={errors.consent} id="lead-consent-error" />
      <button type="submit" className="p-btn" data-testid="lead-form-submit">
        {texts.submit}
      </button>
    </form>
  );
}
