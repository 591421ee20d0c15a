/** The full-page loading skeleton shown while an informational page is on its way. */
import { Box, Container, Group, Skeleton, Stack } from '@mantine/core';
import { useMessages } from '../i18n';

/** Widths of the header link placeholders (distinct, so they double as keys). */
const NAV_WIDTHS = [96, 70, 74, 80, 88];

export function PageSkeleton() {
  const messages = useMessages();
  return (
    <Box
      data-testid="page-skeleton"
      role="status"
      aria-live="polite"
      aria-label={messages.skeleton.loading}
      pos="fixed"
      inset={0}
      style={{ zIndex: 300, background: 'var(--mantine-color-body)' }}
    >
      <Box h={64} px="md" style={{ borderBottom: '1px solid var(--mantine-color-default-border)' }}>
        <Group h="100%" justify="space-between" maw={1240} mx="auto">
          <Skeleton height={34} width={140} radius="md" />
          <Group gap="md" visibleFrom="md">
            {NAV_WIDTHS.map((width) => (
              <Skeleton key={width} height={14} width={width} radius="xl" />
            ))}
          </Group>
          <Skeleton height={34} width={110} radius="md" />
        </Group>
      </Box>
      <Container size="md" py={48}>
        <Stack gap="lg">
          <Skeleton height={14} width={160} radius="xl" />
          <Skeleton height={40} width="80%" radius="md" />
          <Skeleton height={16} radius="xl" />
          <Skeleton height={16} width="90%" radius="xl" />
          <Skeleton height={16} width="70%" radius="xl" />
          <Skeleton height={28} width="45%" radius="md" mt="xl" />
          <Skeleton height={16} radius="xl" />
          <Skeleton height={16} width="85%" radius="xl" />
          <Skeleton height={28} width="40%" radius="md" mt="xl" />
          <Skeleton height={16} radius="xl" />
          <Skeleton height={16} width="75%" radius="xl" />
        </Stack>
      </Container>
    </Box>
  );
}
