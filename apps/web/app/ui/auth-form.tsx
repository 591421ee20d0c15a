/**
 * The form of an account page (sign-in, sign-up, password recovery): named by the page's
 * title, the whole-form failure above the fields, one full-width submit button below them and
 * the page's links under it.
 */
import { Stack } from '@mantine/core';
import type { ReactNode } from 'react';
import { AuthSubmit } from './auth-card';
import { type ApiForm, FormFailure } from './form';

type AuthFormProps = {
  api: Pick<ApiForm<Record<string, unknown>>, 'onSubmit' | 'submitting' | 'failure' | 'fieldsRef'>;
  title: string;
  submitLabel: string;
  failureTestId?: string;
  children: ReactNode;
  /** Under the submit button: where to go instead (sign in, create an account, recover). */
  links?: ReactNode;
};

export function AuthForm({ api, title, submitLabel, failureTestId, children, links }: AuthFormProps) {
  return (
    <form ref={api.fieldsRef} onSubmit={api.onSubmit} noValidate aria-label={title}>
      <Stack gap="md">
        <FormFailure message={api.failure} testId={failureTestId} />
        {children}
        <AuthSubmit submitting={api.submitting}>{submitLabel}</AuthSubmit>
        {links}
      </Stack>
    </form>
  );
}
