/** An admin path that is not a section (yet), inside the panel's frame. */
import { Button, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router';
import { useMessages } from '../../i18n';

export function AdminNotFound() {
  const messages = useMessages().admin;
  return (
    <Stack gap="md" align="flex-start" data-testid="admin-not-found">
      <Title order={1} fz={28}>
        {messages.notFoundTitle}
      </Title>
      <Text c="dimmed">{messages.notFoundText}</Text>
      <Button component={Link} to="/admin" variant="light">
        {messages.backToStart}
      </Button>
    </Stack>
  );
}
