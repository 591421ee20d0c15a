/** The student area's start: "Mis cursos" and "Mis certificados" (handed in by the route). */
import { Button, Group, Stack, Tabs, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { useMessages } from '../../i18n';
import { MyCourses } from './my-courses';

export function MyAreaPage({ certificates }: { certificates: ReactNode }) {
  const allMessages = useMessages();
  const messages = allMessages.academic.me;
  return (
    <Stack gap="lg">
      <Group justify="space-between" align="flex-end">
        <Title order={1} fz={{ base: 28, sm: 36 }}>
          {messages.title}
        </Title>
        <Group gap="xs">
          <Button component={Link} to="/me/enrollments" variant="light" data-testid="my-enrollments-link">
            {allMessages.enrollments.me.link}
          </Button>
          <Button component={Link} to="/me/payments" variant="light" data-testid="my-payments-link">
            {allMessages.payments.me.link}
          </Button>
        </Group>
      </Group>
      <Tabs defaultValue="courses" keepMounted={false}>
        <Tabs.List>
          <Tabs.Tab value="courses">{messages.coursesTab}</Tabs.Tab>
          <Tabs.Tab value="certificates">{messages.certificatesTab}</Tabs.Tab>
        </Tabs.List>
        <Tabs.Panel value="courses" pt="md">
          <MyCourses />
        </Tabs.Panel>
        <Tabs.Panel value="certificates" pt="md">
          {certificates}
        </Tabs.Panel>
      </Tabs>
    </Stack>
  );
}
