/**
 * A course's classes for staff: a list (with visibility) or an agenda grouped by week, both
 * in the course's zone; create, edit, delete (confirmed), content and teacher instruction.
 */
import { Badge, Button, Card, Group, Pagination, SegmentedControl, Stack, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { format, useMessages } from '../../i18n';
import { problemMessage } from '../../lib/api-problem';
import type { CourseClass } from '../../lib/api-types';
import {
  formatCalendarDate,
  formatDateTime,
  formatTime,
  formatWeekdayAndDay,
  groupByWeek,
  timeZoneInSentence,
} from '../../lib/dates';
import { oneOf } from '../../lib/list-state';
import { ConfirmButton } from '../../ui/confirm-button';
import { DataList, prefixedPagingFields, useDataList } from '../../ui/data-list';
import { PageState } from '../../ui/query-state';
import { notify } from '../../ui/toast';
import { useApiClient } from '../session';
import { useDeleteClass } from './api';
import { ClassForm } from './class-form';
import { ContentEditor } from './content-editor';
import { InstructionEditor } from './instruction-editor';
import { classesQuery } from './queries';

type Editing =
  | { kind: 'class'; item: CourseClass | null }
  | { kind: 'content' | 'instruction'; item: CourseClass };

function ClassActions({
  item,
  canManage,
  onEdit,
}: {
  item: CourseClass;
  canManage: boolean;
  onEdit: (editing: Editing) => void;
}) {
  const allMessages = useMessages();
  const messages = allMessages.academic.admin.course;
  const remove = useDeleteClass(item.courseId);
  if (!canManage) return null;
  return (
    <Group gap={4} justify="flex-end" wrap="nowrap">
      <Button size="compact-xs" variant="default" onClick={() => onEdit({ kind: 'class', item })}>
        {allMessages.academic.actions.edit}
      </Button>
      <Button size="compact-xs" variant="light" onClick={() => onEdit({ kind: 'content', item })}>
        {messages.content}
      </Button>
      <Button
        size="compact-xs"
        variant="light"
        color="grape"
        onClick={() => onEdit({ kind: 'instruction', item })}
      >
        {messages.instruction}
      </Button>
      <ConfirmButton
        size="compact-xs"
        variant="subtle"
        title={messages.deleteClassTitle}
        message={format(messages.deleteClassText, { title: item.title })}
        confirmLabel={allMessages.academic.actions.delete}
        loading={remove.isPending}
        onConfirm={() =>
          remove
            .mutateAsync(item.id, {
              onSuccess: () => notify.success(allMessages.academic.actions.deleted),
              onError: (error) => notify.error(problemMessage(error, allMessages.academic.errors)),
            })
            .catch(() => undefined)
        }
      >
        {allMessages.academic.actions.delete}
      </ConfirmButton>
    </Group>
  );
}

function VisibilityBadge({ visible }: { visible: boolean }) {
  const messages = useMessages().academic.admin.course;
  return (
    <Badge variant="light" color={visible ? 'teal' : 'gray'}>
      {visible ? messages.visible : messages.hidden}
    </Badge>
  );
}

function Agenda({
  items,
  timeZone,
  canManage,
  onEdit,
}: {
  items: CourseClass[];
  timeZone: string;
  canManage: boolean;
  onEdit: (e: Editing) => void;
}) {
  const messages = useMessages().academic.admin.course;
  return (
    <Stack gap="md" data-testid="class-agenda">
      {groupByWeek(items, (item) => item.startsAt, timeZone).map((week) => (
        <Card key={week.weekStart} withBorder radius="md" padding="md">
          <Title order={3} fz="sm" mb="xs" c="dimmed" tt="uppercase">
            {format(messages.week, { date: formatCalendarDate(week.weekStart) })}
          </Title>
          <Stack gap={6}>
            {week.items.map((item) => (
              // On a phone a row wraps: the date, then the title, then the actions.
              <Group key={item.id} justify="space-between" gap="xs">
                <Group gap="sm" miw={0}>
                  <Text
                    size="sm"
                    ff="monospace"
                    w={{ base: 'auto', sm: 190 }}
                    style={{ whiteSpace: 'nowrap' }}
                  >
                    {formatWeekdayAndDay(item.startsAt, timeZone)} {formatTime(item.startsAt, timeZone)}
                  </Text>
                  <Text size="sm" fw={600}>
                    {item.title}
                  </Text>
                  <VisibilityBadge visible={item.visible} />
                </Group>
                <ClassActions item={item} canManage={canManage} onEdit={onEdit} />
              </Group>
            ))}
          </Stack>
        </Card>
      ))}
    </Stack>
  );
}

/**
 * The classes list in the address under its own keys (the course page has other lists):
 * `classesView`, `classesPage`, `classesSize`, `classesSort`.
 */
const CLASS_PAGING = prefixedPagingFields('classes', 'findAllCourseClassesUnfiltered', {
  column: 'startsAt',
  direction: 'asc',
});
const CLASS_FIELDS = { classesView: oneOf(['list', 'agenda'], 'list'), ...CLASS_PAGING.fields };

export function ClassesPanel({
  courseId,
  timeZone,
  canManage,
}: {
  courseId: string;
  timeZone: string;
  canManage: boolean;
}) {
  const messages = useMessages().academic.admin.course;
  const client = useApiClient();
  const classes = useDataList({
    fields: CLASS_FIELDS,
    keys: CLASS_PAGING.keys,
    query: (_state, request) => classesQuery(client, courseId, request),
  });
  const view = classes.values.classesView;
  const [editing, setEditing] = useState<Editing | null>(null);
  return (
    <Stack gap="md">
      <Group justify="space-between">
        <SegmentedControl
          value={view}
          onChange={(value) => classes.set({ classesView: value === 'agenda' ? 'agenda' : 'list' })}
          data={[
            { value: 'list', label: messages.listView },
            { value: 'agenda', label: messages.agendaView },
          ]}
        />
        {canManage && (
          <Button onClick={() => setEditing({ kind: 'class', item: null })}>{messages.newClass}</Button>
        )}
      </Group>
      <Text size="xs" c="dimmed">
        {format(messages.zoneNote, { zone: timeZoneInSentence(timeZone) })}
      </Text>
      {view === 'list' ? (
        <DataList<typeof CLASS_FIELDS, CourseClass>
          list={classes}
          noRecordsText={messages.classesEmpty}
          testId="class-list"
          columns={[
            {
              accessor: 'title',
              title: messages.classForm.title,
              render: (item) => (
                <Text size="sm" fw={600}>
                  {item.title}
                </Text>
              ),
            },
            {
              accessor: 'startsAt',
              title: messages.classForm.startsAt,
              render: (item) => `${formatDateTime(item.startsAt, timeZone)} · ${item.durationMinutes} min`,
            },
            {
              accessor: 'visible',
              title: messages.classForm.visible,
              render: (item) => <VisibilityBadge visible={item.visible} />,
            },
            {
              accessor: 'actions',
              title: '',
              textAlign: 'right',
              render: (item) => <ClassActions item={item} canManage={canManage} onEdit={setEditing} />,
            },
          ]}
        />
      ) : (
        <PageState query={classes.result} emptyText={messages.classesEmpty}>
          {(rows, listPage) => (
            <Stack gap="sm">
              <Agenda items={rows} timeZone={timeZone} canManage={canManage} onEdit={setEditing} />
              {listPage.totalPages > 1 && (
                <Pagination
                  value={classes.values.classesPage}
                  onChange={(page) => classes.set({ classesPage: page })}
                  total={listPage.totalPages}
                />
              )}
            </Stack>
          )}
        </PageState>
      )}
      {editing?.kind === 'class' && (
        <ClassForm courseId={courseId} item={editing.item} onClose={() => setEditing(null)} />
      )}
      {editing?.kind === 'content' && <ContentEditor item={editing.item} onClose={() => setEditing(null)} />}
      {editing?.kind === 'instruction' && (
        <InstructionEditor item={editing.item} onClose={() => setEditing(null)} />
      )}
    </Stack>
  );
}
