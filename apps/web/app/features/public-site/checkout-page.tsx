/**
 * The landing of a payment link (`/checkout/{token}`, DESIGN.md section 5). Paying arrives
 * with the payments feature; until then the page tells the visitor what happens next.
 * Being a checkout path, it is exempt from the redirect to `/` on logout.
 */
import { Alert, Code, Container, Stack, Text, Title } from '@mantine/core';
import { useMessages } from '../../i18n';

export function CheckoutPage({ linkToken }: { linkToken: string }) {
  const { checkout } = useMessages();
  return (
    <Container size="sm" py={{ base: 32, sm: 64 }}>
      <Stack gap="lg">
        <Title order={1}>{checkout.title}</Title>
        <Text size="lg" c="dimmed">
          {checkout.lead}
        </Text>
        <Alert color="indigo" variant="light">
          {checkout.body}
        </Alert>
        <Text size="sm">
          {checkout.reference}: <Code>{linkToken}</Code>
        </Text>
        <Text size="sm" c="dimmed">
          {checkout.help}
        </Text>
      </Stack>
    </Container>
  );
}
