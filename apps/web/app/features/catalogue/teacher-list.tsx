/** The teachers of the active courses, from the API, on the public teachers page. */
import { Avatar, Card, Group, Pagination, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { useMessages } from '../../i18n';
import { EmptyState, QueryState } from '../../ui/query-state';
import { useTeachers } from './api';

export function TeacherList() {
  const messages = useMessages().academic.teachers;
  const [page, setPage] = useState(0);
  const teachers = useTeachers(page);
  return (
    <Stack gap="md" component="section" data-testid="teacher-list">
      <Title order={2} fz={{ base: 20, sm: 24 }}>
        {messages.listTitle}
      </Title>
      <Text c="dimmed">{messages.listIntro}</Text>
      <QueryState query={teachers}>
        {() =>
          teachers.data!.content.length === 0 ? (
            <EmptyState>{messages.empty}</EmptyState>
          ) : (
            <>
              <SimpleGrid cols={{ base: 1, sm: 2, md: 3 }} spacing="sm">
                {teachers.data!.content.map((teacher) => (
                  <Card key={teacher.id} withBorder radius="md" padding="sm">
                    <Group gap="sm" wrap="nowrap">
                      <Avatar color="indigo" radius="xl">
                        {`${teacher.firstName[0] ?? ''}${teacher.lastName[0] ?? ''}`}
                      </Avatar>
                      <Text fw={600}>
                        {teacher.firstName} {teacher.lastName}
                      </Text>
                    </Group>
                  </Card>
                ))}
              </SimpleGrid>
              {teachers.data!.page.totalPages > 1 && (
                <Pagination
                  value={page + 1}
                  onChange={(value) => setPage(value - 1)}
                  total={teachers.data!.page.totalPages}
                />
              )}
            </>
          )
        }
      </QueryState>
    </Stack>
  );
}
