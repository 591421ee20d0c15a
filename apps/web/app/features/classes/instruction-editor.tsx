/** The teacher instruction of a class: only staff and the course's teachers read or write it. */
import { Button, Group, Modal, Stack, Tabs, Textarea } from '@mantine/core';
import { useEffect, useState } from 'react';
import { format, useMessages } from '../../i18n';
import { fieldErrorsOf, problemMessage } from '../../lib/api-problem';
import type { CourseClass } from '../../lib/api-types';
import { ConfirmButton } from '../../ui/confirm-button';
import { Markdown } from '../../ui/markdown';
import { QueryState } from '../../ui/query-state';
import { notify } from '../../ui/toast';
import { useInstruction, useSaveInstruction } from './api';

export function InstructionEditor({ item, onClose }: { item: CourseClass; onClose: () => void }) {
  const allMessages = useMessages();
  const messages = allMessages.academic.admin.course;
  const instruction = useInstruction(item.courseId, item.id);
  const save = useSaveInstruction(item.courseId, item.id);
  const [text, setText] = useState('');
  const [error, setError] = useState<string | undefined>();
  const exists = Boolean(instruction.data);
  useEffect(() => {
    if (instruction.data) setText(instruction.data.text);
  }, [instruction.data]);

  const run = (value: string | null) =>
    save
      .mutateAsync(
        { exists, text: value },
        {
          onSuccess: () => {
            notify.success(
              value === null ? allMessages.academic.actions.deleted : allMessages.academic.actions.saved,
            );
            onClose();
          },
          onError: (failure) => {
            setError(fieldErrorsOf(failure).text);
            notify.error(problemMessage(failure, allMessages.academic.errors));
          },
        },
      )
      .catch(() => undefined);

  return (
    <Modal
      opened
      onClose={onClose}
      title={format(messages.instructionTitle, { title: item.title })}
      size="xl"
    >
      <QueryState query={instruction}>
        {() => (
          <Stack gap="sm">
            <Tabs defaultValue="write">
              <Tabs.List>
                <Tabs.Tab value="write">{messages.write}</Tabs.Tab>
                <Tabs.Tab value="preview">{messages.preview}</Tabs.Tab>
              </Tabs.List>
              <Tabs.Panel value="write" pt="xs">
                <Textarea
                  label={messages.instructionText}
                  value={text}
                  onChange={(e) => setText(e.currentTarget.value)}
                  error={error}
                  autosize
                  minRows={6}
                />
              </Tabs.Panel>
              <Tabs.Panel value="preview" pt="xs">
                <Markdown>{text}</Markdown>
              </Tabs.Panel>
            </Tabs>
            <Group justify="space-between">
              {exists ? (
                <ConfirmButton
                  variant="subtle"
                  title={messages.deleteInstruction}
                  message={messages.deleteInstruction}
                  confirmLabel={allMessages.academic.actions.delete}
                  onConfirm={() => run(null)}
                >
                  {messages.deleteInstruction}
                </ConfirmButton>
              ) : (
                <span />
              )}
              <Group>
                <Button variant="default" onClick={onClose}>
                  {allMessages.academic.actions.cancel}
                </Button>
                <Button
                  loading={save.isPending}
                  onClick={() => {
                    if (!text.trim()) return setError(allMessages.academic.actions.required);
                    void run(text);
                  }}
                >
                  {allMessages.academic.actions.save}
                </Button>
              </Group>
            </Group>
          </Stack>
        )}
      </QueryState>
    </Modal>
  );
}
