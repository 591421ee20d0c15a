/**
 * "Quiero que me contacten" on a course's public page: a plain HTML form (decision 0011: no
 * Mantine JS on public pages) posted to the route's action, which calls the API on the server
 * with the visit's first and last touch. The confirmation or the refused fields come back as
 * the action's data. The spam trap `website` is hidden from people (and from screen readers).
 */
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
      <Field label={texts.fullName}>
        {(id) => (
          <>
            <input
              id={id}
              name="fullName"
              className="p-input"
              autoComplete="name"
              maxLength={200}
              required
              defaultValue={values.fullName}
              aria-invalid={Boolean(errors.fullName)}
            />
            <FieldError message={errors.fullName} id={`${id}-error`} />
          </>
        )}
      </Field>
      <Field label={texts.email}>
        {(id) => (
          <>
            <input
              id={id}
              name="email"
              type="email"
              className="p-input"
              autoComplete="email"
              maxLength={254}
              required
              defaultValue={values.email}
              aria-invalid={Boolean(errors.email)}
            />
            <FieldError message={errors.email} id={`${id}-error`} />
          </>
        )}
      </Field>
      <Field label={texts.phone}>
        {(id) => (
          <>
            <input
              id={id}
              name="phone"
              type="tel"
              className="p-input"
              autoComplete="tel"
              placeholder={texts.phonePlaceholder}
              maxLength={30}
              defaultValue={values.phone}
              aria-invalid={Boolean(errors.phone)}
            />
            <FieldError message={errors.phone} id={`${id}-error`} />
          </>
        )}
      </Field>
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
