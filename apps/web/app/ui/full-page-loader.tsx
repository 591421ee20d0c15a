/** A centred loader for screens that wait for the session. */
import { Center, Loader, Stack, Text } from '@mantine/core';

export function FullPageLoader({ label, testId }: { label: string; testId?: string }) {
  return (
    <Center mih="100vh" data-testid={testId} role="status" aria-live="polite">
      <Stack align="center" gap="sm">
        <Loader size="lg" />
        <Text c="dimmed" size="sm">
          {label}
        </Text>
      </Stack>
    </Center>
  );
}
