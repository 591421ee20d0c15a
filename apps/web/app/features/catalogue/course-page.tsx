/**
 * A course's public page: what it is about (sanitized Markdown), who teaches it and its
 * upcoming classes, shown in the course's zone, which the page names.
 */
import { Badge, Button, Card, Container, Grid, Group, Stack, Table, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { format, useMessages } from '../../i18n';
import type { Course } from '../../lib/api-types';
import { formatCalendarDate, formatDateTime, timeZoneInSentence } from '../../lib/dates';
import { MarkdownHtml } from '../../ui/markdown-html';
import { EmptyState, QueryState } from '../../ui/query-state';
import { useCourseBySlug, useCourseSchedule, useTopics } from './api';
import { EnrollmentBadge } from './enrollment-badge';

function Schedule({ course }: { course: Course }) {
  const messages = useMessages().academic.course;
  const schedule = useCourseSchedule(course.id);
  const zone = course.timezoneId;
  return (
    <Card withBorder radius="lg" padding="lg" data-testid="course-schedule">
      <Title order={2} fz="lg" mb={4}>
        {messages.scheduleTitle}
      </Title>
      <Text size="xs" c="dimmed" mb="md">
        {format(messages.scheduleZone, { zone: timeZoneInSentence(zone) })}
      </Text>
      <QueryState query={schedule}>
        {() =>
          schedule.data!.content.length === 0 ? (
            <EmptyState>{messages.scheduleEmpty}</EmptyState>
          ) : (
            <Table verticalSpacing="xs">
              <Table.Tbody>
                {schedule.data!.content.map((item) => (
                  <Table.Tr key={item.id}>
                    <Table.Td>
                      <Text size="sm" fw={600}>
                        {item.title}
                      </Text>
                      <Text size="xs" c="dimmed">
                        {formatDateTime(item.startsAt, zone)} ·{' '}
                        {format(messages.duration, { minutes: item.durationMinutes })}
                      </Text>
                    </Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          )
        }
      </QueryState>
    </Card>
  );
}

/** No course has this slug: the page the server answers with 404 (and the browser's fallback). */
export function CourseNotFound() {
  return (
    <Container size="lg" py={{ base: 32, sm: 56 }} data-testid="course-not-found">
      <NotFoundText />
    </Container>
  );
}

function NotFoundText() {
  const messages = useMessages().academic.course;
  return (
    <Stack gap="md" align="flex-start">
      <Title order={1}>{messages.notFoundTitle}</Title>
      <Text c="dimmed">{messages.notFoundText}</Text>
      <Button component={Link} to="/" variant="light">
        {messages.backToCatalogue}
      </Button>
    </Stack>
  );
}

/**
 * `plans` is the enrollments feature's plans and "Inscribirme", composed by the route;
 * `descriptionHtml` the description the server rendered (`markdownToHtml`), if it could.
 */
export function CoursePage({
  slug,
  plans,
  descriptionHtml,
}: {
  slug: string;
  plans: (course: Course) => ReactNode;
  descriptionHtml?: string | null;
}) {
  const messages = useMessages().academic;
  const course = useCourseBySlug(slug);
  const topics = useTopics();
  return (
    <Container size="lg" py={{ base: 32, sm: 56 }}>
      <QueryState query={course}>
        {() => {
          const data = course.data;
          if (!data) return <NotFoundText />;
          const topic = topics.data?.content.find((item) => item.id === data.topicId);
          return (
            <Stack gap="xl">
              <Stack gap="sm">
                <Group gap={6}>
                  {topic && (
                    <Badge variant="light" color="indigo">
                      {topic.name}
                    </Badge>
                  )}
                  <EnrollmentBadge course={data} />
                </Group>
                <Title order={1} fz={{ base: 30, sm: 42 }}>
                  {data.title}
                </Title>
                <Text size="lg" c="dimmed">
                  {data.summary}
                </Text>
                <Text size="sm">
                  {format(messages.course.dates, {
                    start: formatCalendarDate(data.startDate),
                    end: formatCalendarDate(data.endDate),
                  })}
                  {data.capacity ? ` · ${format(messages.course.capacity, { capacity: data.capacity })}` : ''}
                </Text>
              </Stack>
              <Grid gap="xl">
                <Grid.Col span={{ base: 12, md: 7 }}>
                  <Stack gap="lg">
                    <Title order={2} fz="lg">
                      {messages.course.aboutTitle}
                    </Title>
                    <MarkdownHtml
                      html={descriptionHtml}
                      source={data.description}
                      testId="course-description"
                    />
                    <Title order={2} fz="lg">
                      {messages.course.teachersTitle}
                    </Title>
                    {data.teachers.length === 0 ? (
                      <Text c="dimmed">{messages.catalogue.noTeachers}</Text>
                    ) : (
                      <Group gap="sm">
                        {data.teachers.map((teacher) => (
                          <Badge key={teacher.id} size="lg" variant="default" radius="sm">
                            {teacher.firstName} {teacher.lastName}
                          </Badge>
                        ))}
                      </Group>
                    )}
                  </Stack>
                </Grid.Col>
                <Grid.Col span={{ base: 12, md: 5 }}>
                  <Stack gap="lg">
                    {plans(data)}
                    <Schedule course={data} />
                  </Stack>
                </Grid.Col>
              </Grid>
            </Stack>
          );
        }}
      </QueryState>
    </Container>
  );
}
