/** The student's attendance in a course: its stats and one row per class recorded. */
import { Badge, Card, SimpleGrid, Stack, Table, Text } from '@mantine/core';
import { format, useMessages } from '../../i18n';
import type { AttendanceStatus } from '../../lib/api-types';
import { formatDateTime, timeZoneInSentence } from '../../lib/dates';
import { formatPercent } from '../../lib/formats';
import { Fact } from '../../ui/fact';
import { EmptyState, QueryState } from '../../ui/query-state';
import { useMyAttendance, useVisibleClasses } from './api';

export const ATTENDANCE_COLOR: Record<AttendanceStatus, string> = {
  PRESENT: 'teal',
  LATE: 'yellow',
  ABSENT: 'red',
  EXCUSED: 'blue',
};

/** `timeZone`: the course's, in which its class times are shown, as the tab says. */
export function MyAttendance({ courseId, timeZone }: { courseId: string; timeZone: string }) {
  const messages = useMessages().academic;
  const { attendance, stats } = useMyAttendance(courseId);
  // Class titles and dates for the rows (the first page covers a usual course).
  const classes = useVisibleClasses(courseId, 0);
  const classById = new Map((classes.data?.content ?? []).map((item) => [item.id, item]));
  return (
    <Stack gap="md">
      <Text size="sm" c="dimmed">
        {format(messages.me.classesZone, { zone: timeZoneInSentence(timeZone) })}
      </Text>
      <QueryState query={stats}>
        {(figures) => (
          <SimpleGrid cols={{ base: 2, sm: 3, md: 6 }} data-testid="attendance-stats">
            {(
              [
                [messages.me.stats.held, figures.classesHeld],
                [messages.me.stats.present, figures.present],
                [messages.me.stats.late, figures.late],
                [messages.me.stats.absent, figures.absent],
                [messages.me.stats.excused, figures.excused],
                [messages.me.stats.rate, formatPercent(figures.rate)],
              ] as const
            ).map(([label, value]) => (
              <Card key={label} withBorder padding="sm" radius="md">
                <Fact label={label} large>
                  {value}
                </Fact>
              </Card>
            ))}
          </SimpleGrid>
        )}
      </QueryState>
      <QueryState query={attendance}>
        {(rows) =>
          rows.length === 0 ? (
            <EmptyState>{messages.me.attendanceEmpty}</EmptyState>
          ) : (
            <Table striped>
              <Table.Tbody>
                {[...rows]
                  .sort((a, b) =>
                    (classById.get(a.classId)?.startsAt ?? '').localeCompare(
                      classById.get(b.classId)?.startsAt ?? '',
                    ),
                  )
                  .map((record) => {
                    const item = classById.get(record.classId);
                    return (
                      <Table.Tr key={record.id}>
                        <Table.Td>{item?.title ?? '—'}</Table.Td>
                        <Table.Td>{item ? formatDateTime(item.startsAt, timeZone) : ''}</Table.Td>
                        <Table.Td>
                          <Badge color={ATTENDANCE_COLOR[record.status]} variant="light">
                            {messages.attendanceStatus[record.status]}
                          </Badge>
                        </Table.Td>
                      </Table.Tr>
                    );
                  })}
              </Table.Tbody>
            </Table>
          )
        }
      </QueryState>
    </Stack>
  );
}
