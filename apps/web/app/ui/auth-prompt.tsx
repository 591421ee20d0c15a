/** Under an account form: a short question and the link that answers it ("¿No tenés cuenta? Creá una"). */
import { Anchor, Group, Text } from '@mantine/core';
import { Link } from 'react-router';

export function AuthPrompt({ question, to, link }: { question: string; to: string; link: string }) {
  return (
    <Group gap={4} justify="center">
      <Text size="sm" c="dimmed">
        {question}
      </Text>
      <Anchor component={Link} to={to} size="sm" fw={600}>
        {link}
      </Anchor>
    </Group>
  );
}
