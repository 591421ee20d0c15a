/** The student area's start: "Mis cursos" and "Mis certificados" (handed in by the route). */
import { Stack, Tabs, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { useMessages } from '../../i18n';
import { MyCourses } from './my-courses';

export function MyAreaPage({ certificates }: { certificates: ReactNode }) {
  const messages = useMessages().academic.me;
  return (
    <Stack gap="lg">
      <Title order={1} fz={{ base: 28, sm: 36 }}>
        {messages.title}
      </Title>
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
