/**
 * The class content editor: Markdown with a preview (rendered exactly as students see it,
 * sanitized) and the resources as `title | URL` lines.
 */
import { Modal, Stack, Tabs, Textarea } from '@mantine/core';
import { useState } from 'react';
import { format, useMessages } from '../../i18n';
import type { CourseClass } from '../../lib/api-types';
import { formatResources, parseResources } from '../../lib/resources';
import { FormActions } from '../../ui/form-actions';
import { Markdown } from '../../ui/markdown';
import { notify } from '../../ui/toast';
import { useFormErrors } from '../../ui/use-form-errors';
import { useSaveContent } from './api';

export function ContentEditor({ item, onClose }: { item: CourseClass; onClose: () => void }) {
  const allMessages = useMessages();
  const messages = allMessages.academic.admin.course;
  const save = useSaveContent(item.courseId);
  const [body, setBody] = useState(item.content?.body ?? '');
  const [resourcesText, setResourcesText] = useState(formatResources(item.content?.resources ?? []));
  const { errors, setErrors, showError } = useFormErrors();

  const onSubmit = () => {
    const { resources, badLines } = parseResources(resourcesText);
    const found: Record<string, string> = {};
    if (!body.trim()) found.body = allMessages.academic.actions.required;
    if (badLines.length) found.resources = `${messages.resourcesInvalid} (${badLines.join(', ')})`;
    setErrors(found);
    if (Object.keys(found).length) return;
    save.mutate(
      { classId: item.id, exists: item.content !== null, body: { body, resources } },
      {
        onSuccess: () => {
          notify.success(allMessages.academic.actions.saved);
          onClose();
        },
        onError: showError,
      },
    );
  };

  return (
    <Modal opened onClose={onClose} title={format(messages.contentTitle, { title: item.title })} size="xl">
      <Stack gap="sm">
        <Tabs defaultValue="write">
          <Tabs.List>
            <Tabs.Tab value="write">{messages.write}</Tabs.Tab>
            <Tabs.Tab value="preview">{messages.preview}</Tabs.Tab>
          </Tabs.List>
          <Tabs.Panel value="write" pt="xs">
            <Textarea
              label={messages.contentBody}
              value={body}
              onChange={(e) => setBody(e.currentTarget.value)}
              error={errors.body}
              autosize
              minRows={8}
              maxRows={20}
            />
          </Tabs.Panel>
          <Tabs.Panel value="preview" pt="xs" data-testid="content-preview">
            <Markdown>{body}</Markdown>
          </Tabs.Panel>
        </Tabs>
        <Textarea
          label={messages.resources}
          value={resourcesText}
          onChange={(e) => setResourcesText(e.currentTarget.value)}
          error={errors.resources}
          autosize
          minRows={2}
          placeholder="Slides | https://…"
        />
        <FormActions onCancel={onClose} onConfirm={onSubmit} busy={save.isPending} />
      </Stack>
    </Modal>
  );
}
