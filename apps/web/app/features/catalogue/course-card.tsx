/** One course in the catalogue: title, summary, dates, teachers and a link to its page. */
import { Badge, Button, Card, Group, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router';
import { format, useMessages } from '../../i18n';
import type { Course } from '../../lib/api-types';
import { formatCalendarDate } from '../../lib/dates';
import { Icon } from '../../ui/icons';
import { EnrollmentBadge } from './enrollment-badge';

export function teacherNames(course: Pick<Course, 'teachers'>): string {
  return course.teachers.map((teacher) => `${teacher.firstName} ${teacher.lastName}`).join(', ');
}

export function CourseCard({ course, topicName }: { course: Course; topicName?: string }) {
  const messages = useMessages().academic.catalogue;
  return (
    <Card withBorder radius="lg" padding="lg" data-testid="course-card">
      <Stack gap="sm" h="100%">
        <Group gap={6}>
          {topicName && (
            <Badge variant="light" color="indigo">
              {topicName}
            </Badge>
          )}
          <EnrollmentBadge course={course} />
        </Group>
        <Title order={3} fz="lg" lh={1.3}>
          {course.title}
        </Title>
        <Text size="sm" c="dimmed" lh={1.55} style={{ flexGrow: 1 }}>
          {course.summary}
        </Text>
        <Stack gap={4}>
          <Group gap={6} wrap="nowrap">
            <Icon name="clock" size={16} />
            <Text size="sm">
              {format(messages.dates, {
                start: formatCalendarDate(course.startDate),
                end: formatCalendarDate(course.endDate),
              })}
            </Text>
          </Group>
          <Group gap={6} wrap="nowrap">
            <Icon name="users" size={16} />
            <Text size="sm">
              {course.teachers.length > 0
                ? format(messages.teachers, { names: teacherNames(course) })
                : messages.noTeachers}
            </Text>
          </Group>
        </Stack>
        <Button component={Link} to={`/courses/${course.slug}`} variant="light" mt="xs">
          {messages.seeCourse}
        </Button>
      </Stack>
    </Card>
  );
}
