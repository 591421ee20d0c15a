/**
 * `/me/profile`: the signed-in user's own data, his password and e-mail ("Seguridad") and
 * his resume editor. All are read fresh from the API (not from the session) so what is
 * shown is what was saved.
 */
import { Card, Container, Divider, Stack, Title } from '@mantine/core';
import { Fragment } from 'react';
import { useMessages } from '../../i18n';
import { Heading } from '../../ui/heading';
import { PageHeader } from '../../ui/list-page';
import { LoadingState, QueryState } from '../../ui/query-state';
import { useSession } from '../session';
import { ProfileForm, type UserResume, useResume, useUser } from '../users';
import { useResumeItemOperations } from './api';
import { ItemSection } from './item-section';
import { ResumeBasicsForm } from './resume-basics-form';
import { ITEM_KINDS } from './resume-items';
import { SecuritySection } from './security-section';

function OwnData({ userId }: { userId: string }) {
  const messages = useMessages();
  const user = useUser(userId);
  return (
    <QueryState query={user} errorMessage={messages.forms.loadFailed} errorTestId="load-error">
      {(loaded) => <ProfileForm key={loaded.updatedAt} user={loaded} />}
    </QueryState>
  );
}

/** Waits for the own user (the same cached answer as "Tus datos"): the forms need his e-mail. */
function Security({ userId }: { userId: string }) {
  const user = useUser(userId);
  if (!user.data) return <LoadingState />;
  return <SecuritySection email={user.data.email} />;
}

function ResumeEditor({ userId }: { userId: string }) {
  const messages = useMessages();
  const resume = useResume(userId);
  return (
    <QueryState query={resume} errorMessage={messages.forms.loadFailed} errorTestId="load-error">
      {(loaded) => <ResumeSections userId={userId} resume={loaded} />}
    </QueryState>
  );
}

function ResumeSections({ userId, resume }: { userId: string; resume: UserResume }) {
  const operations = useResumeItemOperations();
  return (
    <Stack gap="lg">
      <ResumeBasicsForm userId={userId} resume={resume} />
      {ITEM_KINDS.map((kind) => (
        <Fragment key={kind}>
          <Divider />
          <ItemSection userId={userId} kind={kind} items={resume[kind]} operations={operations[kind]} />
        </Fragment>
      ))}
    </Stack>
  );
}

export function ProfilePage() {
  const messages = useMessages();
  const { user } = useSession();
  if (!user) return null;
  return (
    <Container size={900} py={{ base: 'lg', sm: 48 }}>
      <Stack gap="xl">
        <PageHeader title={messages.profile.title} subtitle={messages.profile.subtitle} />
        <Card withBorder radius="lg" padding="lg">
          <Stack gap="md">
            <Title order={2} fz="xl">
              {messages.profile.dataTitle}
            </Title>
            <OwnData userId={user.id} />
          </Stack>
        </Card>
        <Card withBorder radius="lg" padding="lg">
          <Security userId={user.id} />
        </Card>
        <Card withBorder radius="lg" padding="lg">
          <Stack gap="md">
            <Heading title={messages.resume.title} hint={messages.resume.subtitle} fz="xl" gap={4} />
            <ResumeEditor userId={user.id} />
          </Stack>
        </Card>
      </Stack>
    </Container>
  );
}
