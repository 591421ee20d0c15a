/**
 * An enrollment's staff thread: comments newest last, each with its reactions (a few common
 * emojis, one per person and emoji, toggled), the author edits or deletes his own (deleting
 * confirmed); SU and MANAGER_ADMIN may delete anyone's.
 */
import { SCOPE_GROUPS } from '@catedra/contract/browser';
import { Button, Card, Group, Popover, Stack, Text, Textarea, UnstyledButton } from '@mantine/core';
import { useState } from 'react';
import { format, useMessages } from '../../i18n';
import { problemMessage } from '../../lib/api-problem';
import { formatDateTime } from '../../lib/dates';
import { ConfirmButton } from '../../ui/confirm-button';
import { EmptyState, QueryState } from '../../ui/query-state';
import { Section } from '../../ui/section';
import { notify } from '../../ui/toast';
import { useSession } from '../session';
import { useComments, useCommentWrites } from './api';
import type { EnrollmentComment } from './queries';

const EMOJIS = ['👍', '❤️', '🎉', '👀', '🙏', '✅'] as const;

type Writes = ReturnType<typeof useCommentWrites>;

function Reactions({ comment, writes, me }: { comment: EnrollmentComment; writes: Writes; me: string }) {
  const allMessages = useMessages();
  const messages = allMessages.enrollments.comments;
  const [opened, setOpened] = useState(false);
  const counts = new Map<string, { count: number; mine: boolean }>();
  for (const reaction of comment.reactions) {
    const entry = counts.get(reaction.emoji) ?? { count: 0, mine: false };
    counts.set(reaction.emoji, { count: entry.count + 1, mine: entry.mine || reaction.userId === me });
  }
  const toggle = (emoji: string, active: boolean) => {
    setOpened(false);
    writes.react.mutate(
      { commentId: comment.id, userId: me, emoji, active },
      { onError: (error) => notify.error(problemMessage(error, allMessages.academic.errors)) },
    );
  };
  return (
    <Group gap={6} data-testid="comment-reactions">
      {[...counts].map(([emoji, { count, mine }]) => (
        <Button
          key={emoji}
          size="compact-xs"
          variant={mine ? 'light' : 'default'}
          onClick={() => toggle(emoji, !mine)}
          aria-pressed={mine}
          aria-label={format(messages.reactWith, { emoji })}
          data-testid="reaction"
        >
          {emoji} {count}
        </Button>
      ))}
      <Popover opened={opened} onChange={setOpened} position="bottom-start" withArrow>
        <Popover.Target>
          <Button
            size="compact-xs"
            variant="subtle"
            onClick={() => setOpened((value) => !value)}
            data-testid="react"
          >
            {messages.react}
          </Button>
        </Popover.Target>
        <Popover.Dropdown>
          <Group gap={4}>
            {EMOJIS.map((emoji) => (
              <UnstyledButton
                key={emoji}
                fz="lg"
                px={4}
                onClick={() => toggle(emoji, !counts.get(emoji)?.mine)}
                aria-label={format(messages.reactWith, { emoji })}
                data-testid={`emoji-${emoji}`}
              >
                {emoji}
              </UnstyledButton>
            ))}
          </Group>
        </Popover.Dropdown>
      </Popover>
    </Group>
  );
}

function CommentItem({ comment, writes }: { comment: EnrollmentComment; writes: Writes }) {
  const allMessages = useMessages();
  const messages = allMessages.enrollments.comments;
  const { user, scopes } = useSession();
  const me = user?.id ?? '';
  const mine = comment.authorId === me;
  const moderator = scopes.some((scope) => (SCOPE_GROUPS.management as readonly string[]).includes(scope));
  const [editing, setEditing] = useState(false);
  const [draft, setDraft] = useState(comment.text);
  const save = () =>
    writes.edit.mutate(
      { commentId: comment.id, text: draft.trim() },
      {
        onSuccess: () => setEditing(false),
        onError: (error) => notify.error(problemMessage(error, allMessages.academic.errors)),
      },
    );
  return (
    <Card withBorder radius="md" padding="sm" data-testid="comment">
      <Stack gap={6}>
        <Group justify="space-between" gap="xs">
          <Group gap={6}>
            <Text size="sm">{comment.authorName}</Text>
            <Text size="xs" c="dimmed">
              {formatDateTime(comment.createdAt)}
              {comment.editedAt ? ` · ${messages.edited}` : ''}
            </Text>
          </Group>
          <Group gap={4}>
            {mine && !editing && (
              <Button
                size="compact-xs"
                variant="subtle"
                onClick={() => setEditing(true)}
                data-testid="comment-edit"
              >
                {messages.edit}
              </Button>
            )}
            {(mine || moderator) && (
              <ConfirmButton
                size="compact-xs"
                variant="subtle"
                title={messages.deleteTitle}
                message={messages.deleteText}
                confirmLabel={messages.delete}
                testId="comment-delete"
                onConfirm={() =>
                  writes.remove
                    .mutateAsync({ commentId: comment.id, userId: comment.authorId })
                    .catch((error) => notify.error(problemMessage(error, allMessages.academic.errors)))
                }
              >
                {messages.delete}
              </ConfirmButton>
            )}
          </Group>
        </Group>
        {editing ? (
          <Stack gap={6}>
            <Textarea
              value={draft}
              onChange={(event) => setDraft(event.currentTarget.value)}
              maxLength={5000}
              autosize
              minRows={2}
              aria-label={messages.edit}
            />
            <Group gap="xs" justify="flex-end">
              <Button size="xs" variant="default" onClick={() => setEditing(false)}>
                {messages.cancel}
              </Button>
              <Button size="xs" onClick={save} loading={writes.edit.isPending} disabled={!draft.trim()}>
                {messages.save}
              </Button>
            </Group>
          </Stack>
        ) : (
          <Text size="sm" style={{ whiteSpace: 'pre-wrap' }} data-testid="comment-text">
            {comment.text}
          </Text>
        )}
        <Reactions comment={comment} writes={writes} me={me} />
      </Stack>
    </Card>
  );
}

export function CommentThread({ enrollmentId }: { enrollmentId: string }) {
  const allMessages = useMessages();
  const messages = allMessages.enrollments.comments;
  const comments = useComments(enrollmentId);
  const writes = useCommentWrites(enrollmentId);
  const [text, setText] = useState('');
  const send = () =>
    writes.create.mutate(text.trim(), {
      onSuccess: () => setText(''),
      onError: (error) => notify.error(problemMessage(error, allMessages.academic.errors)),
    });
  return (
    <Section title={messages.title} testId="comment-thread">
      <QueryState query={comments}>
        {(list) =>
          list.length === 0 ? (
            <EmptyState>{messages.empty}</EmptyState>
          ) : (
            <Stack gap="xs">
              {list.map((comment) => (
                <CommentItem key={comment.id} comment={comment} writes={writes} />
              ))}
            </Stack>
          )
        }
      </QueryState>
      <Textarea
        placeholder={messages.placeholder}
        aria-label={messages.placeholder}
        value={text}
        onChange={(event) => setText(event.currentTarget.value)}
        maxLength={5000}
        autosize
        minRows={2}
        data-testid="comment-input"
      />
      <Group justify="flex-end">
        <Button
          onClick={send}
          loading={writes.create.isPending}
          disabled={!text.trim()}
          data-testid="comment-send"
        >
          {messages.send}
        </Button>
      </Group>
    </Section>
  );
}
