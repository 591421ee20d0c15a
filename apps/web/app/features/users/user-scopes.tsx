/**
 * A user's scopes as chips. Only the scopes the viewer may grant (contract rule) get a remove
 * control, each behind a confirmation; the rest are read-only. New scopes come from the
 * viewer's grantable ones.
 */
import type { Scope } from '@catedra/contract';
import { ActionIcon, Badge, Button, Card, Group, Select, Stack, Text, Tooltip } from '@mantine/core';
import { useState } from 'react';
import { format, useMessages } from '../../i18n';
import { problemMessage } from '../../lib/api-problem';
import { ConfirmDialog } from '../../ui/confirm-dialog';
import { Icon } from '../../ui/icons';
import { notify } from '../../ui/toast';
import { fullName, useSession } from '../session';
import { type User, useAddScope, useRemoveScope } from './api';
import { scopeControls } from './scope-controls';

export function UserScopes({ user }: { user: User }) {
  const messages = useMessages();
  const text = messages.users;
  const session = useSession();
  const isSelf = session.user?.id === user.id;
  const { held, addable } = scopeControls(session.scopes, user.scopes, isSelf);
  const [toAdd, setToAdd] = useState<string | null>(null);
  const [toRemove, setToRemove] = useState<Scope | null>(null);
  const add = useAddScope();
  const remove = useRemoveScope();
  const label = (scope: Scope) => messages.scopes[scope].label;

  async function onAdd() {
    const scope = addable.find((candidate) => candidate === toAdd);
    if (!scope) return;
    try {
      await add.mutateAsync({ userId: user.id, scope });
      notify.success(format(text.scopeAdded, { scope: label(scope) }));
      if (isSelf) void session.reloadUser();
      setToAdd(null);
    } catch (error) {
      notify.error(problemMessage(error, messages.forms));
    }
  }

  async function onRemove() {
    if (!toRemove) return;
    try {
      await remove.mutateAsync({ userId: user.id, scope: toRemove });
      notify.success(format(text.scopeRemoved, { scope: label(toRemove) }));
      // One's own scopes decide the menu and the panel: refresh them at once.
      if (isSelf) void session.reloadUser();
    } catch (error) {
      notify.error(problemMessage(error, messages.forms));
    } finally {
      setToRemove(null);
    }
  }

  return (
    <Card withBorder radius="lg" padding="lg" data-testid="user-scopes">
      <Stack gap="sm">
        <Text fw={700}>{text.scopesTitle}</Text>
        {held.length === 0 && (
          <Text size="sm" c="dimmed">
            {text.noScopes}
          </Text>
        )}
        <Group gap="xs">
          {held.map(({ scope, removable }) => (
            <Badge
              key={scope}
              size="lg"
              variant={removable ? 'light' : 'outline'}
              color={removable ? 'indigo' : 'gray'}
              tt="none"
              title={messages.scopes[scope].description}
              data-testid={`scope-chip-${scope}`}
              rightSection={
                removable ? (
                  <Tooltip label={format(text.removeScope, { scope: label(scope) })}>
                    <ActionIcon
                      size="xs"
                      variant="transparent"
                      color="indigo"
                      aria-label={format(text.removeScope, { scope: label(scope) })}
                      onClick={() => setToRemove(scope)}
                    >
                      <Icon name="trash" size={12} />
                    </ActionIcon>
                  </Tooltip>
                ) : undefined
              }
            >
              {label(scope)}
            </Badge>
          ))}
        </Group>
        {held.some((entry) => !entry.removable) && (
          <Text size="xs" c="dimmed">
            {text.scopesReadOnly}
          </Text>
        )}
        {addable.length > 0 && (
          <Group align="flex-end" gap="xs">
            <Select
              label={text.addScope}
              placeholder={text.chooseScope}
              data={addable.map((scope) => ({ value: scope, label: label(scope) }))}
              value={toAdd}
              onChange={setToAdd}
              searchable
              w={260}
              data-testid="add-scope-select"
            />
            <Button
              onClick={() => void onAdd()}
              disabled={!toAdd}
              loading={add.isPending}
              data-testid="add-scope"
            >
              {messages.forms.add}
            </Button>
          </Group>
        )}
      </Stack>
      <ConfirmDialog
        opened={toRemove !== null}
        title={text.confirmRemoveScopeTitle}
        message={
          toRemove ? format(text.confirmRemoveScope, { name: fullName(user), scope: label(toRemove) }) : ''
        }
        confirmLabel={messages.forms.remove}
        loading={remove.isPending}
        onConfirm={() => void onRemove()}
        onClose={() => setToRemove(null)}
      />
    </Card>
  );
}
