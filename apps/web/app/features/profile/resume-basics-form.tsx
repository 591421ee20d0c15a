/** The resume's headline, summary and links, saved together with updateUserResume. */
import { ActionIcon, Alert, Button, Group, Stack, Text, Textarea, TextInput, Tooltip } from '@mantine/core';
import { type FormEvent, useState } from 'react';
import { useMessages } from '../../i18n';
import { fieldErrorsOf, problemMessage } from '../../lib/api-problem';
import { Icon } from '../../ui/icons';
import { notify } from '../../ui/toast';
import type { UserResume } from '../users';
import { useSaveResume } from './api';
import { type ResumeBasicsErrors, type ResumeBasicsValues, validateResumeBasics } from './resume-basics';

const MAX_LINKS = 20;

export function ResumeBasicsForm({ userId, resume }: { userId: string; resume: UserResume }) {
  const messages = useMessages();
  const text = messages.resume;
  const save = useSaveResume(userId);
  const [values, setValues] = useState<ResumeBasicsValues>({
    headline: resume.headline ?? '',
    summary: resume.summary ?? '',
    links: resume.links.map((link) => ({ ...link })),
  });
  const [errors, setErrors] = useState<ResumeBasicsErrors>({});
  const [failure, setFailure] = useState<string | null>(null);

  function setLink(index: number, key: 'title' | 'url', value: string) {
    setValues((current) => ({
      ...current,
      links: current.links.map((link, at) => (at === index ? { ...link, [key]: value } : link)),
    }));
  }

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const found = validateResumeBasics(values, messages.forms);
    setErrors(found);
    setFailure(null);
    if (Object.keys(found).length > 0) return;
    try {
      await save.mutateAsync({
        headline: values.headline.trim(),
        summary: values.summary.trim(),
        links: values.links.map((link) => ({ title: link.title.trim(), url: link.url.trim() })),
      });
      notify.success(messages.forms.saved);
    } catch (error) {
      const fields = [
        'headline',
        'summary',
        ...values.links.flatMap((_, index) => [`links.${index}.title`, `links.${index}.url`]),
      ];
      setErrors(
        fieldErrorsOf(error, fields, (field) =>
          field.endsWith('.url') ? messages.forms.urlInvalid : messages.forms.invalid,
        ) as ResumeBasicsErrors,
      );
      setFailure(problemMessage(error, messages.forms));
    }
  }

  return (
    <form onSubmit={onSubmit} noValidate data-testid="resume-basics">
      <Stack gap="sm">
        {failure && (
          <Alert color="red" variant="light" role="alert">
            {failure}
          </Alert>
        )}
        <TextInput
          label={text.headline}
          placeholder={text.headlinePlaceholder}
          maxLength={200}
          value={values.headline}
          onChange={(event) => setValues({ ...values, headline: event.currentTarget.value })}
          error={errors.headline}
        />
        <Textarea
          label={text.summary}
          autosize
          minRows={3}
          maxLength={5000}
          value={values.summary}
          onChange={(event) => setValues({ ...values, summary: event.currentTarget.value })}
          error={errors.summary}
        />
        <Stack gap="xs">
          <Text size="sm" fw={500}>
            {text.links}
          </Text>
          {values.links.length === 0 && (
            <Text size="sm" c="dimmed">
              {text.noLinks}
            </Text>
          )}
          {values.links.map((link, index) => (
            // Links have no id; their position is what the API's error paths use too.
            // biome-ignore lint/suspicious/noArrayIndexKey: see above
            <Group key={index} align="flex-start" wrap="nowrap" gap="xs">
              <TextInput
                aria-label={text.linkTitle}
                placeholder={text.linkTitle}
                value={link.title}
                onChange={(event) => setLink(index, 'title', event.currentTarget.value)}
                error={errors[`links.${index}.title`]}
                w="35%"
              />
              <TextInput
                aria-label={text.linkUrl}
                placeholder="https://"
                value={link.url}
                onChange={(event) => setLink(index, 'url', event.currentTarget.value)}
                error={errors[`links.${index}.url`]}
                style={{ flex: 1 }}
              />
              <Tooltip label={text.removeLink}>
                <ActionIcon
                  variant="subtle"
                  color="red"
                  size="lg"
                  aria-label={text.removeLink}
                  onClick={() =>
                    setValues({ ...values, links: values.links.filter((_, at) => at !== index) })
                  }
                >
                  <Icon name="trash" size={16} />
                </ActionIcon>
              </Tooltip>
            </Group>
          ))}
          {values.links.length < MAX_LINKS && (
            <Button
              variant="subtle"
              size="xs"
              w="fit-content"
              leftSection={<Icon name="plus" size={14} />}
              onClick={() => setValues({ ...values, links: [...values.links, { title: '', url: '' }] })}
            >
              {text.addLink}
            </Button>
          )}
        </Stack>
        <Group justify="flex-end">
          <Button type="submit" loading={save.isPending}>
            {text.saveResume}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
