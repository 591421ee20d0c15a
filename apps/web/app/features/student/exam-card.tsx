/**
 * One exam as its student sees it: the window, the answer form while the exam is open, the
 * answer already sent, and the grade and feedback once graded.
 */
import { Alert, Badge, Button, Card, Group, Stack, Text, Textarea } from '@mantine/core';
import { useState } from 'react';
import { format, useMessages } from '../../i18n';
import { fieldErrorsOf, problemMessage } from '../../lib/api-problem';
import type { CourseExam } from '../../lib/api-types';
import { formatDateTime } from '../../lib/dates';
import { formatNumber } from '../../lib/formats';
import { Heading } from '../../ui/heading';
import { Markdown } from '../../ui/markdown';
import { notify } from '../../ui/toast';
import { useMySubmission, useSubmitAnswer } from './api';

export function ExamCard({ exam, courseFinished = false }: { exam: CourseExam; courseFinished?: boolean }) {
  const allMessages = useMessages();
  const messages = allMessages.academic.me;
  const submission = useMySubmission(exam.courseId, exam.id);
  const submit = useSubmitAnswer(exam.courseId, exam.id);
  const [answer, setAnswer] = useState('');
  const [error, setError] = useState<string | null>(null);
  const now = Date.now();
  const open = now >= new Date(exam.opensAt).getTime() && now < new Date(exam.dueAt).getTime();
  const notYet = now < new Date(exam.opensAt).getTime();
  const sent = submission.data;
  const graded = sent && sent.score !== null;

  const onSubmit = () => {
    if (!answer.trim()) return setError(messages.answerRequired);
    setError(null);
    submit.mutate(answer.trim(), {
      onSuccess: () => {
        setAnswer('');
        notify.success(messages.submitted);
      },
      onError: (failure) => {
        const fields = fieldErrorsOf(failure);
        if (fields.answer) setError(fields.answer);
        else notify.error(problemMessage(failure, allMessages.academic.errors));
      },
    });
  };

  return (
    <Card withBorder radius="md" padding="lg" data-testid="student-exam" data-exam-title={exam.title}>
      <Stack gap="sm">
        <Group justify="space-between" wrap="nowrap" align="flex-start">
          <Heading
            title={exam.title}
            hint={format(messages.examWindow, {
              opens: formatDateTime(exam.opensAt),
              due: formatDateTime(exam.dueAt),
            })}
            order={3}
            fz="md"
            miw={0}
          />
          {graded ? (
            <Badge color={sent.score! >= exam.passingScore ? 'teal' : 'red'}>
              {sent.score! >= exam.passingScore ? messages.passed : messages.failed}
            </Badge>
          ) : sent ? (
            <Badge color="gray">{messages.pendingGrade}</Badge>
          ) : null}
        </Group>
        {exam.description && <Markdown>{exam.description}</Markdown>}
        {sent && (
          <Stack gap={4}>
            <Text size="sm" c="dimmed">
              {format(messages.yourAnswer, { date: formatDateTime(sent.submittedAt) })}
            </Text>
            <Text
              size="sm"
              style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}
              data-testid="my-answer"
            >
              {sent.answer}
            </Text>
          </Stack>
        )}
        {graded && (
          <Alert
            color="indigo"
            variant="light"
            title={format(messages.grade, {
              score: formatNumber(sent.score),
              max: formatNumber(exam.maxScore),
            })}
            data-testid="exam-grade"
          >
            {sent.feedback && (
              <Text size="sm">
                <strong>{messages.feedback}:</strong> {sent.feedback}
              </Text>
            )}
          </Alert>
        )}
        {courseFinished && open && !graded && (
          <Text size="sm" c="dimmed">
            {messages.courseFinished}
          </Text>
        )}
        {open && !graded && !courseFinished && (
          <Stack gap="xs">
            <Textarea
              label={messages.answerLabel}
              value={answer}
              onChange={(event) => setAnswer(event.currentTarget.value)}
              error={error}
              autosize
              minRows={3}
              maxLength={20_000}
            />
            <Button onClick={onSubmit} loading={submit.isPending} w="fit-content">
              {sent ? messages.resubmit : messages.submit}
            </Button>
          </Stack>
        )}
        {notYet && (
          <Text size="sm" c="dimmed">
            {messages.notOpenYet}
          </Text>
        )}
        {!open && !notYet && !sent && (
          <Text size="sm" c="dimmed">
            {messages.closed}
          </Text>
        )}
      </Stack>
    </Card>
  );
}
