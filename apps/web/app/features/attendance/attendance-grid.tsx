/**
 * The attendance grid: students (the course's roster) by classes. One click on a cell
 * cycles it (Presente → Tarde → Ausente → Justificada → sin marcar) and saves at once.
 */
import { Badge, Group, ScrollArea, Stack, Table, Text, UnstyledButton } from '@mantine/core';
import { format, useMessages } from '../../i18n';
import { problemMessage } from '../../lib/api-problem';
import type { AttendanceStatus, CourseClass, CourseStudent } from '../../lib/api-types';
import { formatDayAndMonth } from '../../lib/dates';
import { EmptyState, ErrorState, LoadingState } from '../../ui/query-state';
import { notify } from '../../ui/toast';
import { useAllClasses } from '../classes';
import { useCourseStudents } from '../courses';
import { useCourseAttendance, useMarkAttendance } from './api';
import { nextStatus } from './next-status';

const COLOR: Record<AttendanceStatus, string> = {
  PRESENT: 'teal',
  LATE: 'yellow',
  ABSENT: 'red',
  EXCUSED: 'blue',
};

function Cell({
  courseId,
  student,
  item,
  status,
}: {
  courseId: string;
  student: CourseStudent;
  item: CourseClass;
  status: AttendanceStatus | null;
}) {
  const allMessages = useMessages();
  const messages = allMessages.academic;
  const mark = useMarkAttendance(courseId);
  const label = format(messages.admin.course.attendance.cellLabel, {
    student: `${student.firstName} ${student.lastName}`,
    class: item.title,
    status: status ? messages.attendanceStatus[status] : messages.admin.course.attendance.unmarked,
  });
  return (
    <UnstyledButton
      aria-label={label}
      title={label}
      data-testid="attendance-cell"
      data-student={student.userId}
      data-class={item.id}
      data-status={status ?? 'NONE'}
      disabled={mark.isPending}
      onClick={() =>
        mark.mutate(
          { userId: student.userId, classId: item.id, status: nextStatus(status) },
          { onError: (error) => notify.error(problemMessage(error, allMessages.academic.errors)) },
        )
      }
      style={{ display: 'block', width: '100%', textAlign: 'center', opacity: mark.isPending ? 0.5 : 1 }}
    >
      {status ? (
        <Badge color={COLOR[status]} variant="filled" w={34}>
          {messages.attendanceShort[status]}
        </Badge>
      ) : (
        <Badge color="gray" variant="outline" w={34}>
          –
        </Badge>
      )}
    </UnstyledButton>
  );
}

export function AttendanceGrid({ courseId, timeZone }: { courseId: string; timeZone: string }) {
  const messages = useMessages().academic;
  const students = useCourseStudents(courseId);
  const classes = useAllClasses(courseId, 0, 200);
  const attendance = useCourseAttendance(
    courseId,
    (students.data ?? []).map((student) => student.userId),
  );
  if (students.isPending || classes.isPending) return <LoadingState />;
  if (students.isError) return <ErrorState error={students.error} onRetry={students.refetch} />;
  if (classes.isError) return <ErrorState error={classes.error} onRetry={classes.refetch} />;
  if (students.data.length === 0)
    return <EmptyState>{messages.admin.course.attendance.noStudents}</EmptyState>;
  const items = classes.data.content;
  if (items.length === 0) return <EmptyState>{messages.admin.course.attendance.noClasses}</EmptyState>;
  if (attendance.isError) return <ErrorState error={attendance.error} onRetry={attendance.refetch} />;
  return (
    <Stack gap="sm">
      <Text size="sm" c="dimmed">
        {messages.admin.course.attendance.intro}
      </Text>
      <Group gap="xs">
        {(Object.keys(COLOR) as AttendanceStatus[]).map((status) => (
          <Badge key={status} color={COLOR[status]} variant="light">
            {messages.attendanceShort[status]} = {messages.attendanceStatus[status]}
          </Badge>
        ))}
      </Group>
      {attendance.isPending ? (
        <LoadingState />
      ) : (
        <ScrollArea type="auto">
          <Table
            withTableBorder
            withColumnBorders
            data-testid="attendance-grid"
            style={{ minWidth: 200 + items.length * 56 }}
          >
            <Table.Thead>
              <Table.Tr>
                <Table.Th
                  style={{ position: 'sticky', left: 0, background: 'var(--mantine-color-body)', zIndex: 1 }}
                >
                  {messages.admin.course.attendance.student}
                </Table.Th>
                {items.map((item, index) => (
                  <Table.Th key={item.id} title={item.title} ta="center" fz="xs">
                    #{index + 1}
                    <br />
                    {formatDayAndMonth(item.startsAt, timeZone)}
                  </Table.Th>
                ))}
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {students.data.map((student) => (
                <Table.Tr key={student.userId}>
                  <Table.Td
                    style={{
                      position: 'sticky',
                      left: 0,
                      background: 'var(--mantine-color-body)',
                      zIndex: 1,
                      whiteSpace: 'nowrap',
                    }}
                  >
                    <Text size="sm" fw={600}>
                      {student.lastName}, {student.firstName}
                    </Text>
                  </Table.Td>
                  {items.map((item) => (
                    <Table.Td key={item.id} p={4}>
                      <Cell
                        courseId={courseId}
                        student={student}
                        item={item}
                        status={attendance.byCell.get(`${student.userId}:${item.id}`) ?? null}
                      />
                    </Table.Td>
                  ))}
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </ScrollArea>
      )}
    </Stack>
  );
}
