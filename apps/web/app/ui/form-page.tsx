/**
 * A page that is one form (invite a user, a new sale): its header, then the form in a card,
 * labelled by the page's title, with the API's failure first. The fields and the buttons are
 * the page's; `fieldsRef` and `onSubmit` come from `useApiForm`.
 */
import { Card, Stack } from '@mantine/core';
import type { ReactNode } from 'react';
import { type ApiForm, FormFailure } from './form';
import { PageHeader } from './list-page';

export function FormPage({
  title,
  subtitle,
  above,
  form,
  children,
}: {
  title: string;
  subtitle?: string;
  /** What goes above the header (a way back). */
  above?: ReactNode;
  /** The page's `useApiForm`: where its fields are, its submit and its failure. */
  form: Pick<ApiForm<Record<string, unknown>>, 'fieldsRef' | 'onSubmit' | 'failure'>;
  children: ReactNode;
}) {
  return (
    <Stack gap="lg" maw={900}>
      {above}
      <PageHeader title={title} subtitle={subtitle} />
      <Card withBorder radius="lg" padding="lg">
        <form ref={form.fieldsRef} onSubmit={form.onSubmit} noValidate aria-label={title}>
          <Stack gap="md">
            <FormFailure message={form.failure} />
            {children}
          </Stack>
        </form>
      </Card>
    </Stack>
  );
}
