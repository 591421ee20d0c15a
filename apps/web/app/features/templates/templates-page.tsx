/** Templates: the list filtered by topic and state, and the editor of their blueprints. */
import { Badge, Button, Group, Select, Stack } from '@mantine/core';
import { useState } from 'react';
import { useMessages } from '../../i18n';
import type { CourseTemplate, CourseTopic } from '../../lib/api-types';
import { isUuid } from '../../lib/formats';
import { flag, option } from '../../lib/list-state';
import { DataList, editColumn, ListFilters, pagingFields, useDataList } from '../../ui/data-list';
import { Heading } from '../../ui/heading';
import { useApiClient } from '../session';
import { templatesQuery } from './queries';
import { TemplateEditor } from './template-editor';

/** The list in the address, e.g. `?topicId=…&active=&page=2`; it opens on the active templates. */
const LIST_FIELDS = {
  topicId: option(isUuid),
  active: flag(true),
  ...pagingFields('findAllCourseTemplates', { column: 'name', direction: 'asc' }),
};

export function TemplatesPage({ topics, canEdit }: { topics: CourseTopic[]; canEdit: boolean }) {
  const allMessages = useMessages();
  const messages = allMessages.academic.admin.templates;
  const client = useApiClient();
  const templates = useDataList({
    fields: LIST_FIELDS,
    query: ({ topicId, active }, request) =>
      templatesQuery(client, { topicId: topicId ?? undefined, active: active ?? undefined, ...request }),
  });
  const { values, set } = templates;
  const [editing, setEditing] = useState<CourseTemplate | null | undefined>(undefined);
  const topicName = new Map(topics.map((topic) => [topic.id, topic.name]));
  return (
    <Stack gap="lg">
      <Group justify="space-between">
        <Heading title={messages.title} hint={messages.intro} order={1} fz={28} />
        {canEdit && <Button onClick={() => setEditing(null)}>{messages.newTemplate}</Button>}
      </Group>
      <ListFilters active={[values.topicId, values.active !== null].filter(Boolean).length}>
        <Group>
          <Select
            label={messages.topic}
            data={topics.map((topic) => ({ value: topic.id, label: topic.name }))}
            value={values.topicId}
            onChange={(value) => set({ topicId: value })}
            clearable
            placeholder={allMessages.academic.actions.all}
          />
          <Select
            label={messages.status}
            data={[
              { value: 'true', label: messages.active },
              { value: 'false', label: allMessages.academic.admin.courses.inactive },
            ]}
            value={values.active === null ? null : String(values.active)}
            onChange={(value) => set({ active: value === null ? null : value === 'true' })}
            clearable
            placeholder={allMessages.academic.actions.all}
          />
        </Group>
      </ListFilters>
      <DataList<typeof LIST_FIELDS, CourseTemplate>
        list={templates}
        noRecordsText={messages.empty}
        columns={[
          { accessor: 'name', title: messages.name },
          {
            accessor: 'topicId',
            title: messages.topic,
            render: (row) => topicName.get(row.topicId) ?? '—',
          },
          {
            accessor: 'classes',
            title: messages.classes,
            render: (row) => row.classes.length,
            textAlign: 'right',
          },
          {
            accessor: 'exams',
            title: messages.exams,
            render: (row) => row.exams.length,
            textAlign: 'right',
          },
          {
            accessor: 'active',
            title: messages.status,
            render: (row) => (
              <Badge variant="light" color={row.active ? 'teal' : 'gray'}>
                {row.active ? messages.active : allMessages.academic.admin.courses.inactive}
              </Badge>
            ),
          },
          editColumn<CourseTemplate>(allMessages.academic.actions.edit, setEditing, canEdit),
        ]}
      />
      {editing !== undefined && (
        <TemplateEditor template={editing} topics={topics} onClose={() => setEditing(undefined)} />
      )}
    </Stack>
  );
}
