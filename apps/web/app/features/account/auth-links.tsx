/** "¿Ya tenés cuenta? Ingresá" under the sign-up and recovery forms. */
import { Anchor, Group, Text } from '@mantine/core';
import { Link } from 'react-router';
import { useMessages } from '../../i18n';

export function SignInLink() {
  const { authLinks } = useMessages();
  return (
    <Group gap={4} justify="center">
      <Text size="sm" c="dimmed">
        {authLinks.haveAccount}
      </Text>
      <Anchor component={Link} to="/login" size="sm" fw={600}>
        {authLinks.signIn}
      </Anchor>
    </Group>
  );
}
