/** How teaching works at Cátedra, and how to propose a course. */
import { Anchor, Card, SimpleGrid, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { useMessages } from '../../i18n';
import { Icon } from '../../ui/icons';
import { InfoPage } from '../../ui/info-page';

/** The list of teachers comes from the route (another feature), after the prose. */
export function TeachersPage({ teacherList }: { teacherList?: ReactNode }) {
  const { teachers } = useMessages().pages;
  return (
    <InfoPage content={teachers}>
      {teacherList}
      <Stack gap="lg" component="section">
        <Title order={2} fz={{ base: 20, sm: 24 }}>
          {teachers.stepsTitle}
        </Title>
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
          {teachers.steps.map((step, index) => (
            <Card key={step.title} withBorder radius="lg" padding="lg">
              <ThemeIcon size={32} radius="xl" color="indigo" mb="sm">
                <Text fw={800} fz="sm" c="white">
                  {index + 1}
                </Text>
              </ThemeIcon>
              <Text fw={700}>{step.title}</Text>
              <Text size="sm" c="dimmed" mt={4}>
                {step.text}
              </Text>
            </Card>
          ))}
        </SimpleGrid>
        <Card withBorder radius="lg" padding="lg" bg="var(--mantine-color-indigo-light)">
          <Stack gap={6}>
            <Text fw={700}>{teachers.ctaTitle}</Text>
            <Text size="sm">{teachers.ctaText}</Text>
            <Anchor href={`mailto:${teachers.ctaEmail}`} fw={600}>
              <Icon name="mail" size={16} style={{ verticalAlign: 'middle', marginRight: 6 }} />
              {teachers.ctaEmail}
            </Anchor>
          </Stack>
        </Card>
      </Stack>
    </InfoPage>
  );
}
