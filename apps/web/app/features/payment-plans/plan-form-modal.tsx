/**
 * Creating or editing a payment plan: the fields follow the type (a hybrid asks for the down
 * payment, the instalment and their count; a complete plan only for the instalment), and
 * beside them the schedule a student enrolling today would get, recomputed as one types.
 */

import { addMoney, CURRENCIES, localDateOf } from '@catedra/contract/browser';
import {
  Modal,
  NumberInput,
  SegmentedControl,
  Select,
  SimpleGrid,
  Stack,
  Switch,
  Text,
  TextInput,
} from '@mantine/core';
import { format, useMessages } from '../../i18n';
import { formatCalendarDate, timeZoneLabel } from '../../lib/dates';
import { formatAmount } from '../../lib/formats';
import { toastAndClose, useApiForm } from '../../ui/form';
import { FormActions } from '../../ui/form-actions';
import { Heading } from '../../ui/heading';
import { ScheduleTable } from '../../ui/schedule-table';
import { useAllAlliances, useSavePlan } from './api';
import {
  type CourseDates,
  PLAN_TYPES,
  type PlanFormValues,
  type PlanOffer,
  planCreation,
  planFormErrors,
  planFormValues,
  planUpdate,
  previewSchedule,
  usesField,
} from './plan-form';

function SchedulePreview({ values, course }: { values: PlanFormValues; course: CourseDates }) {
  const text = useMessages().sellingPlans.plans.preview;
  const now = new Date();
  const periods = previewSchedule(values, course, now);
  return (
    <Stack gap="xs" data-testid="plan-preview">
      <Heading
        title={text.title}
        hint={format(text.hint, {
          zone: timeZoneLabel(course.timezoneId),
          today: formatCalendarDate(localDateOf(now, course.timezoneId)),
        })}
        order={3}
        fz="md"
        hintSize="xs"
        gap="xs"
      />
      {periods ? (
        <ScheduleTable
          striped
          withTableBorder
          fz="sm"
          headings={{ period: text.number, dueDate: text.dueDate, amount: text.amount }}
          rows={periods.map((period) => ({
            key: period.number,
            period: period.number,
            dueDate: formatCalendarDate(period.dueDate),
            amount: formatAmount(period.amount, values.currency),
          }))}
          total={{
            label: text.total,
            amount: formatAmount(addMoney(...periods.map((period) => period.amount)), values.currency),
            testId: 'plan-preview-total',
          }}
        />
      ) : (
        <Text size="sm">{text.incomplete}</Text>
      )}
    </Stack>
  );
}

export function PlanFormModal({
  course,
  plan,
  onClose,
}: {
  course: CourseDates & { id: string };
  plan: PlanOffer | null;
  onClose: () => void;
}) {
  const text = useMessages().sellingPlans.plans;
  const alliances = useAllAlliances();
  const save = useSavePlan(course.id);
  const { form, onSubmit, submitting, fieldsRef } = useApiForm({
    initialValues: planFormValues(plan),
    validate: (values) => planFormErrors(values, text),
    submit: (values) =>
      save.mutateAsync({ planId: plan?.id, creation: planCreation(values), update: planUpdate(values) }),
    onSuccess: toastAndClose(plan ? text.saved : text.created, onClose),
  });
  const values = form.getValues();
  const allianceOptions = [
    { value: '', label: text.fields.allianceNone },
    ...(alliances.data?.content ?? []).map((alliance) => ({ value: alliance.id, label: alliance.name })),
  ];
  /** An amount of the plan's, as the person writes it ("10.000", "5000,50"); only where its type has one. */
  const amountInput = (field: 'upfrontAmount' | 'periodAmount', label: string) =>
    usesField(values.type, field) && (
      <TextInput
        label={label}
        description={text.fields.amountHint}
        inputMode="decimal"
        required
        {...form.getInputProps(field)}
      />
    );
  return (
    <Modal opened onClose={onClose} title={plan ? text.editTitle : text.newTitle} size="xl">
      <SimpleGrid cols={{ base: 1, md: 2 }} spacing="lg">
        <Stack gap="sm" ref={fieldsRef}>
          <TextInput label={text.fields.name} required data-autofocus {...form.getInputProps('name')} />
          <Select
            label={text.fields.type}
            description={text.typeHints[values.type]}
            data={PLAN_TYPES.map((type) => ({ value: type, label: text.types[type] }))}
            allowDeselect={false}
            {...form.getInputProps('type')}
            data-testid="plan-type"
          />
          <Stack gap={4}>
            <Text size="sm" fw={500}>
              {text.fields.currency}
            </Text>
            <SegmentedControl data={[...CURRENCIES]} {...form.getInputProps('currency')} />
          </Stack>
          {amountInput(
            'upfrontAmount',
            values.type === 'hybrid' ? text.fields.upfrontAmount.hybrid : text.fields.upfrontAmount.upfront,
          )}
          {amountInput('periodAmount', text.fields.periodAmount)}
          {usesField(values.type, 'numberOfPeriods') && (
            <NumberInput
              label={text.fields.numberOfPeriods}
              min={1}
              max={120}
              allowDecimal={false}
              required
              {...form.getInputProps('numberOfPeriods')}
            />
          )}
          <Select
            label={text.fields.alliance}
            data={allianceOptions}
            value={values.allianceId ?? ''}
            onChange={(value) => form.setFieldValue('allianceId', value || null)}
            allowDeselect={false}
            error={form.errors.allianceId}
          />
          <Switch label={text.fields.active} {...form.getInputProps('active', { type: 'checkbox' })} />
        </Stack>
        <SchedulePreview values={values} course={course} />
      </SimpleGrid>
      <Stack mt="md">
        <FormActions onCancel={onClose} onConfirm={onSubmit} busy={submitting} />
      </Stack>
    </Modal>
  );
}
