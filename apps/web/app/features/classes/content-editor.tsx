/**
 * The class content editor: Markdown with a preview (rendered exactly as students see it,
 * sanitized) and the resources as `title | URL` lines.
 */
import { Textarea } from '@mantine/core';
import { format, useMessages } from '../../i18n';
import type { CourseClass } from '../../lib/api-types';
import { formatResources, parseResources } from '../../lib/resources';
import { FormModal, toastAndClose, useApiForm } from '../../ui/form';
import { MarkdownEditor } from '../../ui/markdown-editor';
import { useSaveContent } from './api';

export function ContentEditor({ item, onClose }: { item: CourseClass; onClose: () => void }) {
  const allMessages = useMessages();
  const messages = allMessages.academic.admin.course;
  const save = useSaveContent(item.courseId);
  const api = useApiForm({
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
    onSuccess: toastAndClose(allMessages.academic.actions.saved, onClose),
  });
  const { form } = api;

  return (
    <FormModal
      api={api}
      onClose={onClose}
      title={format(messages.contentTitle, { title: item.title })}
      size="xl"
    >
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
    </FormModal>
  );
}
