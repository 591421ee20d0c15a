/** Open positions at Cátedra and how to apply. */
import { Anchor, Badge, Card, Group, List, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useMessages } from '../../i18n';
import type { JobOpening } from '../../i18n/es-pages';
import { Icon } from '../../ui/icons';
import { InfoPage } from '../../ui/info-page';

function OpeningCard({ opening }: { opening: JobOpening }) {
  const { jobs } = useMessages().pages;
  return (
    <Card withBorder radius="lg" padding="lg" component="article">
      <Stack gap="sm">
        <Badge variant="light" color="indigo" w="fit-content" tt="none">
          {opening.team}
        </Badge>
        <Title order={3} fz="lg">
          {opening.title}
        </Title>
        <Group gap="md">
          <Group gap={4}>
            <Icon name="mapPin" size={16} />
            <Text size="sm" c="dimmed">
              {opening.location}
            </Text>
          </Group>
          <Group gap={4}>
            <Icon name="clock" size={16} />
            <Text size="sm" c="dimmed">
              {opening.modality}
            </Text>
          </Group>
        </Group>
        <Text size="sm">{opening.summary}</Text>
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
          {[
            { label: jobs.responsibilitiesLabel, items: opening.responsibilities },
            { label: jobs.requirementsLabel, items: opening.requirements },
          ].map((block) => (
            <Stack key={block.label} gap={6}>
              <Text fw={700} size="sm">
                {block.label}
              </Text>
              <List size="sm" spacing={4}>
                {block.items.map((item) => (
                  <List.Item key={item}>{item}</List.Item>
                ))}
              </List>
            </Stack>
          ))}
        </SimpleGrid>
      </Stack>
    </Card>
  );
}

export function JobsPage() {
  const { jobs } = useMessages().pages;
  return (
    <InfoPage content={jobs}>
      <Stack gap="lg" component="section">
        <Title order={2} fz={{ base: 20, sm: 24 }}>
          {jobs.openingsTitle}
        </Title>
        {jobs.openings.map((opening) => (
          <OpeningCard key={opening.title} opening={opening} />
        ))}
      </Stack>
      <Card withBorder radius="lg" padding="lg" bg="var(--mantine-color-indigo-light)" component="section">
        <Stack gap={6}>
          <Title order={2} fz={{ base: 18, sm: 20 }}>
            {jobs.applyTitle}
          </Title>
          <Text size="sm">{jobs.applyText}</Text>
          <Anchor href={`mailto:${jobs.applyEmail}`} fw={600}>
            <Icon name="mail" size={16} style={{ verticalAlign: 'middle', marginRight: 6 }} />
            {jobs.applyEmail}
          </Anchor>
        </Stack>
      </Card>
    </InfoPage>
  );
}
