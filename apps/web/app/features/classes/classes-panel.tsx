/**
 * A course's classes for staff: a list (with visibility) or an agenda grouped by week, both
 * in the course's zone; create, edit, delete (confirmed), content and teacher instruction.
 */
import {
  Badge,
  Button,
  Card,
  Group,
  Pagination,
  SegmentedControl,
  Stack,
  Table,
  Text,
  Title,
} from '@mantine/core';
import { useState } from 'react';
import { format, useMessages } from '../../i18n';
import { problemMessage } from '../../lib/api-problem';
import type { CourseClass } from '../../lib/api-types';
import { formatCalendarDate, formatDateTime, formatTime, groupByWeek } from '../../lib/dates';
import { ConfirmButton } from '../../ui/confirm-button';
import { EmptyState, QueryState } from '../../ui/query-state';
import { notify } from '../../ui/toast';
import { useAllClasses, useDeleteClass } from './api';
import { ClassForm } from './class-form';
import { ContentEditor } from './content-editor';
import { InstructionEditor } from './instruction-editor';

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

function ClassList({
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
  return (
    <Table striped highlightOnHover data-testid="class-list">
      <Table.Tbody>
        {items.map((item) => (
          <Table.Tr key={item.id}>
            <Table.Td>
              <Text size="sm" fw={600}>
                {item.title}
              </Text>
              <Text size="xs" c="dimmed">
                {formatDateTime(item.startsAt, timeZone)} · {item.durationMinutes} min
              </Text>
            </Table.Td>
            <Table.Td>
              <VisibilityBadge visible={item.visible} />
            </Table.Td>
            <Table.Td>
              <ClassActions item={item} canManage={canManage} onEdit={onEdit} />
            </Table.Td>
          </Table.Tr>
        ))}
      </Table.Tbody>
    </Table>
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
              <Group key={item.id} justify="space-between" wrap="nowrap">
                <Group gap="sm" wrap="nowrap">
                  <Text size="sm" ff="monospace" w={190} style={{ whiteSpace: 'nowrap' }}>
                    {new Intl.DateTimeFormat('es-AR', { timeZone, weekday: 'short', day: 'numeric' }).format(
                      new Date(item.startsAt),
                    )}{' '}
                    {formatTime(item.startsAt, timeZone)}
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
  const [view, setView] = useState('list');
  const [page, setPage] = useState(0);
  const classes = useAllClasses(courseId, page);
  const [editing, setEditing] = useState<Editing | null>(null);
  return (
    <Stack gap="md">
      <Group justify="space-between">
        <SegmentedControl
          value={view}
          onChange={setView}
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
        {format(messages.zoneNote, { zone: timeZone })}
      </Text>
      <QueryState query={classes}>
        {() => {
          const items = classes.data!.content;
          if (items.length === 0) return <EmptyState>{messages.classesEmpty}</EmptyState>;
          return (
            <>
              {view === 'list' ? (
                <ClassList items={items} timeZone={timeZone} canManage={canManage} onEdit={setEditing} />
              ) : (
                <Agenda items={items} timeZone={timeZone} canManage={canManage} onEdit={setEditing} />
              )}
              {classes.data!.page.totalPages > 1 && (
                <Pagination
                  value={page + 1}
                  onChange={(value) => setPage(value - 1)}
                  total={classes.data!.page.totalPages}
                />
              )}
            </>
          );
        }}
      </QueryState>
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
