/**
 * The grading table of one exam: each submission with its answer, a score (0 to the exam's
 * maximum, checked before sending) and feedback; optionally only those not graded yet.
 */
import {
  Button,
  Checkbox,
  Group,
  Modal,
  NumberInput,
  Pagination,
  Stack,
  Table,
  Text,
  Textarea,
} from '@mantine/core';
import { useState } from 'react';
import { format, useMessages } from '../../i18n';
import type { CourseExam, ExamSubmission } from '../../lib/api-types';
import { formatDateTime } from '../../lib/dates';
import { EmptyState, QueryState } from '../../ui/query-state';
import { notify } from '../../ui/toast';
import { useFormErrors } from '../../ui/use-form-errors';
import { useCourseStudents } from '../courses';
import { useGrade, useSubmissions } from './api';

/** The score typed is valid when it is a number between 0 and the exam's maximum. */
export function scoreError(
  score: number | string,
  max: number,
  texts: { required: string; tooHigh: string },
) {
  if (score === '' || Number.isNaN(Number(score))) return texts.required;
  if (Number(score) < 0) return texts.required;
  if (Number(score) > max) return format(texts.tooHigh, { max });
  return null;
}

function GradeRow({
  exam,
  submission,
  name,
}: {
  exam: CourseExam;
  submission: ExamSubmission;
  name: string;
}) {
  const allMessages = useMessages();
  const messages = allMessages.academic.admin.course.exams;
  const grade = useGrade(exam.courseId, exam.id);
  const [score, setScore] = useState<number | string>(submission.score ?? '');
  const [feedback, setFeedback] = useState(submission.feedback ?? '');
  const { errors, setErrors, showError } = useFormErrors();
  const onSave = () => {
    const problem = scoreError(score, exam.maxScore, {
      required: messages.scoreRequired,
      tooHigh: messages.scoreTooHigh,
    });
    if (problem) return setErrors({ score: problem });
    setErrors({});
    grade.mutate(
      { userId: submission.userId, score: Number(score), feedback },
      {
        onSuccess: () => notify.success(messages.graded),
        onError: showError,
      },
    );
  };
  return (
    <Table.Tr data-testid="grading-row">
      <Table.Td>
        <Text size="sm" fw={600}>
          {name}
        </Text>
        <Text size="xs" c="dimmed">
          {formatDateTime(submission.submittedAt)}
        </Text>
      </Table.Td>
      <Table.Td maw={320}>
        <Text size="sm" style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
          {submission.answer}
        </Text>
      </Table.Td>
      <Table.Td w={120}>
        <NumberInput
          aria-label={messages.score}
          value={score}
          onChange={setScore}
          min={0}
          max={exam.maxScore}
          decimalScale={2}
          error={errors.score}
          size="xs"
          clampBehavior="none"
        />
      </Table.Td>
      <Table.Td>
        <Textarea
          aria-label={messages.feedback}
          value={feedback}
          onChange={(e) => setFeedback(e.currentTarget.value)}
          error={errors.feedback}
          autosize
          minRows={1}
          size="xs"
        />
      </Table.Td>
      <Table.Td>
        <Button size="xs" onClick={onSave} loading={grade.isPending}>
          {messages.grade}
        </Button>
      </Table.Td>
    </Table.Tr>
  );
}

export function GradingTable({ exam, onClose }: { exam: CourseExam; onClose: () => void }) {
  const messages = useMessages().academic.admin.course.exams;
  const [onlyPending, setOnlyPending] = useState(false);
  const [page, setPage] = useState(0);
  const submissions = useSubmissions(exam.courseId, exam.id, { onlyPending, page });
  const students = useCourseStudents(exam.courseId);
  const nameOf = new Map(
    (students.data ?? []).map((student) => [student.userId, `${student.firstName} ${student.lastName}`]),
  );
  return (
    <Modal opened onClose={onClose} title={format(messages.gradingTitle, { title: exam.title })} size="90%">
      <Stack gap="sm">
        <Group>
          <Checkbox
            label={messages.onlyPending}
            checked={onlyPending}
            onChange={(e) => {
              setOnlyPending(e.currentTarget.checked);
              setPage(0);
            }}
          />
          <Text size="sm" c="dimmed">
            {messages.maxScore}: {exam.maxScore}
          </Text>
        </Group>
        <QueryState query={submissions}>
          {() =>
            submissions.data!.content.length === 0 ? (
              <EmptyState>{messages.noSubmissions}</EmptyState>
            ) : (
              <Table verticalSpacing="sm">
                <Table.Thead>
                  <Table.Tr>
                    <Table.Th>{messages.student}</Table.Th>
                    <Table.Th>{messages.answer}</Table.Th>
                    <Table.Th>{messages.score}</Table.Th>
                    <Table.Th>{messages.feedback}</Table.Th>
                    <Table.Th />
                  </Table.Tr>
                </Table.Thead>
                <Table.Tbody>
                  {submissions.data!.content.map((submission) => (
                    <GradeRow
                      key={submission.id}
                      exam={exam}
                      submission={submission}
                      name={nameOf.get(submission.userId) ?? submission.userId}
                    />
                  ))}
                </Table.Tbody>
              </Table>
            )
          }
        </QueryState>
        {(submissions.data?.page.totalPages ?? 0) > 1 && (
          <Pagination
            value={page + 1}
            onChange={(value) => setPage(value - 1)}
            total={submissions.data!.page.totalPages}
          />
        )}
      </Stack>
    </Modal>
  );
}
