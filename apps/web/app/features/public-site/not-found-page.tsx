/** A page that does not exist, inside the site's frame. */
import { Button, Container, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router';
import { useMessages } from '../../i18n';

export function NotFoundPage() {
  const { notFound } = useMessages();
  return (
    <Container size="sm" py={80}>
      <Stack gap="md" align="flex-start">
        <Title order={1}>{notFound.title}</Title>
        <Text c="dimmed">{notFound.text}</Text>
        <Button component={Link} to="/" variant="light">
          {notFound.back}
        </Button>
      </Stack>
    </Container>
  );
}
