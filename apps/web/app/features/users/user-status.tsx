/**
 * A user's state on his admin page: active or deactivated (since when and why) and his last
 * sign-in. SU and MANAGER_ADMIN (the contract's access of deactivateUser) deactivate him,
 * giving a reason in the confirmation, and reactivate him after a second confirmation; nobody
 * deactivates himself. Each confirmation sends one request however often it is clicked.
 */
import { Badge, Button, Card, Group, Stack, Text, Textarea } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { format, useMessages } from '../../i18n';
import { mayCall } from '../../lib/access';
import { problemMessage } from '../../lib/api-problem';
import { ACADEMY_TIME_ZONE, formatDateTime, timeZoneInSentence } from '../../lib/dates';
import { ConfirmButton } from '../../ui/confirm-button';
import { ConfirmDialog } from '../../ui/confirm-dialog';
import { useApiForm } from '../../ui/form';
import { notify } from '../../ui/toast';
import { fullName, useSession } from '../session';
import { type User, useUserActivation } from './api';

const REASON_MAX_LENGTH = 500;

/** The badge of a user's state, also shown next to his name in the list. */
export function UserStatusBadge({ user }: { user: Pick<User, 'active'> }) {
  const text = useMessages().users.status;
  return (
    <Badge color={user.active ? 'teal' : 'red'} variant="light" data-testid="user-status-badge">
      {user.active ? text.active : text.deactivated}
    </Badge>
  );
}

const when = (iso: string) => formatDateTime(iso, ACADEMY_TIME_ZONE);

function DeactivateButton({ user }: { user: User }) {
  const messages = useMessages();
  const text = messages.users.status;
  const [opened, { open, close }] = useDisclosure(false);
  const { deactivate } = useUserActivation();
  const { form, submitNow } = useApiForm<{ reason: string }, User>({
    initialValues: { reason: '' },
    validate: {
      reason: (value) => (value.trim() ? null : messages.forms.required),
    },
    submit: ({ reason }) => deactivate.mutateAsync({ userId: user.id, reason: reason.trim() }),
    onSuccess: () => {
      notify.success(text.deactivatedToast);
      close();
      form.reset();
    },
    fallback: { fields: ['reason'] },
    texts: messages.forms,
    failureAs: 'toast',
  });
  return (
    <>
      <Button color="red" variant="light" onClick={open} data-testid="deactivate-user">
        {text.deactivate}
      </Button>
      <ConfirmDialog
        opened={opened}
        title={format(text.deactivateTitle, { name: fullName(user) })}
        message={text.deactivateMessage}
        confirmLabel={text.deactivate}
        onConfirm={submitNow}
        onClose={close}
      >
        <Textarea
          label={text.reasonLabel}
          description={text.reasonHint}
          autosize
          minRows={2}
          maxLength={REASON_MAX_LENGTH}
          required
          data-autofocus
          {...form.getInputProps('reason')}
        />
      </ConfirmDialog>
    </>
  );
}

function ReactivateButton({ user }: { user: User }) {
  const messages = useMessages();
  const text = messages.users.status;
  const { reactivate } = useUserActivation();
  return (
    <ConfirmButton
      color="teal"
      variant="light"
      title={format(text.reactivateTitle, { name: fullName(user) })}
      message={text.reactivateMessage}
      confirmLabel={text.reactivate}
      testId="reactivate-user"
      onConfirm={async () => {
        try {
          await reactivate.mutateAsync(user.id);
          notify.success(text.reactivated);
        } catch (error) {
          notify.error(problemMessage(error, messages.forms));
        }
      }}
    >
      {text.reactivate}
    </ConfirmButton>
  );
}

export function UserStatus({ user }: { user: User }) {
  const messages = useMessages();
  const text = messages.users.status;
  const session = useSession();
  const isSelf = session.user?.id === user.id;
  const manages = mayCall('deactivateUser', session.scopes);
  return (
    <Card withBorder radius="lg" padding="lg" data-testid="user-status">
      <Group justify="space-between" align="flex-start" gap="md">
        <Stack gap={4}>
          <Group gap="xs">
            <Text fw={700}>{text.title}</Text>
            <UserStatusBadge user={user} />
          </Group>
          {!user.active && (
            <>
              {user.deactivatedAt && (
                <Text size="sm">{format(text.deactivatedOn, { date: when(user.deactivatedAt) })}</Text>
              )}
              <Text size="sm" data-testid="deactivation-reason">
                {user.deactivationReason
                  ? format(text.reason, { reason: user.deactivationReason })
                  : text.noReason}
              </Text>
            </>
          )}
          <Text size="sm" c="dimmed">
            {user.lastSignInAt
              ? format(text.lastSignIn, { when: when(user.lastSignInAt) })
              : text.neverSignedIn}
          </Text>
          <Text size="xs" c="dimmed">
            {format(messages.users.timesNote, { zone: timeZoneInSentence(ACADEMY_TIME_ZONE) })}
          </Text>
        </Stack>
        {manages &&
          (isSelf ? (
            <Text size="sm" c="dimmed">
              {text.self}
            </Text>
          ) : user.active ? (
            <DeactivateButton user={user} />
          ) : (
            <ReactivateButton user={user} />
          ))}
      </Group>
    </Card>
  );
}
