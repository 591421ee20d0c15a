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
import type { ReactNode } from 'react';
import { format, useMessages } from '../../i18n';
import type { CourseTemplate, CourseTopic } from '../../lib/api-types';
import { TimeField } from '../../ui/date-fields';
import { toastAndClose, useApiForm } from '../../ui/form';
import { FormActions } from '../../ui/form-actions';
import { useSaveTemplate } from './api';
import { type BlueprintColumn, BlueprintTable } from './blueprint-table';

type ClassRow = CourseTemplate['classes'][number];
type ExamRow = CourseTemplate['exams'][number];
type TemplateFormValues = Pick<CourseTemplate, 'name' | 'active' | 'classes' | 'exams'> & {
  topicId: string | null;
};

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

/**
 * A number column of a blueprint, named by its label: an emptied input counts as 0, an unset
 * optional field shows `unset`, and the API's error on that field (`kind.index.field`) shows under it.
 */
function numberColumn<Row>(
  label: string,
  kind: 'classes' | 'exams',
  field: keyof Row & string,
  errors: Record<string, ReactNode>,
  { min, max, unset }: { min: number; max: number; unset?: number },
): BlueprintColumn<Row> {
  return {
    label,
    width: 100,
    cell: (row, change, index) => (
      <NumberInput
        size="xs"
        aria-label={label}
        value={(row[field] as number | undefined) ?? unset}
        min={min}
        max={max}
        onChange={(value) => change({ [field]: typeof value === 'number' ? value : 0 } as Partial<Row>)}
        error={errors[`${kind}.${index}.${field}`]}
      />
    ),
  };
}

/** A blueprint's heading with how many rows it has, and the button that adds one. */
function BlueprintHeader({
  title,
  count,
  addLabel,
  onAdd,
}: {
  title: string;
  count: number;
  addLabel: string;
  onAdd: () => void;
}) {
  return (
    <Group justify="space-between">
      <Title order={3} fz="md">
        {title} ({count})
      </Title>
      <Button size="xs" variant="light" onClick={onAdd}>
        {addLabel}
      </Button>
    </Group>
  );
}

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
  const { actions } = allMessages.academic;
  const { form, onSubmit, submitting, fieldsRef } = useApiForm<TemplateFormValues, unknown>({
    initialValues: {
      name: template?.name ?? '',
      topicId: template?.topicId ?? null,
      active: template?.active ?? true,
      classes: template?.classes ?? [newClass(0, messages.defaultClassTitle)],
      exams: template?.exams ?? [],
    },
    validate: {
      name: (value) => (value.trim() ? null : actions.required),
      topicId: (value) => (value ? null : actions.required),
      classes: {
        title: (value) => (value.trim() ? null : actions.required),
        localTime: (value) => (/^([01]\d|2[0-3]):[0-5]\d$/.test(value) ? null : actions.required),
      },
      exams: { title: (value) => (value.trim() ? null : actions.required) },
    },
    submit: ({ name, topicId, active, classes, exams }) =>
      save.mutateAsync({
        templateId: template?.id,
        body: { name: name.trim(), topicId: topicId ?? '', active, classes, exams },
      }),
    onSuccess: toastAndClose(template ? actions.saved : actions.created, onClose),
  });
  const { classes, exams } = form.values;
  const errors = form.errors;
  const setClasses = (rows: ClassRow[]) => form.setFieldValue('classes', rows);
  const setExams = (rows: ExamRow[]) => form.setFieldValue('exams', rows);
  const weekdays = messages.weekdays.map((label, index) => ({ value: String(index + 1), label }));

  return (
    <Modal
      opened
      onClose={onClose}
      title={template ? messages.editTemplate : messages.newTemplate}
      size="90%"
    >
      <Stack gap="md" ref={fieldsRef}>
        <SimpleGrid cols={{ base: 1, sm: 3 }}>
          <TextInput label={messages.name} {...form.getInputProps('name')} required />
          <Select
            label={messages.topic}
            data={topics.map((topic) => ({ value: topic.id, label: topic.name }))}
            {...form.getInputProps('topicId')}
            required
          />
          <Checkbox label={messages.active} {...form.getInputProps('active', { type: 'checkbox' })} mt={28} />
        </SimpleGrid>
        <BlueprintHeader
          title={messages.classes}
          count={classes.length}
          addLabel={messages.addClass}
          onAdd={() => setClasses([...classes, newClass(classes.length, messages.defaultClassTitle)])}
        />
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
                  <TimeField
                    size="xs"
                    value={row.localTime}
                    onChange={(value) => change({ localTime: value })}
                    error={errors[`classes.${index}.localTime`]}
                  />
                ),
              },
              numberColumn<ClassRow>(messages.duration, 'classes', 'durationMinutes', errors, {
                min: 1,
                max: 720,
              }),
            ]}
          />
        </ScrollArea.Autosize>
        <BlueprintHeader
          title={messages.exams}
          count={exams.length}
          addLabel={messages.addExam}
          onAdd={() => setExams([...exams, newExam(exams.length, messages.defaultExamTitle)])}
        />
        {exams.length > 0 && (
          <BlueprintTable
            kind="exams"
            rows={exams}
            errors={errors}
            onRowsChange={setExams}
            columns={[
              numberColumn<ExamRow>(messages.days, 'exams', 'durationDays', errors, { min: 1, max: 90 }),
              numberColumn<ExamRow>(messages.maxScore, 'exams', 'maxScore', errors, {
                min: 0,
                max: 1000,
                unset: 100,
              }),
            ]}
          />
        )}
        <FormActions onCancel={onClose} onConfirm={onSubmit} busy={submitting} />
      </Stack>
    </Modal>
  );
}
