/** Create or edit an exam: window (viewer's local time), scores (passing ≤ max), visibility. */
import { Checkbox, NumberInput, SimpleGrid, TextInput } from '@mantine/core';
import { useMessages } from '../../i18n';
import type { CourseExam } from '../../lib/api-types';
import { fromLocalInput, toLocalInput } from '../../lib/dates';
import { DateTimeField } from '../../ui/date-fields';
import { type EditDialogProps, FormModal, toastAndClose, useApiForm } from '../../ui/form';
import { MarkdownEditor } from '../../ui/markdown-editor';
import { type ExamInput, useSaveExam } from './api';

type ExamFormValues = Pick<ExamInput, 'title' | 'description' | 'visible'> & {
  opensAt: string;
  dueAt: string;
  maxScore: number | string;
  passingScore: number | string;
};

export function ExamForm({
  courseId,
  item: exam,
  onClose,
}: EditDialogProps<CourseExam> & { courseId: string }) {
  const allMessages = useMessages();
  const messages = allMessages.academic.admin.course.exams;
  const { actions } = allMessages.academic;
  const save = useSaveExam(courseId);
  const api = useApiForm<ExamFormValues, unknown>({
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
    onSuccess: toastAndClose(exam ? actions.saved : actions.created, onClose),
  });
  const { form } = api;
  const field = form.getInputProps;

  return (
    <FormModal api={api} onClose={onClose} title={exam ? messages.editExam : messages.newExam} size="lg">
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
    </FormModal>
  );
}
