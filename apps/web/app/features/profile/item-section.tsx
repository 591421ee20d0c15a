/**
 * One section of the resume editor (formación, experiencia or tecnologías): its items with
 * inline edit and remove (after a confirmation), and an inline form to add one.
 */
import { ActionIcon, Badge, Button, Group, Paper, Stack, Text, Title, Tooltip } from '@mantine/core';
import { useState } from 'react';
import { format, useMessages } from '../../i18n';
import { problemMessage } from '../../lib/api-problem';
import { formatCalendarDate } from '../../lib/dates';
import { ConfirmDialog } from '../../ui/confirm-dialog';
import { Icon } from '../../ui/icons';
import { notify } from '../../ui/toast';
import { type ItemOperations, useItemMutation } from './api';
import { ItemForm } from './item-form';
import { type ItemKind, itemTitle, itemValues } from './resume-items';

type Item = { id: string } & Record<string, unknown>;

type ItemSectionProps = {
  userId: string;
  kind: ItemKind;
  items: readonly Item[];
  /** The kind's own operations: they take the payload its form builds (`itemPayload`). */
  operations: ItemOperations<never>;
};

function ItemSummary({ kind, item }: { kind: ItemKind; item: Item }) {
  const { resume } = useMessages();
  if (kind === 'technology') {
    const years = item.yearsOfExperience;
    return (
      <Group gap="xs">
        <Text fw={600} size="sm">
          {String(item.name)}
        </Text>
        <Badge variant="light" tt="none">
          {resume.levels[item.level as keyof typeof resume.levels]}
        </Badge>
        {typeof years === 'number' && (
          <Text size="sm" c="dimmed">
            {format(resume.years, { years })}
          </Text>
        )}
      </Group>
    );
  }
  const [title, place] = kind === 'academic' ? [item.degree, item.institution] : [item.role, item.company];
  return (
    <Stack gap={2}>
      <Text fw={600} size="sm">
        {String(title)}
        {kind === 'academic' && item.field ? ` · ${String(item.field)}` : ''}
      </Text>
      <Text size="sm">{String(place)}</Text>
      <Text size="xs" c="dimmed">
        {formatCalendarDate(String(item.startDate))} –{' '}
        {item.endDate ? formatCalendarDate(String(item.endDate)) : resume.current}
      </Text>
      {typeof item.description === 'string' && item.description && (
        <Text size="sm" style={{ whiteSpace: 'pre-wrap' }}>
          {item.description}
        </Text>
      )}
    </Stack>
  );
}

export function ItemSection({ userId, kind, items, operations }: ItemSectionProps) {
  const messages = useMessages();
  const text = messages.resume;
  const mutation = useItemMutation(userId);
  // 'new' while adding, an item id while editing it; one form open at a time.
  const [editing, setEditing] = useState<string | null>(null);
  const [removing, setRemoving] = useState<Item | null>(null);

  async function save(id: string | null, payload: Record<string, unknown>) {
    const dto = payload as never;
    await mutation.mutateAsync(() => (id ? operations.update(id, dto) : operations.insert(dto)));
    notify.success(text.itemSaved);
    setEditing(null);
  }

  async function remove() {
    if (!removing) return;
    try {
      await mutation.mutateAsync(() => operations.remove(removing.id));
      notify.success(text.itemRemoved);
    } catch (error) {
      notify.error(problemMessage(error, messages.forms));
    } finally {
      setRemoving(null);
    }
  }

  return (
    <Stack gap="sm" data-testid={`resume-${kind}`}>
      <Group justify="space-between">
        <Title order={3} fz="lg">
          {text.sections[kind].title}
        </Title>
        {editing !== 'new' && (
          <Button
            size="xs"
            variant="light"
            leftSection={<Icon name="plus" size={14} />}
            onClick={() => setEditing('new')}
          >
            {text.sections[kind].add}
          </Button>
        )}
      </Group>
      {items.length === 0 && editing !== 'new' && (
        <Text size="sm" c="dimmed">
          {text.empty}
        </Text>
      )}
      {items.map((item) =>
        editing === item.id ? (
          <ItemForm
            key={item.id}
            kind={kind}
            initial={itemValues(kind, item)}
            onSubmit={(payload) => save(item.id, payload)}
            onCancel={() => setEditing(null)}
          />
        ) : (
          <Paper key={item.id} withBorder radius="md" p="sm" data-testid={`${kind}-item`}>
            <Group justify="space-between" align="flex-start" wrap="nowrap">
              <ItemSummary kind={kind} item={item} />
              <Group gap={4} wrap="nowrap">
                <Tooltip label={messages.forms.edit}>
                  <ActionIcon
                    variant="subtle"
                    aria-label={messages.forms.edit}
                    onClick={() => setEditing(item.id)}
                  >
                    <Icon name="pencil" size={16} />
                  </ActionIcon>
                </Tooltip>
                <Tooltip label={messages.forms.remove}>
                  <ActionIcon
                    variant="subtle"
                    color="red"
                    aria-label={messages.forms.remove}
                    onClick={() => setRemoving(item)}
                  >
                    <Icon name="trash" size={16} />
                  </ActionIcon>
                </Tooltip>
              </Group>
            </Group>
          </Paper>
        ),
      )}
      {editing === 'new' && (
        <ItemForm
          kind={kind}
          initial={itemValues(kind)}
          onSubmit={(payload) => save(null, payload)}
          onCancel={() => setEditing(null)}
        />
      )}
      <ConfirmDialog
        opened={removing !== null}
        title={text.confirmRemoveTitle}
        message={removing ? format(text.confirmRemove, { name: itemTitle(kind, removing) }) : ''}
        confirmLabel={messages.forms.remove}
        loading={mutation.isPending}
        onConfirm={() => void remove()}
        onClose={() => setRemoving(null)}
      />
    </Stack>
  );
}
