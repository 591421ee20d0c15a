/**
 * The grading table of one exam: each submission with its answer (a long one folded behind
 * "ver más", so the grade fields stay in sight), its grade once given, a score (0 to the
 * exam's maximum, checked before sending) and feedback; optionally only those not graded
 * yet. Below it, the course's students who did not hand the exam in.
 */
import {
  Alert,
  Badge,
  Button,
  Checkbox,
  Group,
  Modal,
  NumberInput,
  Spoiler,
  Stack,
  Text,
  Textarea,
} from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { format, useMessages } from '../../i18n';
import type { CourseExam, ExamSubmission } from '../../lib/api-types';
import { formatDateTime } from '../../lib/dates';
import { formatNumber } from '../../lib/formats';
import { flag } from '../../lib/list-state';
import { DataList, pagingFields, useDataList } from '../../ui/data-list';
import { useApiForm } from '../../ui/form';
import { notify } from '../../ui/toast';
import { useCourseStudents } from '../courses';
import { useApiClient } from '../session';
import { useGrade } from './api';
import { handedInQuery, submissionsQuery } from './queries';

/** About four lines of an answer; the rest waits behind "ver más". */
const ANSWER_FOLD_HEIGHT = 84;

/**
 * The score typed is valid when it is a number between 0 and the exam's maximum; one outside
 * says the range (never "Ingresá una nota." for a -3 that was typed).
 */
export function scoreError(
  score: number | string,
  max: number,
  texts: { required: string; outOfRange: string },
) {
  if (score === '' || Number.isNaN(Number(score))) return texts.required;
  if (Number(score) < 0 || Number(score) > max) return format(texts.outOfRange, { max: formatNumber(max) });
  return null;
}

/** One submission's grade: its own small form (score checked before sending, and feedback). */
function GradeForm({ exam, submission }: { exam: CourseExam; submission: ExamSubmission }) {
  const messages = useMessages().academic.admin.course.exams;
  const grade = useGrade(exam.courseId, exam.id);
  const { form, onSubmit, submitting, fieldsRef } = useApiForm({
    initialValues: {
      score: (submission.score ?? '') as number | string,
      feedback: submission.feedback ?? '',
    },
    validate: {
      score: (score) =>
        scoreError(score, exam.maxScore, {
          required: messages.scoreRequired,
          outOfRange: messages.scoreOutOfRange,
        }),
    },
    submit: ({ score, feedback }) =>
      grade.mutateAsync({ userId: submission.userId, score: Number(score), feedback }),
    onSuccess: () => notify.success(messages.graded),
  });
  return (
    <Group ref={fieldsRef} gap="xs" align="flex-start" wrap="nowrap" miw={320}>
      <NumberInput
        aria-label={messages.score}
        min={0}
        max={exam.maxScore}
        decimalScale={2}
        size="xs"
        w={100}
        clampBehavior="none"
        {...form.getInputProps('score')}
      />
      <Textarea
        aria-label={messages.feedback}
        autosize
        minRows={1}
        size="xs"
        style={{ flex: 1 }}
        {...form.getInputProps('feedback')}
      />
      <Button size="xs" onClick={() => onSubmit()} loading={submitting}>
        {messages.grade}
      </Button>
    </Group>
  );
}

const GRADING_FIELDS = {
  onlyPending: flag(false),
  ...pagingFields('findAllCourseExamSubmissions', { column: 'submittedAt', direction: 'asc' }),
};

export function GradingTable({ exam, onClose }: { exam: CourseExam; onClose: () => void }) {
  const messages = useMessages().academic.admin.course.exams;
  const client = useApiClient();
  // In memory: the dialog's list ends with the dialog.
  const submissions = useDataList({
    fields: GRADING_FIELDS,
    inMemory: true,
    query: ({ onlyPending }, request) =>
      submissionsQuery(client, exam.courseId, exam.id, {
        graded: onlyPending ? false : undefined,
        ...request,
      }),
  });
  const students = useCourseStudents(exam.courseId);
  const nameOf = new Map(
    (students.data ?? []).map((student) => [student.userId, `${student.firstName} ${student.lastName}`]),
  );
  const handedIn = useQuery(handedInQuery(client, exam.courseId, exam.id));
  const missing = handedIn.data
    ? (students.data ?? []).filter(
        (student) =>
          (student.status === 'ACTIVE' || student.status === 'FINISHED') &&
          !handedIn.data.has(student.userId),
      )
    : [];
  const onlyPending = submissions.values.onlyPending === true;
  return (
    <Modal opened onClose={onClose} title={format(messages.gradingTitle, { title: exam.title })} size="90%">
      <Stack gap="sm">
        <Group>
          <Checkbox
            label={messages.onlyPending}
            checked={submissions.values.onlyPending === true}
            onChange={(event) => submissions.set({ onlyPending: event.currentTarget.checked })}
          />
          <Text size="sm" c="dimmed">
            {messages.maxScore}: {formatNumber(exam.maxScore)}
          </Text>
        </Group>
        <DataList<typeof GRADING_FIELDS, ExamSubmission>
          list={submissions}
          noRecordsText={onlyPending ? messages.noPendingSubmissions : messages.noSubmissions}
          compact
          testId="grading-table"
          columns={[
            {
              accessor: 'userId',
              title: messages.student,
              render: (submission) => (
                <>
                  <Text size="sm" fw={600}>
                    {nameOf.get(submission.userId) ?? submission.userId}
                  </Text>
                  <Text size="xs" c="dimmed">
                    {formatDateTime(submission.submittedAt)}
                  </Text>
                  {submission.score !== null && (
                    <Badge
                      mt={4}
                      variant="light"
                      color={submission.score >= exam.passingScore ? 'teal' : 'red'}
                      data-testid="submission-grade"
                    >
                      {format(messages.gradeShown, { score: submission.score, max: exam.maxScore })}
                    </Badge>
                  )}
                </>
              ),
            },
            {
              accessor: 'answer',
              title: messages.answer,
              width: 320,
              noWrap: false,
              render: (submission) => (
                <Spoiler
                  maxHeight={ANSWER_FOLD_HEIGHT}
                  showLabel={messages.showMore}
                  hideLabel={messages.showLess}
                  data-testid="submission-answer"
                >
                  <Text size="sm" style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
                    {submission.answer}
                  </Text>
                </Spoiler>
              ),
            },
            {
              accessor: 'score',
              title: `${messages.score} · ${messages.feedback}`,
              noWrap: false,
              render: (submission) => <GradeForm key={submission.id} exam={exam} submission={submission} />,
            },
          ]}
        />
        {missing.length > 0 && (
          <Alert color="gray" variant="light" title={messages.notHandedIn} data-testid="not-handed-in">
            {missing.map((student) => `${student.firstName} ${student.lastName}`).join(', ')}
          </Alert>
        )}
      </Stack>
    </Modal>
  );
}
