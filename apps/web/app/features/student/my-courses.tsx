/** "Mis cursos": the courses the student has an enrollment in, with its state. */
import { Badge, Button, Card, Group, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { Link } from 'react-router';
import { format, useMessages } from '../../i18n';
import { formatCalendarDate } from '../../lib/dates';
import { PagePagination } from '../../ui/page-pagination';
import { EmptyState, QueryState } from '../../ui/query-state';
import { useMyCourses } from './api';

const STATUS_COLOR = { PENDING: 'yellow', ACTIVE: 'teal', FINISHED: 'indigo', INACTIVE: 'gray' } as const;

export function MyCourses() {
  const messages = useMessages().academic;
  const [page, setPage] = useState(0);
  const courses = useMyCourses(page);
  return (
    <QueryState query={courses}>
      {(found) =>
        found.content.length === 0 ? (
          <Stack align="center" gap="sm" data-testid="my-courses-empty">
            <EmptyState>{messages.me.coursesEmpty}</EmptyState>
            <Button component={Link} to="/#catalogo" variant="light">
              {messages.me.browseCatalogue}
            </Button>
          </Stack>
        ) : (
          <Stack gap="md">
            <SimpleGrid cols={{ base: 1, sm: 2, md: 3 }} spacing="md" data-testid="my-courses">
              {found.content.map(({ course, enrollmentStatus }) => (
                <Card key={course.id} withBorder radius="lg" padding="lg" data-testid="my-course">
                  <Stack gap="xs" h="100%">
                    <Badge color={STATUS_COLOR[enrollmentStatus]} variant="light">
                      {messages.me.status[enrollmentStatus]}
                    </Badge>
                    <Title order={3} fz="md">
                      {course.title}
                    </Title>
                    <Text size="sm" c="dimmed" style={{ flexGrow: 1 }}>
                      {format(messages.catalogue.dates, {
                        start: formatCalendarDate(course.startDate),
                        end: formatCalendarDate(course.endDate),
                      })}
                    </Text>
                    <Group>
                      <Button component={Link} to={`/me/courses/${course.id}`} variant="light" size="sm">
                        {messages.me.enter}
                      </Button>
                    </Group>
                  </Stack>
                </Card>
              ))}
            </SimpleGrid>
            <PagePagination page={page} totalPages={found.page.totalPages} onChange={setPage} />
          </Stack>
        )
      }
    </QueryState>
  );
}
