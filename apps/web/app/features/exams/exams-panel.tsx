/** A course's exams for staff: list with visibility, create and edit, and grading. */
import { Badge, Button, Group, Stack, Table, Text } from '@mantine/core';
import { useState } from 'react';
import { useMessages } from '../../i18n';
import type { CourseExam } from '../../lib/api-types';
import { formatDateTime } from '../../lib/dates';
import { EmptyState, QueryState } from '../../ui/query-state';
import { useAllExams } from './api';
import { ExamForm } from './exam-form';
import { GradingTable } from './grading-table';

export function ExamsPanel({ courseId, canManage }: { courseId: string; canManage: boolean }) {
  const allMessages = useMessages();
  const messages = allMessages.academic.admin.course;
  const exams = useAllExams(courseId);
  const [editing, setEditing] = useState<CourseExam | null | undefined>(undefined);
  const [grading, setGrading] = useState<CourseExam | null>(null);
  return (
    <Stack gap="md">
      {canManage && (
        <Group justify="flex-end">
          <Button onClick={() => setEditing(null)}>{messages.exams.newExam}</Button>
        </Group>
      )}
      <QueryState query={exams}>
        {() =>
          exams.data!.content.length === 0 ? (
            <EmptyState>{messages.exams.empty}</EmptyState>
          ) : (
            <Table striped data-testid="exam-list">
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>{messages.exams.title}</Table.Th>
                  <Table.Th>{messages.exams.opensAt}</Table.Th>
                  <Table.Th>{messages.exams.dueAt}</Table.Th>
                  <Table.Th>{messages.exams.scores}</Table.Th>
                  <Table.Th />
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {exams.data!.content.map((exam) => (
                  <Table.Tr key={exam.id}>
                    <Table.Td>
                      <Group gap="xs">
                        <Text size="sm" fw={600}>
                          {exam.title}
                        </Text>
                        <Badge variant="light" color={exam.visible ? 'teal' : 'gray'}>
                          {exam.visible ? messages.visible : messages.hidden}
                        </Badge>
                      </Group>
                    </Table.Td>
                    <Table.Td>{formatDateTime(exam.opensAt)}</Table.Td>
                    <Table.Td>{formatDateTime(exam.dueAt)}</Table.Td>
                    <Table.Td>
                      {exam.passingScore} / {exam.maxScore}
                    </Table.Td>
                    <Table.Td>
                      <Group gap={4} justify="flex-end" wrap="nowrap">
                        {canManage && (
                          <Button size="compact-xs" variant="default" onClick={() => setEditing(exam)}>
                            {allMessages.academic.actions.edit}
                          </Button>
                        )}
                        <Button size="compact-xs" variant="light" onClick={() => setGrading(exam)}>
                          {messages.exams.grading}
                        </Button>
                      </Group>
                    </Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          )
        }
      </QueryState>
      {editing !== undefined && (
        <ExamForm courseId={courseId} exam={editing} onClose={() => setEditing(undefined)} />
      )}
      {grading && <GradingTable exam={grading} onClose={() => setGrading(null)} />}
    </Stack>
  );
}
