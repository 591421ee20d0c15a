/** Create or edit an exam: window (viewer's local time), scores (passing ≤ max), visibility. */
import { Checkbox, Modal, NumberInput, SimpleGrid, Stack, Tabs, Textarea, TextInput } from '@mantine/core';
import { useState } from 'react';
import { useMessages } from '../../i18n';
import type { CourseExam } from '../../lib/api-types';
import { fromLocalInput, toLocalInput } from '../../lib/dates';
import { FormActions } from '../../ui/form-actions';
import { Markdown } from '../../ui/markdown';
import { notify } from '../../ui/toast';
import { useFormErrors } from '../../ui/use-form-errors';
import { useSaveExam } from './api';

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
  const save = useSaveExam(courseId);
  const [title, setTitle] = useState(exam?.title ?? '');
  const [description, setDescription] = useState(exam?.description ?? '');
  const [opensAt, setOpensAt] = useState(exam ? toLocalInput(exam.opensAt) : '');
  const [dueAt, setDueAt] = useState(exam ? toLocalInput(exam.dueAt) : '');
  const [maxScore, setMaxScore] = useState<number | string>(exam?.maxScore ?? 10);
  const [passingScore, setPassingScore] = useState<number | string>(exam?.passingScore ?? 6);
  const [visible, setVisible] = useState(exam?.visible ?? true);
  const { errors, setErrors, showError } = useFormErrors();

  const onSubmit = () => {
    const required = allMessages.academic.actions.required;
    const found: Record<string, string> = {};
    if (!title.trim()) found.title = required;
    if (!opensAt) found.opensAt = required;
    if (!dueAt) found.dueAt = required;
    if (opensAt && dueAt && new Date(dueAt) <= new Date(opensAt)) found.dueAt = messages.windowInvalid;
    if (maxScore === '') found.maxScore = required;
    if (passingScore === '') found.passingScore = required;
    else if (Number(passingScore) > Number(maxScore)) found.passingScore = messages.passingTooHigh;
    setErrors(found);
    if (Object.keys(found).length) return;
    save.mutate(
      {
        examId: exam?.id,
        body: {
          title: title.trim(),
          description,
          opensAt: fromLocalInput(opensAt),
          dueAt: fromLocalInput(dueAt),
          maxScore: Number(maxScore),
          passingScore: Number(passingScore),
          visible,
        },
      },
      {
        onSuccess: () => {
          notify.success(exam ? allMessages.academic.actions.saved : allMessages.academic.actions.created);
          onClose();
        },
        onError: showError,
      },
    );
  };

  return (
    <Modal opened onClose={onClose} title={exam ? messages.editExam : messages.newExam} size="lg">
      <Stack gap="sm">
        <TextInput
          label={messages.title}
          value={title}
          onChange={(e) => setTitle(e.currentTarget.value)}
          error={errors.title}
          required
        />
        <Tabs defaultValue="write">
          <Tabs.List>
            <Tabs.Tab value="write">{messages.description}</Tabs.Tab>
            <Tabs.Tab value="preview">{allMessages.academic.admin.course.preview}</Tabs.Tab>
          </Tabs.List>
          <Tabs.Panel value="write" pt="xs">
            <Textarea
              aria-label={messages.description}
              value={description}
              onChange={(e) => setDescription(e.currentTarget.value)}
              error={errors.description}
              autosize
              minRows={4}
            />
          </Tabs.Panel>
          <Tabs.Panel value="preview" pt="xs">
            <Markdown>{description}</Markdown>
          </Tabs.Panel>
        </Tabs>
        <SimpleGrid cols={2}>
          <TextInput
            label={messages.opensAt}
            type="datetime-local"
            value={opensAt}
            onChange={(e) => setOpensAt(e.currentTarget.value)}
            error={errors.opensAt}
            required
          />
          <TextInput
            label={messages.dueAt}
            type="datetime-local"
            value={dueAt}
            onChange={(e) => setDueAt(e.currentTarget.value)}
            error={errors.dueAt}
            required
          />
          <NumberInput
            label={messages.maxScore}
            value={maxScore}
            onChange={setMaxScore}
            min={0}
            decimalScale={2}
            error={errors.maxScore}
            required
          />
          <NumberInput
            label={messages.passingScore}
            value={passingScore}
            onChange={setPassingScore}
            min={0}
            decimalScale={2}
            error={errors.passingScore}
            required
          />
        </SimpleGrid>
        <Checkbox
          label={messages.visible}
          checked={visible}
          onChange={(e) => setVisible(e.currentTarget.checked)}
        />
        <FormActions onCancel={onClose} onConfirm={onSubmit} busy={save.isPending} />
      </Stack>
    </Modal>
  );
}
