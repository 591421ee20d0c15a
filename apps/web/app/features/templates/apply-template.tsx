/**
 * Applying a template to a course: choose the template, the start date, a time and the
 * zone; the resulting classes and exams are previewed before anything is created. A course
 * that already has classes is refused by the API (409) unless "append" is ticked.
 */
import {
  Alert,
  Button,
  Checkbox,
  Group,
  Modal,
  ScrollArea,
  Select,
  SimpleGrid,
  Stack,
  Table,
  Text,
} from '@mantine/core';
import { useMemo, useState } from 'react';
import { format, useMessages } from '../../i18n';
import type { Course } from '../../lib/api-types';
import { formatDateTime, timeZoneInSentence, timeZoneOptions } from '../../lib/dates';
import { DateField, TimeField } from '../../ui/date-fields';
import { useApiForm } from '../../ui/form';
import { Heading } from '../../ui/heading';
import { notify } from '../../ui/toast';
import { useTimezones } from '../courses';
import { useActiveTemplates, useApplyTemplate } from './api';
import { fromDateOf, previewOf } from './template-preview';

type ApplyValues = {
  templateId: string | null;
  /** The first class's day and time, in `zone`. */
  date: string;
  time: string;
  zone: string | null;
  append: boolean;
};
type Applied = Awaited<ReturnType<ReturnType<typeof useApplyTemplate>['mutateAsync']>>;

function ApplyDialog({
  course,
  onClose,
  onApplied,
}: {
  course: Course;
  onClose: () => void;
  onApplied: () => void;
}) {
  const allMessages = useMessages();
  const messages = allMessages.academic.admin.course.apply;
  // Every active template is a choice (they are a few per topic).
  const templates = useActiveTemplates();
  const zones = useTimezones();
  const apply = useApplyTemplate(course.id);
  const required = allMessages.academic.actions.required;
  const { form, onSubmit, submitting, fieldsRef } = useApiForm<ApplyValues, Applied>({
    initialValues: {
      templateId: null,
      date: course.startDate,
      time: '09:00',
      zone: course.timezoneId,
      append: false,
    },
    validate: {
      templateId: (value) => (value ? null : required),
      date: (value) => (value ? null : required),
      time: (value) => (value ? null : required),
      zone: (value) => (value ? null : required),
    },
    // The API names the start `fromDate` and the zone `timezoneId`.
    fieldNames: { fromDate: 'date', timezoneId: 'zone' },
    submit: ({ templateId, date, time, zone, append }) =>
      apply.mutateAsync({
        templateId: templateId ?? '',
        fromDate: fromDateOf(date, time, zone ?? '').toISOString(),
        timezoneId: zone ?? '',
        append,
      }),
    onSuccess: (result) => {
      notify.success(
        format(messages.applied, { classes: result.classes.length, exams: result.exams.length }),
      );
      onApplied();
    },
  });
  const { templateId, date, time, zone } = form.values;
  const template = templates.data?.content.find((item) => item.id === templateId);
  // Templates of the course's topic first: they are the likely choice.
  const options = [...(templates.data?.content ?? [])]
    .sort((a, b) => Number(b.topicId === course.topicId) - Number(a.topicId === course.topicId))
    .map((item) => ({ value: item.id, label: item.name }));
  const preview = useMemo(() => {
    if (!template || !date || !time || !zone) return null;
    try {
      return previewOf(template, date, time, zone);
    } catch {
      return null;
    }
  }, [template, date, time, zone]);

  return (
    <Modal opened onClose={onClose} title={messages.title} size="xl">
      <Stack gap="sm" ref={fieldsRef}>
        <Text size="sm" c="dimmed">
          {messages.intro}
        </Text>
        <Select
          label={messages.template}
          data={options}
          {...form.getInputProps('templateId')}
          searchable
          required
          data-testid="apply-template-select"
        />
        <SimpleGrid cols={{ base: 1, sm: 3 }}>
          <DateField label={messages.fromDate} {...form.getInputProps('date')} required />
          <TimeField label={messages.time} {...form.getInputProps('time')} required />
          <Select
            label={messages.zone}
            data={timeZoneOptions((zones.data ?? []).map((item) => item.id))}
            {...form.getInputProps('zone')}
            searchable
            required
          />
        </SimpleGrid>
        <Checkbox label={messages.append} {...form.getInputProps('append', { type: 'checkbox' })} />
        {preview && zone ? (
          <Stack gap="xs" data-testid="template-preview">
            <Heading
              title={messages.previewTitle}
              hint={format(messages.previewIntro, {
                classes: preview.classes.length,
                exams: preview.exams.length,
                zone: timeZoneInSentence(zone),
              })}
              order={3}
              fz="md"
              gap="xs"
            />
            <ScrollArea.Autosize mah={280}>
              <Table striped fz="sm">
                <Table.Tbody>
                  {preview.classes.map((item) => (
                    <Table.Tr
                      key={`class-${item.startsAt.toISOString()}-${item.title}`}
                      data-testid="preview-class"
                    >
                      <Table.Td>{item.title}</Table.Td>
                      <Table.Td>{formatDateTime(item.startsAt, zone)}</Table.Td>
                      <Table.Td>{item.durationMinutes} min</Table.Td>
                    </Table.Tr>
                  ))}
                  {preview.exams.map((item) => (
                    <Table.Tr
                      key={`exam-${item.dueAt.toISOString()}-${item.title}`}
                      data-testid="preview-exam"
                    >
                      <Table.Td fw={600}>{item.title}</Table.Td>
                      <Table.Td>{formatDateTime(item.opensAt, zone)}</Table.Td>
                      <Table.Td>{format(messages.due, { date: formatDateTime(item.dueAt, zone) })}</Table.Td>
                    </Table.Tr>
                  ))}
                </Table.Tbody>
              </Table>
            </ScrollArea.Autosize>
          </Stack>
        ) : (
          <Alert variant="light" color="gray">
            {messages.chooseTemplate}
          </Alert>
        )}
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            {allMessages.academic.actions.cancel}
          </Button>
          <Button
            onClick={() => onSubmit()}
            loading={submitting}
            disabled={!preview}
            data-testid="apply-template-confirm"
          >
            {messages.apply}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}

/** The course page's "Plantilla" tab: one button that opens the dialog. */
export function ApplyTemplatePanel({ course, onApplied }: { course: Course; onApplied: () => void }) {
  const messages = useMessages().academic.admin.course.apply;
  const [opened, setOpened] = useState(false);
  return (
    <Stack gap="sm" align="flex-start">
      <Text size="sm" c="dimmed">
        {messages.intro}
      </Text>
      <Button onClick={() => setOpened(true)} data-testid="open-apply-template">
        {messages.title}
      </Button>
      {opened && (
        <ApplyDialog
          course={course}
          onClose={() => setOpened(false)}
          onApplied={() => {
            setOpened(false);
            onApplied();
          }}
        />
      )}
    </Stack>
  );
}
