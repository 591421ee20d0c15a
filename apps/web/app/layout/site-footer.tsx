/** The public site's footer: what Cátedra is, site and legal links, copyright. */
import { Anchor, Box, Divider, SimpleGrid, Stack, Text } from '@mantine/core';
import { Link } from 'react-router';
import { format, useMessages } from '../i18n';
import { Brand } from '../ui/brand';

function FooterColumn({ title, links }: { title: string; links: { to: string; label: string }[] }) {
  return (
    <Stack gap={6}>
      <Text fw={700} size="sm">
        {title}
      </Text>
      {links.map((link) => (
        <Anchor key={link.to} component={Link} to={link.to} size="sm" c="dimmed">
          {link.label}
        </Anchor>
      ))}
    </Stack>
  );
}

export function SiteFooter() {
  const messages = useMessages();
  const { footer, nav } = messages;
  return (
    <Box
      component="footer"
      mt="auto"
      px="md"
      py="xl"
      style={{ borderTop: '1px solid var(--mantine-color-default-border)' }}
    >
      <Box maw={1140} mx="auto">
        <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="xl">
          <Stack gap="sm">
            <Brand />
            <Text size="sm" c="dimmed" maw={320}>
              {footer.about}
            </Text>
          </Stack>
          <FooterColumn
            title={footer.company}
            links={[
              { to: '/about', label: nav.about },
              { to: '/teachers', label: nav.teachers },
              { to: '/jobs', label: nav.jobs },
            ]}
          />
          <FooterColumn
            title={footer.legal}
            links={[
              { to: '/terms', label: footer.terms },
              { to: '/refund', label: footer.refund },
            ]}
          />
        </SimpleGrid>
        <Divider my="lg" />
        <Text size="xs" c="dimmed">
          {format(footer.rights, { year: new Date().getFullYear() })}
        </Text>
      </Box>
    </Box>
  );
}
