/**
 * The attendance grid: the course's students (ACTIVE or FINISHED: the ones the API lets mark)
 * by classes. One click on a cell cycles it (Presente → Tarde → Ausente → Justificada → sin
 * marcar) and saves at once; a class that has not started cannot be marked; "Todos presentes"
 * marks a whole class. Each row ends with the student's totals and rate over the classes held.
 */
import {
  ActionIcon,
  Badge,
  Group,
  ScrollArea,
  Stack,
  Table,
  Text,
  Tooltip,
  UnstyledButton,
} from '@mantine/core';
import { format, useMessages } from '../../i18n';
import { problemMessage } from '../../lib/api-problem';
import type { AttendanceStatus, CourseClass, CourseStudent } from '../../lib/api-types';
import { formatDayAndMonth } from '../../lib/dates';
import { formatPercent } from '../../lib/formats';
import { Icon } from '../../ui/icons';
import { EmptyState, ErrorState, LoadingState } from '../../ui/query-state';
import { notify } from '../../ui/toast';
import { useAllClasses } from '../classes';
import { useCourseStudents } from '../courses';
import { useCourseAttendance, useMarkAttendance, useMarkClassPresent } from './api';
import { hasStarted, markableStudents, totalsOf } from './attendance-totals';
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
  started,
}: {
  courseId: string;
  student: CourseStudent;
  item: CourseClass;
  status: AttendanceStatus | null;
  started: boolean;
}) {
  const allMessages = useMessages();
  const messages = allMessages.academic;
  const mark = useMarkAttendance(courseId);
  const label = format(messages.admin.course.attendance.cellLabel, {
    student: `${student.firstName} ${student.lastName}`,
    class: item.title,
    status: started
      ? status
        ? messages.attendanceStatus[status]
        : messages.admin.course.attendance.unmarked
      : messages.admin.course.attendance.notStarted,
  });
  return (
    <UnstyledButton
      aria-label={label}
      title={label}
      data-testid="attendance-cell"
      data-student={student.userId}
      data-class={item.id}
      data-status={status ?? 'NONE'}
      disabled={mark.isPending || !started}
      onClick={() =>
        mark.mutate(
          { userId: student.userId, classId: item.id, status: nextStatus(status) },
          { onError: (error) => notify.error(problemMessage(error, allMessages.academic.errors)) },
        )
      }
      style={{
        display: 'block',
        width: '100%',
        textAlign: 'center',
        opacity: mark.isPending || !started ? 0.4 : 1,
        cursor: started ? 'pointer' : 'not-allowed',
      }}
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

/** The column head of a class: its number and day, and "Todos presentes" once it started. */
function ClassHead({
  courseId,
  item,
  index,
  day,
  started,
  notPresent,
}: {
  courseId: string;
  item: CourseClass;
  index: number;
  day: string;
  started: boolean;
  notPresent: string[];
}) {
  const allMessages = useMessages();
  const messages = allMessages.academic.admin.course.attendance;
  const markAll = useMarkClassPresent(courseId);
  const label = format(messages.allPresent, { class: item.title });
  return (
    <Table.Th title={item.title} ta="center" fz="xs" c={started ? undefined : 'dimmed'}>
      #{index + 1}
      <br />
      {day}
      {started && (
        <Tooltip label={label}>
          <ActionIcon
            mx="auto"
            mt={4}
            display="flex"
            size="sm"
            variant="light"
            color="teal"
            aria-label={label}
            data-testid="all-present"
            data-class={item.id}
            disabled={notPresent.length === 0}
            loading={markAll.isPending}
            onClick={() =>
              markAll.mutate(
                { classId: item.id, userIds: notPresent },
                {
                  onSuccess: () => notify.success(messages.allPresentDone),
                  onError: (error) => notify.error(problemMessage(error, allMessages.academic.errors)),
                },
              )
            }
          >
            <Icon name="check" size={14} />
          </ActionIcon>
        </Tooltip>
      )}
    </Table.Th>
  );
}

export function AttendanceGrid({ courseId, timeZone }: { courseId: string; timeZone: string }) {
  const messages = useMessages().academic;
  const texts = messages.admin.course.attendance;
  const roster = useCourseStudents(courseId);
  const enrolled = roster.data ? markableStudents(roster.data) : [];
  const classes = useAllClasses(courseId, 0, 200);
  const attendance = useCourseAttendance(
    courseId,
    enrolled.map((student) => student.userId),
  );
  if (roster.isPending || classes.isPending) return <LoadingState />;
  if (roster.isError) return <ErrorState error={roster.error} onRetry={roster.refetch} />;
  if (classes.isError) return <ErrorState error={classes.error} onRetry={classes.refetch} />;
  if (enrolled.length === 0) return <EmptyState>{messages.admin.course.attendance.noStudents}</EmptyState>;
  const items = classes.data.content;
  if (items.length === 0) return <EmptyState>{messages.admin.course.attendance.noClasses}</EmptyState>;
  if (attendance.isError) return <ErrorState error={attendance.error} onRetry={attendance.refetch} />;
  const now = Date.now();
  const held = items.filter((item) => hasStarted(item.startsAt, now));
  const statusOf = (userId: string, classId: string) => attendance.byCell.get(`${userId}:${classId}`) ?? null;
  const totalColumns = ['PRESENT', 'LATE', 'ABSENT', 'EXCUSED'] as const;
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
        // offsetScrollbars: the horizontal scrollbar gets its own room below the last row.
        <ScrollArea type="auto" offsetScrollbars="present">
          <Table
            withTableBorder
            withColumnBorders
            data-testid="attendance-grid"
            style={{ minWidth: 200 + (items.length + totalColumns.length + 1) * 56 }}
          >
            <Table.Thead>
              <Table.Tr>
                <Table.Th
                  style={{ position: 'sticky', left: 0, background: 'var(--mantine-color-body)', zIndex: 1 }}
                >
                  {messages.admin.course.attendance.student}
                </Table.Th>
                {items.map((item, index) => (
                  <ClassHead
                    key={item.id}
                    courseId={courseId}
                    item={item}
                    index={index}
                    day={formatDayAndMonth(item.startsAt, timeZone)}
                    started={hasStarted(item.startsAt, now)}
                    notPresent={enrolled
                      .filter((student) => statusOf(student.userId, item.id) !== 'PRESENT')
                      .map((student) => student.userId)}
                  />
                ))}
                {totalColumns.map((status) => (
                  <Table.Th key={status} ta="center" fz="xs" title={messages.attendanceStatus[status]}>
                    {messages.attendanceShort[status]}
                  </Table.Th>
                ))}
                <Table.Th ta="center" fz="xs">
                  {texts.rate}
                </Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {enrolled.map((student) => {
                const totals = totalsOf(held.map((item) => statusOf(student.userId, item.id)));
                return (
                  <Table.Tr key={student.userId} data-testid="attendance-row" data-student={student.userId}>
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
                          status={statusOf(student.userId, item.id)}
                          started={hasStarted(item.startsAt, now)}
                        />
                      </Table.Td>
                    ))}
                    {totalColumns.map((status) => (
                      <Table.Td key={status} ta="center" fz="sm" data-testid={`total-${status}`}>
                        {totals[status]}
                      </Table.Td>
                    ))}
                    <Table.Td ta="center" fz="sm" fw={600} data-testid="attendance-rate">
                      {formatPercent(totals.rate, 0)}
                    </Table.Td>
                  </Table.Tr>
                );
              })}
            </Table.Tbody>
          </Table>
        </ScrollArea>
      )}
    </Stack>
  );
}
