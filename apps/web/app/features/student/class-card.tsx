/**
 * One class as its student sees it: when (in the course's zone, which the page names), the
 * content (sanitized Markdown) and resources, the recording, and the meeting link only
 * while the class is live (from shortly before its start until its end). What the course's
 * access-on-debt policy withheld (`withheld`) is said in its place, never silently missing.
 */
import { Badge, Card, Group, List, Stack, Text } from '@mantine/core';
import { useEffect, useState } from 'react';
import { useMessages } from '../../i18n';
import type { CourseClass } from '../../lib/api-types';
import { formatDateTime, isLive } from '../../lib/dates';
import { ExternalAnchor, ExternalButton } from '../../ui/external-link';
import { Heading } from '../../ui/heading';
import { Icon } from '../../ui/icons';
import { Markdown } from '../../ui/markdown';
import { PausedLine } from './debt-notice';

/** The current time, refreshed every 30 s so the meeting link appears and goes by itself. */
function useNow(intervalMs = 30_000): Date {
  const [now, setNow] = useState(() => new Date());
  useEffect(() => {
    const timer = setInterval(() => setNow(new Date()), intervalMs);
    return () => clearInterval(timer);
  }, [intervalMs]);
  return now;
}

export function ClassCard({ item, courseTimeZone }: { item: CourseClass; courseTimeZone: string }) {
  const messages = useMessages().academic.me;
  const now = useNow();
  const live = isLive(item.startsAt, item.durationMinutes, now);
  return (
    <Card withBorder radius="md" padding="lg" data-testid="student-class">
      <Stack gap="sm">
        <Group justify="space-between" align="flex-start" wrap="nowrap">
          <Heading
            title={item.title}
            hint={`${formatDateTime(item.startsAt, courseTimeZone)} · ${item.durationMinutes} min`}
            order={3}
            fz="md"
          />
          {live && <Badge color="red">{messages.liveNow}</Badge>}
        </Group>
        {live && item.meetingUrl && (
          <ExternalButton
            href={item.meetingUrl}
            color="red"
            leftSection={<Icon name="video" size={16} />}
            w="fit-content"
          >
            {messages.joinMeeting}
          </ExternalButton>
        )}
        {item.content ? (
          <>
            <Markdown>{item.content.body}</Markdown>
            {item.content.resources.length > 0 && (
              <Stack gap={4}>
                <Text fw={600} size="sm">
                  {messages.resources}
                </Text>
                <List size="sm">
                  {item.content.resources.map((resource) => (
                    <List.Item key={resource.url}>
                      <ExternalAnchor href={resource.url}>{resource.title}</ExternalAnchor>
                    </List.Item>
                  ))}
                </List>
              </Stack>
            )}
          </>
        ) : item.withheld.includes('CONTENT') ? (
          <PausedLine text={messages.contentPaused} testId="content-paused" />
        ) : (
          <Text size="sm" c="dimmed">
            {messages.noContent}
          </Text>
        )}
        {item.withheld.includes('RECORDING') && (
          <PausedLine text={messages.recordingPaused} testId="recording-paused" />
        )}
        {item.recordingUrl && (
          <ExternalAnchor href={item.recordingUrl} size="sm" testId="class-recording">
            {messages.recording}
          </ExternalAnchor>
        )}
      </Stack>
    </Card>
  );
}
