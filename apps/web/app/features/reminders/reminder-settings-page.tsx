/**
 * "Recordatorios" (/admin/reminders, COMMERCIAL_ADMIN and SU): the stages in days from
 * the due date, the WhatsApp template and the e-mail's words with a preview filled as the
 * API fills them (the contract's fillReminderTemplate), and the holidays table.
 */
import {
  fillReminderTemplate,
  REMINDER_TEMPLATE_FIELDS,
  SAMPLE_REMINDER_VALUES,
} from '@catedra/contract/browser';
import { Button, Grid, MultiSelect, Paper, Stack, Text, Textarea, TextInput, Title } from '@mantine/core';
import { useMessages } from '../../i18n';
import { useApiForm } from '../../ui/form';
import { PageHeader } from '../../ui/list-page';
import { QueryState } from '../../ui/query-state';
import { Section } from '../../ui/section';
import { notify } from '../../ui/toast';
import { useReminderSettings, useSaveReminderSettings } from './api';
import { HolidaysTable } from './holidays-table';
import type { ReminderSettings } from './queries';

/** "-3, 0, 3" → [-3, 0, 3]; null unless 1 to 6 distinct whole numbers within ±60. */
export function stagesFromInput(text: string): number[] | null {
  const parts = text
    .split(/[,;\s]+/)
    .map((part) => part.trim())
    .filter(Boolean);
  if (parts.length === 0 || parts.length > 6 || parts.some((part) => !/^[+-]?\d{1,2}$/.test(part)))
    return null;
  const stages = parts.map(Number);
  if (stages.some((stage) => Math.abs(stage) > 60) || new Set(stages).size !== stages.length) return null;
  return stages.sort((a, b) => a - b);
}

function Preview({ label, text }: { label: string; text: string }) {
  return (
    <Paper withBorder p="sm" radius="md" bg="var(--mantine-color-gray-0)">
      <Text size="xs" c="dimmed">
        {label}
      </Text>
      <Text size="sm" style={{ whiteSpace: 'pre-wrap' }} data-testid="reminder-preview">
        {fillReminderTemplate(text, SAMPLE_REMINDER_VALUES)}
      </Text>
    </Paper>
  );
}

type FormValues = Omit<ReminderSettings, 'updatedAt' | 'stages'> & { stages: string };

function SettingsForm({ settings }: { settings: ReminderSettings }) {
  const text = useMessages().reminders.settings;
  const save = useSaveReminderSettings();
  const { form, onSubmit, submitting, fieldsRef } = useApiForm<FormValues, unknown>({
    initialValues: {
      stages: settings.stages.join(', '),
      whatsappTemplateId: settings.whatsappTemplateId,
      whatsappValues: settings.whatsappValues,
      whatsappText: settings.whatsappText,
      emailSubject: settings.emailSubject,
      emailText: settings.emailText,
    },
    validate: { stages: (value) => (stagesFromInput(value) ? null : text.stagesInvalid) },
    submit: ({ stages, ...values }) => save.mutateAsync({ ...values, stages: stagesFromInput(stages)! }),
    onSuccess: () => notify.success(text.saved),
  });
  const values = form.getValues();
  return (
    <form onSubmit={onSubmit}>
      <Stack gap="md" ref={fieldsRef}>
        <TextInput
          label={text.stages}
          description={text.stagesHint}
          w={{ base: '100%', sm: 320 }}
          {...form.getInputProps('stages')}
          data-testid="reminder-stages"
        />
        <Text size="sm" c="dimmed">
          {text.placeholders}
        </Text>
        <Grid gap="md">
          <Grid.Col span={{ base: 12, md: 6 }}>
            <Stack gap="sm">
              <TextInput label={text.whatsappTemplateId} {...form.getInputProps('whatsappTemplateId')} />
              <MultiSelect
                label={text.whatsappValues}
                data={REMINDER_TEMPLATE_FIELDS.map((field) => ({ value: field, label: text.fields[field] }))}
                {...form.getInputProps('whatsappValues')}
              />
              <Textarea
                label={text.whatsappText}
                autosize
                minRows={3}
                {...form.getInputProps('whatsappText')}
              />
              <Preview label={text.preview} text={values.whatsappText} />
            </Stack>
          </Grid.Col>
          <Grid.Col span={{ base: 12, md: 6 }}>
            <Stack gap="sm">
              <TextInput label={text.emailSubject} {...form.getInputProps('emailSubject')} />
              <Textarea label={text.emailText} autosize minRows={4} {...form.getInputProps('emailText')} />
              <Preview label={text.preview} text={`${values.emailSubject}\n\n${values.emailText}`} />
              <Text size="xs" c="dimmed">
                {text.previewLink}
              </Text>
            </Stack>
          </Grid.Col>
        </Grid>
        <Button
          type="submit"
          loading={submitting}
          w={{ base: '100%', sm: 'auto' }}
          data-testid="save-reminders"
        >
          {text.save}
        </Button>
      </Stack>
    </form>
  );
}

export function ReminderSettingsPage() {
  const messages = useMessages().reminders;
  const settings = useReminderSettings();
  return (
    <Stack gap="lg" maw={1100}>
      <PageHeader title={messages.settings.title} subtitle={messages.settings.subtitle} />
      <QueryState query={settings}>{(loaded) => <SettingsForm settings={loaded} />}</QueryState>
      <Section title={messages.holidays.title} testId="holidays">
        <Title order={3} fz="sm" fw={400} c="dimmed">
          {messages.holidays.subtitle}
        </Title>
        <HolidaysTable />
      </Section>
    </Stack>
  );
}
