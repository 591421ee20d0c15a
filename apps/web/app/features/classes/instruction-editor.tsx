/** The teacher instruction of a class: only staff and the course's teachers read or write it. */
import { Button, Group, Modal, Stack } from '@mantine/core';
import { format, useMessages } from '../../i18n';
import { problemMessage } from '../../lib/api-problem';
import type { CourseClass } from '../../lib/api-types';
import { ConfirmButton } from '../../ui/confirm-button';
import { toastAndClose, useApiForm } from '../../ui/form';
import { MarkdownEditor } from '../../ui/markdown-editor';
import { QueryState } from '../../ui/query-state';
import { notify } from '../../ui/toast';
import { useInstruction, useSaveInstruction } from './api';

function InstructionForm({
  item,
  text,
  onClose,
}: {
  item: CourseClass;
  text: string | null;
  onClose: () => void;
}) {
  const allMessages = useMessages();
  const messages = allMessages.academic.admin.course;
  const { actions } = allMessages.academic;
  const save = useSaveInstruction(item.courseId, item.id);
  const exists = text !== null;
  const { form, onSubmit, submitting, fieldsRef } = useApiForm({
    initialValues: { text: text ?? '' },
    validate: { text: (value) => (value.trim() ? null : actions.required) },
    submit: (values) => save.mutateAsync({ exists, text: values.text }),
    onSuccess: toastAndClose(actions.saved, onClose),
  });
  const remove = () =>
    save
      .mutateAsync(
        { exists, text: null },
        {
          onSuccess: toastAndClose(actions.deleted, onClose),
          onError: (failure) => notify.error(problemMessage(failure, allMessages.academic.errors)),
        },
      )
      .catch(() => undefined);

  return (
    <Stack gap="sm" ref={fieldsRef}>
      <MarkdownEditor label={messages.instructionText} minRows={6} {...form.getInputProps('text')} required />
      <Group justify="space-between">
        {exists ? (
          <ConfirmButton
            variant="subtle"
            title={messages.deleteInstruction}
            message={messages.deleteInstruction}
            confirmLabel={actions.delete}
            onConfirm={remove}
          >
            {messages.deleteInstruction}
          </ConfirmButton>
        ) : (
          <span />
        )}
        <Group>
          <Button variant="default" onClick={onClose}>
            {actions.cancel}
          </Button>
          <Button loading={submitting} onClick={() => onSubmit()}>
            {actions.save}
          </Button>
        </Group>
      </Group>
    </Stack>
  );
}

export function InstructionEditor({ item, onClose }: { item: CourseClass; onClose: () => void }) {
  const messages = useMessages().academic.admin.course;
  const instruction = useInstruction(item.courseId, item.id);
  return (
    <Modal
      opened
      onClose={onClose}
      title={format(messages.instructionTitle, { title: item.title })}
      size="xl"
    >
      <QueryState query={instruction}>
        {(stored) => <InstructionForm item={item} text={stored?.text ?? null} onClose={onClose} />}
      </QueryState>
    </Modal>
  );
}
