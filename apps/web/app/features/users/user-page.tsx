/**
 * An admin's view of one user: his state (deactivation for SU and MANAGER_ADMIN), profile
 * (editable by those who may update users), his alliance (the route hands in the alliances
 * feature's section), resume (read-only), scopes and their history.
 */
import {
  Anchor,
  Avatar,
  Button,
  Card,
  Divider,
  Group,
  Modal,
  SimpleGrid,
  Stack,
  Text,
  Title,
} from '@mantine/core';
import { type ReactNode, useState } from 'react';
import { Link } from 'react-router';
import { useMessages } from '../../i18n';
import { mayCall } from '../../lib/access';
import { isApiStatus } from '../../lib/api-problem';
import { countryName } from '../../lib/countries';
import { ACADEMY_TIME_ZONE, formatDate } from '../../lib/dates';
import { formatPhone } from '../../lib/phones';
import { Icon } from '../../ui/icons';
import { ErrorState, LoadingState } from '../../ui/query-state';
import { fullName, initialsOf, useSession } from '../session';
import { type User, useResume, useUser } from './api';
import { ProfileForm } from './profile-form';
import { ReadFailure } from './read-failure';
import { ResumeView } from './resume-view';
import { ScopeHistory } from './scope-history';
import { UserScopes } from './user-scopes';
import { UserStatus } from './user-status';

function Detail({ label, value }: { label: string; value: string | null }) {
  const { users } = useMessages();
  return (
    <Stack gap={0}>
      <Text size="xs" c="dimmed">
        {label}
      </Text>
      <Text size="sm">{value || users.none}</Text>
    </Stack>
  );
}

/** What the route shows of the user's alliance (its name and his tier, and their controls). */
export type AllianceSection = (user: User) => ReactNode;

function ProfileCard({ user, alliance }: { user: User; alliance?: AllianceSection }) {
  const messages = useMessages();
  const labels = messages.userFields;
  const { scopes } = useSession();
  const [editing, setEditing] = useState(false);
  return (
    <Card withBorder radius="lg" padding="lg" data-testid="user-profile">
      <Stack gap="md">
        <Group justify="space-between">
          <Text fw={700}>{messages.users.profileTitle}</Text>
          {mayCall('updateUser', scopes) && (
            <Button size="xs" variant="default" onClick={() => setEditing(true)}>
              {messages.users.editProfile}
            </Button>
          )}
        </Group>
        <Modal
          opened={editing}
          onClose={() => setEditing(false)}
          title={messages.users.editProfile}
          size="lg"
        >
          <ProfileForm user={user} onSaved={() => setEditing(false)} />
        </Modal>
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
          <Detail label={labels.email} value={user.email} />
          <Detail label={labels.phone} value={formatPhone(user.phone)} />
          <Detail label={labels.documentId} value={user.documentId} />
          <Detail label={labels.country} value={countryName(user.country)} />
          <Detail label={labels.state} value={user.state} />
          <Detail label={labels.city} value={user.city} />
          <Detail label={messages.users.createdAt} value={formatDate(user.createdAt, ACADEMY_TIME_ZONE)} />
        </SimpleGrid>
        {alliance && (
          <Stack gap="xs" data-testid="user-alliance-section">
            <Divider />
            <Text fw={600} size="sm">
              {messages.sellingPlans.alliances.membership.title}
            </Text>
            {alliance(user)}
          </Stack>
        )}
      </Stack>
    </Card>
  );
}

function ResumeCard({ userId }: { userId: string }) {
  const messages = useMessages();
  const resume = useResume(userId);
  return (
    <Card withBorder radius="lg" padding="lg">
      <Stack gap="sm">
        <Text fw={700}>{messages.resume.title}</Text>
        {resume.isPending ? (
          <LoadingState />
        ) : resume.isError ? (
          <ReadFailure query={resume} noAccessText={messages.resume.noAccess} />
        ) : (
          <ResumeView resume={resume.data} />
        )}
      </Stack>
    </Card>
  );
}

export function UserPage({ userId, alliance }: { userId: string; alliance?: AllianceSection }) {
  const messages = useMessages();
  const user = useUser(userId);

  return (
    <Stack gap="lg" maw={1200}>
      <Anchor component={Link} to="/admin/users" size="sm">
        <Group gap={4}>
          <Icon name="arrowLeft" size={14} />
          {messages.users.back}
        </Group>
      </Anchor>
      {user.isPending ? (
        <LoadingState testId="user-loading" />
      ) : user.isError ? (
        isApiStatus(user.error, 404) || isApiStatus(user.error, 400) || isApiStatus(user.error, 403) ? (
          <ErrorState testId="load-error" message={messages.users.notFound} />
        ) : (
          <ErrorState
            testId="load-error"
            message={messages.forms.loadFailed}
            onRetry={() => void user.refetch()}
          />
        )
      ) : (
        <>
          <Group wrap="nowrap">
            <Avatar size={56} radius="xl" color="indigo" variant="filled">
              {initialsOf(user.data)}
            </Avatar>
            <Stack gap={0}>
              <Title order={1} fz={{ base: 24, sm: 30 }} data-testid="user-title">
                {fullName(user.data)}
              </Title>
              <Text c="dimmed" size="sm">
                {user.data.email}
              </Text>
            </Stack>
          </Group>
          <UserStatus user={user.data} />
          <SimpleGrid cols={{ base: 1, md: 2 }} spacing="lg">
            <ProfileCard user={user.data} alliance={alliance} />
            <UserScopes user={user.data} />
          </SimpleGrid>
          <ScopeHistory userId={userId} />
          <ResumeCard userId={userId} />
        </>
      )}
    </Stack>
  );
}
