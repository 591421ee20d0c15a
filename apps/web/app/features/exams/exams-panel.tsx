/** A course's exams for staff: list with visibility, create and edit, and grading. */
import { Badge, Button, Group, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { useMessages } from '../../i18n';
import type { CourseExam } from '../../lib/api-types';
import { formatNumber } from '../../lib/formats';
import { DataList, dateTimeColumn, pagingFields, useDataList } from '../../ui/data-list';
import { useApiClient } from '../session';
import { ExamForm } from './exam-form';
import { GradingTable } from './grading-table';
import { examsQuery } from './queries';

/** The exams of one course, in memory: the course page's tab is not in the address either. */
const EXAM_FIELDS = pagingFields('findAllCourseExamsUnfiltered', { column: 'dueAt', direction: 'asc' });

export function ExamsPanel({ courseId, canManage }: { courseId: string; canManage: boolean }) {
  const allMessages = useMessages();
  const messages = allMessages.academic.admin.course;
  const client = useApiClient();
  const exams = useDataList({
    fields: EXAM_FIELDS,
    inMemory: true,
    query: (_state, request) => examsQuery(client, courseId, request),
  });
  const [editing, setEditing] = useState<CourseExam | null | undefined>(undefined);
  const [grading, setGrading] = useState<CourseExam | null>(null);
  return (
    <Stack gap="md">
      {canManage && (
        <Group justify="flex-end">
          <Button onClick={() => setEditing(null)}>{messages.exams.newExam}</Button>
        </Group>
      )}
      <DataList<typeof EXAM_FIELDS, CourseExam>
        list={exams}
        noRecordsText={messages.exams.empty}
        testId="exam-list"
        columns={[
          {
            accessor: 'title',
            title: messages.exams.title,
            render: (exam) => (
              <Group gap="xs">
                <Text size="sm" fw={600}>
                  {exam.title}
                </Text>
                <Badge variant="light" color={exam.visible ? 'teal' : 'gray'}>
                  {exam.visible ? messages.visible : messages.hidden}
                </Badge>
              </Group>
            ),
          },
          dateTimeColumn('opensAt', messages.exams.opensAt),
          dateTimeColumn('dueAt', messages.exams.dueAt),
          {
            accessor: 'maxScore',
            title: messages.exams.scores,
            render: (exam) => `${formatNumber(exam.passingScore)} / ${formatNumber(exam.maxScore)}`,
          },
          {
            accessor: 'actions',
            title: '',
            textAlign: 'right',
            render: (exam) => (
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
            ),
          },
        ]}
      />
      {editing !== undefined && (
        <ExamForm courseId={courseId} item={editing} onClose={() => setEditing(undefined)} />
      )}
      {grading && <GradingTable exam={grading} onClose={() => setGrading(null)} />}
    </Stack>
  );
}
