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
  TextInput,
  Title,
} from '@mantine/core';
import { useMemo, useState } from 'react';
import { format, useMessages } from '../../i18n';
import type { Course } from '../../lib/api-types';
import { formatDateTime } from '../../lib/dates';
import { notify } from '../../ui/toast';
import { useFormErrors } from '../../ui/use-form-errors';
import { useTimezones } from '../courses';
import { useActiveTemplates, useApplyTemplate } from './api';
import { fromDateOf, previewOf } from './template-preview';

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
  const [templateId, setTemplateId] = useState<string | null>(null);
  const [date, setDate] = useState(course.startDate);
  const [time, setTime] = useState('09:00');
  const [zone, setZone] = useState<string | null>(course.timezoneId);
  const [append, setAppend] = useState(false);
  const { errors, setErrors, showError } = useFormErrors();
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

  const onApply = () => {
    const required = allMessages.academic.actions.required;
    const found: Record<string, string> = {};
    if (!templateId) found.templateId = required;
    if (!date) found.fromDate = required;
    if (!time) found.time = required;
    if (!zone) found.timezoneId = required;
    setErrors(found);
    if (Object.keys(found).length) return;
    apply.mutate(
      {
        templateId: templateId!,
        fromDate: fromDateOf(date, time, zone!).toISOString(),
        timezoneId: zone!,
        append,
      },
      {
        onSuccess: (result) => {
          notify.success(
            format(messages.applied, { classes: result.classes.length, exams: result.exams.length }),
          );
          onApplied();
        },
        onError: showError,
      },
    );
  };

  return (
    <Modal opened onClose={onClose} title={messages.title} size="xl">
      <Stack gap="sm">
        <Text size="sm" c="dimmed">
          {messages.intro}
        </Text>
        <Select
          label={messages.template}
          data={options}
          value={templateId}
          onChange={setTemplateId}
          error={errors.templateId}
          searchable
          required
          data-testid="apply-template-select"
        />
        <SimpleGrid cols={{ base: 1, sm: 3 }}>
          <TextInput
            label={messages.fromDate}
            type="date"
            value={date}
            onChange={(e) => setDate(e.currentTarget.value)}
            error={errors.fromDate}
            required
          />
          <TextInput
            label={messages.time}
            type="time"
            value={time}
            onChange={(e) => setTime(e.currentTarget.value)}
            error={errors.time}
            required
          />
          <Select
            label={messages.zone}
            data={(zones.data ?? []).map((item) => ({
              value: item.id,
              label: `${item.id} (${item.offset})`,
            }))}
            value={zone}
            onChange={setZone}
            error={errors.timezoneId}
            searchable
            required
          />
        </SimpleGrid>
        <Checkbox
          label={messages.append}
          checked={append}
          onChange={(e) => setAppend(e.currentTarget.checked)}
        />
        {preview && zone ? (
          <Stack gap="xs" data-testid="template-preview">
            <Title order={3} fz="md">
              {messages.previewTitle}
            </Title>
            <Text size="sm" c="dimmed">
              {format(messages.previewIntro, {
                classes: preview.classes.length,
                exams: preview.exams.length,
                zone,
              })}
            </Text>
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
            onClick={onApply}
            loading={apply.isPending}
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
