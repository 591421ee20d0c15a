/**
 * The template editor: name, topic, active, and its blueprints — classes (week, weekday,
 * local time, minutes) and exams (week, days to hand in, maximum score). Rows are edited
 * in place; the API's errors (e.g. `body.classes.2.localTime`) land on their row.
 */
import {
  Button,
  Checkbox,
  Group,
  Modal,
  NumberInput,
  ScrollArea,
  Select,
  SimpleGrid,
  Stack,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { useState } from 'react';
import { format, useMessages } from '../../i18n';
import type { CourseTemplate, CourseTopic } from '../../lib/api-types';
import { FormActions } from '../../ui/form-actions';
import { notify } from '../../ui/toast';
import { useFormErrors } from '../../ui/use-form-errors';
import { useSaveTemplate } from './api';
import { BlueprintTable } from './blueprint-table';

type ClassRow = CourseTemplate['classes'][number];
type ExamRow = CourseTemplate['exams'][number];

/** New rows: numbered titles from the catalogue (`Clase {number}`), one week after another. */
const newClass = (index: number, title: string): ClassRow => ({
  title: format(title, { number: index + 1 }),
  weekOffset: index,
  weekday: 2,
  localTime: '19:00',
  durationMinutes: 90,
});
const newExam = (index: number, title: string): ExamRow => ({
  title: format(title, { number: index + 1 }),
  weekOffset: index,
  durationDays: 7,
  maxScore: 10,
  passingScore: 6,
});

export function TemplateEditor({
  template,
  topics,
  onClose,
}: {
  template: CourseTemplate | null;
  topics: CourseTopic[];
  onClose: () => void;
}) {
  const allMessages = useMessages();
  const messages = allMessages.academic.admin.templates;
  const save = useSaveTemplate();
  const [name, setName] = useState(template?.name ?? '');
  const [topicId, setTopicId] = useState<string | null>(template?.topicId ?? null);
  const [active, setActive] = useState(template?.active ?? true);
  const [classes, setClasses] = useState<ClassRow[]>(
    template?.classes ?? [newClass(0, messages.defaultClassTitle)],
  );
  const [exams, setExams] = useState<ExamRow[]>(template?.exams ?? []);
  const { errors, setErrors, showError } = useFormErrors();
  const weekdays = messages.weekdays.map((label, index) => ({ value: String(index + 1), label }));

  const onSubmit = () => {
    const required = allMessages.academic.actions.required;
    const found: Record<string, string> = {};
    if (!name.trim()) found.name = required;
    if (!topicId) found.topicId = required;
    classes.forEach((row, index) => {
      if (!row.title.trim()) found[`classes.${index}.title`] = required;
      if (!/^([01]\d|2[0-3]):[0-5]\d$/.test(row.localTime)) found[`classes.${index}.localTime`] = required;
    });
    exams.forEach((row, index) => {
      if (!row.title.trim()) found[`exams.${index}.title`] = required;
    });
    setErrors(found);
    if (Object.keys(found).length) return;
    save.mutate(
      { templateId: template?.id, body: { name: name.trim(), topicId: topicId!, active, classes, exams } },
      {
        onSuccess: () => {
          notify.success(
            template ? allMessages.academic.actions.saved : allMessages.academic.actions.created,
          );
          onClose();
        },
        onError: showError,
      },
    );
  };

  return (
    <Modal
      opened
      onClose={onClose}
      title={template ? messages.editTemplate : messages.newTemplate}
      size="90%"
    >
      <Stack gap="md">
        <SimpleGrid cols={{ base: 1, sm: 3 }}>
          <TextInput
            label={messages.name}
            value={name}
            onChange={(e) => setName(e.currentTarget.value)}
            error={errors.name}
            required
          />
          <Select
            label={messages.topic}
            data={topics.map((topic) => ({ value: topic.id, label: topic.name }))}
            value={topicId}
            onChange={setTopicId}
            error={errors.topicId}
            required
          />
          <Checkbox
            label={messages.active}
            checked={active}
            onChange={(e) => setActive(e.currentTarget.checked)}
            mt={28}
          />
        </SimpleGrid>
        <Group justify="space-between">
          <Title order={3} fz="md">
            {messages.classes} ({classes.length})
          </Title>
          <Button
            size="xs"
            variant="light"
            onClick={() => setClasses((rows) => [...rows, newClass(rows.length, messages.defaultClassTitle)])}
          >
            {messages.addClass}
          </Button>
        </Group>
        {errors.classes && (
          <Text c="red" size="sm">
            {errors.classes}
          </Text>
        )}
        <ScrollArea.Autosize mah={320}>
          <BlueprintTable
            kind="classes"
            rows={classes}
            errors={errors}
            onRowsChange={setClasses}
            columns={[
              {
                label: messages.weekday,
                width: 140,
                cell: (row, change) => (
                  <Select
                    size="xs"
                    aria-label={messages.weekday}
                    data={weekdays}
                    value={String(row.weekday)}
                    onChange={(value) => change({ weekday: Number(value ?? 1) })}
                    allowDeselect={false}
                  />
                ),
              },
              {
                label: messages.time,
                width: 110,
                cell: (row, change, index) => (
                  <TextInput
                    size="xs"
                    type="time"
                    aria-label={messages.time}
                    value={row.localTime}
                    onChange={(e) => change({ localTime: e.currentTarget.value })}
                    error={errors[`classes.${index}.localTime`]}
                  />
                ),
              },
              {
                label: messages.duration,
                width: 100,
                cell: (row, change, index) => (
                  <NumberInput
                    size="xs"
                    aria-label={messages.duration}
                    value={row.durationMinutes}
                    min={1}
                    max={720}
                    onChange={(value) => change({ durationMinutes: Number(value) || 1 })}
                    error={errors[`classes.${index}.durationMinutes`]}
                  />
                ),
              },
            ]}
          />
        </ScrollArea.Autosize>
        <Group justify="space-between">
          <Title order={3} fz="md">
            {messages.exams} ({exams.length})
          </Title>
          <Button
            size="xs"
            variant="light"
            onClick={() => setExams((rows) => [...rows, newExam(rows.length, messages.defaultExamTitle)])}
          >
            {messages.addExam}
          </Button>
        </Group>
        {exams.length > 0 && (
          <BlueprintTable
            kind="exams"
            rows={exams}
            errors={errors}
            onRowsChange={setExams}
            columns={[
              {
                label: messages.days,
                width: 100,
                cell: (row, change) => (
                  <NumberInput
                    size="xs"
                    aria-label={messages.days}
                    value={row.durationDays}
                    min={1}
                    max={90}
                    onChange={(value) => change({ durationDays: Number(value) || 1 })}
                  />
                ),
              },
              {
                label: messages.maxScore,
                width: 100,
                cell: (row, change, index) => (
                  <NumberInput
                    size="xs"
                    aria-label={messages.maxScore}
                    value={row.maxScore ?? 100}
                    min={0}
                    max={1000}
                    onChange={(value) => change({ maxScore: Number(value) })}
                    error={errors[`exams.${index}.maxScore`]}
                  />
                ),
              },
            ]}
          />
        )}
        <FormActions onCancel={onClose} onConfirm={onSubmit} busy={save.isPending} />
      </Stack>
    </Modal>
  );
}
