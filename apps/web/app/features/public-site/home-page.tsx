/** The home page: what Cátedra is, why it is worth it, how it works and a way in. */
import {
  Box,
  Button,
  Card,
  Container,
  Group,
  SimpleGrid,
  Stack,
  Text,
  ThemeIcon,
  Title,
} from '@mantine/core';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { useMessages } from '../../i18n';
import { Icon, type IconName } from '../../ui/icons';
import { CheckList } from '../../ui/info-page';
import { homeAreaOf, sellsWith, useSession } from '../session';

const VALUE_ICONS: IconName[] = ['video', 'users', 'certificate', 'cash'];

/** The main button: signing in for visitors, the person's own area once signed in. */
function PrimaryAction() {
  const { home } = useMessages().pages;
  const { status, hasAdminPanelAccess, scopes } = useSession();
  const signedIn = status === 'ready';
  const area = homeAreaOf(hasAdminPanelAccess, sellsWith(scopes));
  const areaLabel = {
    '/admin': home.primaryCtaPanel,
    '/ventas': home.primaryCtaSales,
    '/me': home.primaryCtaMe,
  };
  const label = signedIn ? areaLabel[area] : home.primaryCta;
  return (
    <Button
      component={Link}
      to={signedIn ? area : '/login'}
      size="lg"
      radius="md"
      data-testid="home-primary-action"
    >
      {label}
    </Button>
  );
}

function Hero() {
  const { home } = useMessages().pages;
  return (
    <Box className="hero" pt={{ base: 48, sm: 88 }} pb={{ base: 40, sm: 64 }} px="md">
      <Container size="lg">
        <Stack gap="lg" maw={760}>
          <Text tt="uppercase" fw={700} fz="xs" c="indigo" style={{ letterSpacing: '0.08em' }}>
            {home.eyebrow}
          </Text>
          <Title order={1} fz={{ base: 34, sm: 52 }} lh={1.08} style={{ letterSpacing: '-0.02em' }}>
            {home.title}
          </Title>
          <Text fz={{ base: 'md', sm: 'xl' }} c="dimmed" lh={1.6}>
            {home.subtitle}
          </Text>
          <Group gap="sm">
            <PrimaryAction />
            <Button component={Link} to="/teachers" size="lg" radius="md" variant="default">
              {home.secondaryCta}
            </Button>
          </Group>
        </Stack>
      </Container>
    </Box>
  );
}

function Values() {
  const { home } = useMessages().pages;
  return (
    <Container size="lg" pt={{ base: 32, sm: 48 }} pb={{ base: 48, sm: 72 }}>
      <Title order={2} mb="xl">
        {home.valueTitle}
      </Title>
      <SimpleGrid cols={{ base: 1, sm: 2, md: 4 }} spacing="lg">
        {home.values.map((value, index) => (
          <Card key={value.title} withBorder radius="lg" padding="lg">
            <ThemeIcon size={44} radius="md" variant="light" color="indigo" mb="md">
              <Icon name={VALUE_ICONS[index] ?? 'check'} size={24} />
            </ThemeIcon>
            <Text fw={700} mb={6}>
              {value.title}
            </Text>
            <Text size="sm" c="dimmed" lh={1.6}>
              {value.text}
            </Text>
          </Card>
        ))}
      </SimpleGrid>
    </Container>
  );
}

function Steps() {
  const { home } = useMessages().pages;
  return (
    <Box py={{ base: 48, sm: 72 }} bg="var(--mantine-color-default-hover)">
      <Container size="lg">
        <Title order={2} mb="xl">
          {home.stepsTitle}
        </Title>
        <SimpleGrid cols={{ base: 1, sm: 2, md: 4 }} spacing="xl">
          {home.steps.map((step, index) => (
            <Stack key={step.title} gap="xs">
              <ThemeIcon size={36} radius="xl" color="indigo">
                <Text fw={800} fz="sm" c="white">
                  {index + 1}
                </Text>
              </ThemeIcon>
              <Text fw={700}>{step.title}</Text>
              <Text size="sm" c="dimmed" lh={1.6}>
                {step.text}
              </Text>
            </Stack>
          ))}
        </SimpleGrid>
      </Container>
    </Box>
  );
}

function Payments() {
  const { home } = useMessages().pages;
  return (
    <Container size="lg" py={{ base: 48, sm: 72 }}>
      <SimpleGrid cols={{ base: 1, md: 2 }} spacing={48}>
        <Stack gap="sm">
          <Title order={2}>{home.paymentsTitle}</Title>
          <Text c="dimmed" lh={1.7}>
            {home.paymentsText}
          </Text>
        </Stack>
        <CheckList items={home.paymentsItems} />
      </SimpleGrid>
    </Container>
  );
}

function Closing() {
  const { home } = useMessages().pages;
  return (
    <Container size="lg" pb={{ base: 56, sm: 88 }}>
      <Card radius="lg" padding="xl" bg="indigo.8" c="white">
        <Group justify="space-between" align="center" gap="lg">
          <Stack gap={4}>
            <Title order={2} c="white">
              {home.closingTitle}
            </Title>
            <Text c="indigo.0">{home.closingText}</Text>
          </Stack>
          <Button component={Link} to="/login" size="lg" radius="md" variant="white" color="indigo">
            {home.closingCta}
          </Button>
        </Group>
      </Card>
    </Container>
  );
}

/** The catalogue is handed in by the route, so this feature does not depend on another. */
export function HomePage({ catalogue }: { catalogue?: ReactNode }) {
  return (
    <>
      <Hero />
      {catalogue}
      <Values />
      <Steps />
      <Payments />
      <Closing />
    </>
  );
}
