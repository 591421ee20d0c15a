/** The resume's headline, summary and links, saved together with updateUserResume. */
import { ActionIcon, Button, Group, Stack, Text, Textarea, TextInput, Tooltip } from '@mantine/core';
import { useMessages } from '../../i18n';
import { FormFailure, useApiForm } from '../../ui/form';
import { Icon } from '../../ui/icons';
import { notify } from '../../ui/toast';
import type { UserResume } from '../users';
import { useSaveResume } from './api';
import {
  MAX_LINKS,
  RESUME_BASICS_FIELDS,
  type ResumeBasicsValues,
  resumeBasicsFallback,
  resumeBasicsPayload,
  resumeBasicsValues,
  validateResumeBasics,
} from './resume-basics';

export function ResumeBasicsForm({ userId, resume }: { userId: string; resume: UserResume }) {
  const messages = useMessages();
  const text = messages.resume;
  const save = useSaveResume(userId);
  const { form, onSubmit, submitting, failure, fieldsRef } = useApiForm<ResumeBasicsValues, unknown>({
    initialValues: resumeBasicsValues(resume),
    validate: (values) => validateResumeBasics(values, messages.forms),
    submit: (values) => save.mutateAsync(resumeBasicsPayload(values)),
    onSuccess: () => notify.success(messages.forms.saved),
    fallback: {
      fields: RESUME_BASICS_FIELDS,
      message: (field) => resumeBasicsFallback(field, messages.forms),
    },
    texts: messages.forms,
    failureAs: 'alert',
  });
  const links = form.values.links;

  return (
    <form ref={fieldsRef} onSubmit={onSubmit} noValidate data-testid="resume-basics">
      <Stack gap="sm">
        <FormFailure message={failure} />
        <TextInput
          label={text.headline}
          placeholder={text.headlinePlaceholder}
          maxLength={200}
          {...form.getInputProps('headline')}
        />
        <Textarea
          label={text.summary}
          autosize
          minRows={3}
          maxLength={5000}
          {...form.getInputProps('summary')}
        />
        <Stack gap="xs">
          <Text size="sm" fw={500}>
            {text.links}
          </Text>
          {links.length === 0 && (
            <Text size="sm" c="dimmed">
              {text.noLinks}
            </Text>
          )}
          {links.map((_, index) => (
            // Links have no id; their position is what the API's error paths use too.
            // biome-ignore lint/suspicious/noArrayIndexKey: see above
            <Group key={index} align="flex-start" wrap="nowrap" gap="xs">
              <TextInput
                aria-label={text.linkTitle}
                placeholder={text.linkTitle}
                {...form.getInputProps(`links.${index}.title`)}
                w="35%"
              />
              <TextInput
                aria-label={text.linkUrl}
                placeholder="https://"
                {...form.getInputProps(`links.${index}.url`)}
                style={{ flex: 1 }}
              />
              <Tooltip label={text.removeLink}>
                <ActionIcon
                  variant="subtle"
                  color="red"
                  size="lg"
                  aria-label={text.removeLink}
                  onClick={() => form.removeListItem('links', index)}
                >
                  <Icon name="trash" size={16} />
                </ActionIcon>
              </Tooltip>
            </Group>
          ))}
          {links.length < MAX_LINKS && (
            <Button
              variant="subtle"
              size="xs"
              w="fit-content"
              leftSection={<Icon name="plus" size={14} />}
              onClick={() => form.insertListItem('links', { title: '', url: '' })}
            >
              {text.addLink}
            </Button>
          )}
        </Stack>
        <Group justify="flex-end">
          <Button type="submit" loading={submitting}>
            {text.saveResume}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
