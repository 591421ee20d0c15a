/**
 * "Acceso con deuda" on a course's admin page (commercial admins): the course's policy, off
 * or "after N days" (1–365), with what it does. The rule itself is the API's (the enrollments
 * module): past N days from the due date of his oldest owed period, a student loses
 * recordings and new content until he pays; live classes stay.
 */
import { Button, Group, NumberInput, SegmentedControl, Stack, Text } from '@mantine/core';
import { format, useMessages } from '../../i18n';
import type { Course } from '../../lib/api-types';
import { useApiForm } from '../../ui/form';
import { Section } from '../../ui/section';
import { notify } from '../../ui/toast';
import { useSetDebtAccessPolicy } from './api';

type Values = { mode: 'off' | 'on'; days: number | string };

export function DebtAccessSection({ course }: { course: Pick<Course, 'id' | 'debtAccessDays'> }) {
  const academic = useMessages().academic;
  const messages = academic.admin.courses.debtAccess;
  const save = useSetDebtAccessPolicy();
  const { form, onSubmit, submitting, fieldsRef } = useApiForm<Values, unknown>({
    initialValues: {
      mode: course.debtAccessDays === null ? 'off' : 'on',
      days: course.debtAccessDays ?? 30,
    },
    validate: {
      days: (value, values) =>
        values.mode === 'on' && !(Number.isInteger(value) && Number(value) >= 1 && Number(value) <= 365)
          ? messages.daysRequired
          : null,
    },
    fieldNames: { debtAccessDays: 'days' },
    submit: (values) =>
      save.mutateAsync({
        courseId: course.id,
        debtAccessDays: values.mode === 'on' ? Number(values.days) : null,
      }),
    onSuccess: () => notify.success(messages.saved),
  });
  const current =
    course.debtAccessDays === null
      ? messages.currentOff
      : format(messages.currentOn, { days: String(course.debtAccessDays) });
  return (
    <Section title={messages.title} testId="debt-access">
      <Text size="sm">{messages.explanation}</Text>
      <Text size="sm" fw={600} data-testid="debt-access-current">
        {format(messages.current, { state: current })}
      </Text>
      <form ref={fieldsRef} onSubmit={onSubmit}>
        <Stack gap="sm" align="flex-start">
          <SegmentedControl
            aria-label={messages.mode}
            data={[
              { value: 'off', label: messages.off },
              { value: 'on', label: messages.on },
            ]}
            data-testid="debt-access-mode"
            {...form.getInputProps('mode')}
          />
          <Group align="flex-end">
            {form.values.mode === 'on' && (
              <NumberInput
                label={messages.days}
                description={messages.daysHint}
                min={1}
                max={365}
                allowDecimal={false}
                w={220}
                data-testid="debt-access-days"
                {...form.getInputProps('days')}
              />
            )}
            <Button type="submit" loading={submitting} data-testid="debt-access-save">
              {academic.actions.save}
            </Button>
          </Group>
        </Stack>
      </form>
    </Section>
  );
}
