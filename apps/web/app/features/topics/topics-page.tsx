/**
 * Topics: list (paged, the page kept in the address), create and edit, with the API's field
 * errors under their fields.
 */
import { Button, Group, Modal, Stack, Text, TextInput, Title } from '@mantine/core';
import { DataTable } from 'mantine-datatable';
import { useState } from 'react';
import { useMessages } from '../../i18n';
import type { CourseTopic } from '../../lib/api-types';
import { pageNumber } from '../../lib/list-state';
import { useListState } from '../../lib/use-list-state';
import { FormActions } from '../../ui/form-actions';
import { ErrorState } from '../../ui/query-state';
import { notify } from '../../ui/toast';
import { useFormErrors } from '../../ui/use-form-errors';
import { useSaveTopic, useTopicPage } from './api';

const PAGE_SIZE = 20;
const LIST_FIELDS = { page: pageNumber() };

function TopicForm({ topic, onClose }: { topic: CourseTopic | null; onClose: () => void }) {
  const allMessages = useMessages();
  const messages = allMessages.academic.admin.topics;
  const save = useSaveTopic();
  const [name, setName] = useState(topic?.name ?? '');
  const [slug, setSlug] = useState(topic?.slug ?? '');
  const { errors, setErrors, showError } = useFormErrors();
  const onSubmit = () => {
    if (!name.trim()) return setErrors({ name: allMessages.academic.actions.required });
    save.mutate(
      { topicId: topic?.id, name: name.trim(), slug: slug.trim() || undefined },
      {
        onSuccess: () => {
          notify.success(topic ? allMessages.academic.actions.saved : allMessages.academic.actions.created);
          onClose();
        },
        onError: showError,
      },
    );
  };
  return (
    <Modal opened onClose={onClose} title={topic ? messages.editTopic : messages.newTopic}>
      <Stack gap="sm">
        <TextInput
          label={messages.name}
          value={name}
          onChange={(e) => setName(e.currentTarget.value)}
          error={errors.name}
          required
          data-autofocus
        />
        <TextInput
          label={messages.slug}
          description={messages.slugHint}
          value={slug}
          onChange={(e) => setSlug(e.currentTarget.value)}
          error={errors.slug}
        />
        <FormActions onCancel={onClose} onConfirm={onSubmit} busy={save.isPending} />
      </Stack>
    </Modal>
  );
}

export function TopicsPage() {
  const allMessages = useMessages();
  const messages = allMessages.academic.admin.topics;
  const { values, applied, set } = useListState(LIST_FIELDS);
  const topics = useTopicPage(applied.page - 1, PAGE_SIZE);
  const [editing, setEditing] = useState<CourseTopic | null | undefined>(undefined);
  return (
    <Stack gap="lg">
      <Group justify="space-between">
        <Stack gap={2}>
          <Title order={1} fz={28}>
            {messages.title}
          </Title>
          <Text c="dimmed" size="sm">
            {messages.intro}
          </Text>
        </Stack>
        <Button onClick={() => setEditing(null)}>{messages.newTopic}</Button>
      </Group>
      {topics.isError ? (
        <ErrorState error={topics.error} onRetry={topics.refetch} />
      ) : (
        <DataTable<CourseTopic>
          withTableBorder
          borderRadius="md"
          minHeight={160}
          fetching={topics.isFetching}
          records={topics.data?.content ?? []}
          totalRecords={topics.data?.page.totalElements ?? 0}
          recordsPerPage={PAGE_SIZE}
          page={values.page}
          onPageChange={(page) => set({ page })}
          noRecordsText={messages.empty}
          columns={[
            { accessor: 'name', title: messages.name },
            { accessor: 'slug', title: 'Slug' },
            {
              accessor: 'actions',
              title: '',
              textAlign: 'right',
              render: (row) => (
                <Button size="xs" variant="default" onClick={() => setEditing(row)}>
                  {allMessages.academic.actions.edit}
                </Button>
              ),
            },
          ]}
        />
      )}
      {editing !== undefined && <TopicForm topic={editing} onClose={() => setEditing(undefined)} />}
    </Stack>
  );
}
