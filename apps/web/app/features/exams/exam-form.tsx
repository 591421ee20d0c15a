/** Create or edit an exam: window (viewer's local time), scores (passing ≤ max), visibility. */
import { Checkbox, Modal, NumberInput, SimpleGrid, Stack, TextInput } from '@mantine/core';
import { useMessages } from '../../i18n';
import type { CourseExam } from '../../lib/api-types';
import { fromLocalInput, toLocalInput } from '../../lib/dates';
import { DateTimeField } from '../../ui/date-fields';
import { useApiForm } from '../../ui/form';
import { FormActions } from '../../ui/form-actions';
import { MarkdownEditor } from '../../ui/markdown-editor';
import { notify } from '../../ui/toast';
import { type ExamInput, useSaveExam } from './api';

type ExamFormValues = Pick<ExamInput, 'title' | 'description' | 'visible'> & {
  opensAt: string;
  dueAt: string;
  maxScore: number | string;
  passingScore: number | string;
};

export function ExamForm({
  courseId,
  exam,
  onClose,
}: {
  courseId: string;
  exam: CourseExam | null;
  onClose: () => void;
}) {
  const allMessages = useMessages();
  const messages = allMessages.academic.admin.course.exams;
  const { actions } = allMessages.academic;
  const save = useSaveExam(courseId);
  const { form, onSubmit, submitting, fieldsRef } = useApiForm<ExamFormValues, unknown>({
    initialValues: {
      title: exam?.title ?? '',
      description: exam?.description ?? '',
      opensAt: exam ? toLocalInput(exam.opensAt) : '',
      dueAt: exam ? toLocalInput(exam.dueAt) : '',
      maxScore: exam?.maxScore ?? 10,
      passingScore: exam?.passingScore ?? 6,
      visible: exam?.visible ?? true,
    },
    validate: {
      title: (value) => (value.trim() ? null : actions.required),
      opensAt: (value) => (value ? null : actions.required),
      dueAt: (value, values) => {
        if (!value) return actions.required;
        return values.opensAt && fromLocalInput(value) <= fromLocalInput(values.opensAt)
          ? messages.windowInvalid
          : null;
      },
      maxScore: (value) => (value === '' ? actions.required : null),
      passingScore: (value, values) => {
        if (value === '') return actions.required;
        return Number(value) > Number(values.maxScore) ? messages.passingTooHigh : null;
      },
    },
    submit: (values) =>
      save.mutateAsync({
        examId: exam?.id,
        body: {
          title: values.title.trim(),
          description: values.description,
          opensAt: fromLocalInput(values.opensAt),
          dueAt: fromLocalInput(values.dueAt),
          maxScore: Number(values.maxScore),
          passingScore: Number(values.passingScore),
          visible: values.visible,
        },
      }),
    onSuccess: () => {
      notify.success(exam ? actions.saved : actions.created);
      onClose();
    },
  });
  const field = form.getInputProps;

  return (
    <Modal opened onClose={onClose} title={exam ? messages.editExam : messages.newExam} size="lg">
      <Stack gap="sm" ref={fieldsRef}>
        <TextInput label={messages.title} {...field('title')} required />
        <MarkdownEditor label={messages.description} minRows={4} {...field('description')} />
        <SimpleGrid cols={2}>
          <DateTimeField label={messages.opensAt} {...field('opensAt')} required />
          <DateTimeField label={messages.dueAt} {...field('dueAt')} required />
          <NumberInput label={messages.maxScore} min={0} decimalScale={2} {...field('maxScore')} required />
          <NumberInput
            label={messages.passingScore}
            min={0}
            decimalScale={2}
            {...field('passingScore')}
            required
          />
        </SimpleGrid>
        <Checkbox label={messages.visible} {...field('visible', { type: 'checkbox' })} />
        <FormActions onCancel={onClose} onConfirm={onSubmit} busy={submitting} />
      </Stack>
    </Modal>
  );
}
