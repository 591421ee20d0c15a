/** The admin start page: who you are (and where to change your password), your roles and the areas they open. */
import { Anchor, Avatar, Badge, Card, Group, SimpleGrid, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { Link } from 'react-router';
import { format, useMessages } from '../../i18n';
import { Icon } from '../../ui/icons';
import { PageHeader } from '../../ui/list-page';
import { fullName, initialsOf, useSession } from '../session';
import { adminMenuFor } from './admin-menu';

function ProfileCard() {
  const messages = useMessages().admin.home;
  const { user } = useSession();
  if (!user) return null;
  return (
    <Card withBorder radius="lg" padding="lg" data-testid="admin-profile">
      <Text fw={700} mb="md">
        {messages.profileTitle}
      </Text>
      <Group wrap="nowrap">
        <Avatar size={64} radius="xl" color="indigo" variant="filled">
          {initialsOf(user)}
        </Avatar>
        <Stack gap={2}>
          <Text fw={700} fz="lg">
            {fullName(user)}
          </Text>
          <Text size="sm" c="dimmed">
            {messages.email}: {user.email}
          </Text>
          {/* Staff have no profile page of their own in the panel: theirs is everyone's. */}
          <Anchor component={Link} to="/me/profile" size="sm" td="underline">
            {messages.security}
          </Anchor>
        </Stack>
      </Group>
    </Card>
  );
}

function ScopesCard() {
  const messages = useMessages();
  const { scopes } = useSession();
  return (
    <Card withBorder radius="lg" padding="lg" data-testid="admin-scopes">
      <Text fw={700}>{messages.admin.home.scopesTitle}</Text>
      <Text size="sm" c="dimmed" mb="md">
        {messages.admin.home.scopesIntro}
      </Text>
      <Stack gap="sm">
        {scopes.map((scope) => (
          <Stack key={scope} gap={4}>
            <Badge variant="light" color="indigo" tt="none" title={scope} w="fit-content">
              {messages.scopes[scope].label}
            </Badge>
            <Text size="sm">{messages.scopes[scope].description}</Text>
          </Stack>
        ))}
      </Stack>
    </Card>
  );
}

function AreasSection() {
  const messages = useMessages().admin;
  const { scopes } = useSession();
  const areas = adminMenuFor(scopes).filter((entry) => entry.id !== 'home');
  return (
    <Stack gap="sm" component="section" data-testid="admin-areas">
      <Title order={2} fz="xl">
        {messages.home.areasTitle}
      </Title>
      <Text size="sm" c="dimmed">
        {areas.length > 0 ? messages.home.areasIntro : messages.home.noAreas}
      </Text>
      <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="md">
        {areas.map((entry) => (
          <Card key={entry.id} withBorder radius="lg" padding="md">
            <Group justify="space-between" align="flex-start" mb="sm">
              <ThemeIcon variant="light" color="indigo" size={36} radius="md">
                <Icon name={entry.icon} size={20} />
              </ThemeIcon>
              {!entry.available && (
                <Badge size="sm" variant="light" color="gray" tt="none">
                  {messages.comingSoon}
                </Badge>
              )}
            </Group>
            <Text fw={600}>{messages.entries[entry.id].label}</Text>
            <Text size="sm" c="dimmed">
              {messages.entries[entry.id].description}
            </Text>
          </Card>
        ))}
      </SimpleGrid>
    </Stack>
  );
}

export function AdminHome() {
  const messages = useMessages().admin.home;
  const { user } = useSession();
  return (
    <Stack gap="xl" maw={1200}>
      <PageHeader
        title={format(messages.greeting, { name: user?.firstName || user?.email || '' })}
        subtitle={messages.intro}
      />
      <SimpleGrid cols={{ base: 1, md: 2 }} spacing="lg">
        <ProfileCard />
        <ScopesCard />
      </SimpleGrid>
      <AreasSection />
    </Stack>
  );
}
