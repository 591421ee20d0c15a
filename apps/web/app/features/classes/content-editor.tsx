/**
 * The class content editor: Markdown with a preview (rendered exactly as students see it,
 * sanitized) and the resources as `title | URL` lines.
 */
import { Modal, Stack, Textarea } from '@mantine/core';
import { format, useMessages } from '../../i18n';
import type { CourseClass } from '../../lib/api-types';
import { formatResources, parseResources } from '../../lib/resources';
import { useApiForm } from '../../ui/form';
import { FormActions } from '../../ui/form-actions';
import { MarkdownEditor } from '../../ui/markdown-editor';
import { notify } from '../../ui/toast';
import { useSaveContent } from './api';

export function ContentEditor({ item, onClose }: { item: CourseClass; onClose: () => void }) {
  const allMessages = useMessages();
  const messages = allMessages.academic.admin.course;
  const save = useSaveContent(item.courseId);
  const { form, onSubmit, submitting, fieldsRef } = useApiForm({
    initialValues: {
      body: item.content?.body ?? '',
      resources: formatResources(item.content?.resources ?? []),
    },
    validate: {
      body: (body) => (body.trim() ? null : allMessages.academic.actions.required),
      resources: (text) => {
        const { badLines } = parseResources(text);
        return badLines.length ? `${messages.resourcesInvalid} (${badLines.join(', ')})` : null;
      },
    },
    submit: ({ body, resources }) =>
      save.mutateAsync({
        classId: item.id,
        exists: item.content !== null,
        body: { body, resources: parseResources(resources).resources },
      }),
    onSuccess: () => {
      notify.success(allMessages.academic.actions.saved);
      onClose();
    },
  });

  return (
    <Modal opened onClose={onClose} title={format(messages.contentTitle, { title: item.title })} size="xl">
      <Stack gap="sm" ref={fieldsRef}>
        <MarkdownEditor
          label={messages.contentBody}
          minRows={8}
          previewTestId="content-preview"
          {...form.getInputProps('body')}
          required
        />
        <Textarea
          label={messages.resources}
          autosize
          minRows={2}
          placeholder="Slides | https://…"
          {...form.getInputProps('resources')}
        />
        <FormActions onCancel={onClose} onConfirm={onSubmit} busy={submitting} />
      </Stack>
    </Modal>
  );
}
