/**
 * Topics: list (paged, the page kept in the address), create and edit, with the API's field
 * errors under their fields.
 */
import { Button, Group, Stack, TextInput } from '@mantine/core';
import { useState } from 'react';
import { useMessages } from '../../i18n';
import type { CourseTopic } from '../../lib/api-types';
import { DataList, editColumn, pagingFields, useDataList } from '../../ui/data-list';
import { FormModal, toastAndClose, useApiForm } from '../../ui/form';
import { Heading } from '../../ui/heading';
import { useApiClient } from '../session';
import { useSaveTopic } from './api';
import { topicsPageQuery } from './queries';

const LIST_FIELDS = pagingFields('findAllCourseTopics', { column: 'name', direction: 'asc' });

function TopicForm({ topic, onClose }: { topic: CourseTopic | null; onClose: () => void }) {
  const allMessages = useMessages();
  const messages = allMessages.academic.admin.topics;
  const { actions } = allMessages.academic;
  const save = useSaveTopic();
  const api = useApiForm({
    initialValues: { name: topic?.name ?? '', slug: topic?.slug ?? '' },
    validate: { name: (value) => (value.trim() ? null : actions.required) },
    submit: ({ name, slug }) =>
      save.mutateAsync({
        topicId: topic?.id,
        body: { name: name.trim(), ...(slug.trim() ? { slug: slug.trim() } : {}) },
      }),
    onSuccess: toastAndClose(topic ? actions.saved : actions.created, onClose),
  });
  const { form } = api;
  return (
    <FormModal api={api} onClose={onClose} title={topic ? messages.editTopic : messages.newTopic}>
      <TextInput label={messages.name} {...form.getInputProps('name')} required data-autofocus />
      <TextInput label={messages.slug} description={messages.slugHint} {...form.getInputProps('slug')} />
    </FormModal>
  );
}

export function TopicsPage() {
  const allMessages = useMessages();
  const messages = allMessages.academic.admin.topics;
  const client = useApiClient();
  const topics = useDataList({
    fields: LIST_FIELDS,
    query: (_state, request) => topicsPageQuery(client, request),
  });
  const [editing, setEditing] = useState<CourseTopic | null | undefined>(undefined);
  return (
    <Stack gap="lg">
      <Group justify="space-between">
        <Heading title={messages.title} hint={messages.intro} order={1} fz={28} />
        <Button onClick={() => setEditing(null)}>{messages.newTopic}</Button>
      </Group>
      <DataList<typeof LIST_FIELDS, CourseTopic>
        list={topics}
        noRecordsText={messages.empty}
        columns={[
          { accessor: 'name', title: messages.name },
          { accessor: 'slug', title: 'Slug' },
          editColumn<CourseTopic>(allMessages.academic.actions.edit, setEditing),
        ]}
      />
      {editing !== undefined && <TopicForm topic={editing} onClose={() => setEditing(undefined)} />}
    </Stack>
  );
}
