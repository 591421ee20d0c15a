/** A resume, read-only: what staff see on a user's page. */
import { Badge, Card, Group, Stack, Text, Title } from '@mantine/core';
import { format, useMessages } from '../../i18n';
import { formatCalendarDate } from '../../lib/dates';
import { ExternalAnchor } from '../../ui/external-link';
import type { UserResume } from './api';

/** A dated item of the resume (a degree, a job): what and where, when, and its description. */
function ItemCard({
  title,
  place,
  item,
}: {
  title: string;
  place: string;
  item: { startDate: string; endDate: string | null; description: string | null };
}) {
  return (
    <Card withBorder padding="sm" radius="md">
      <Text fw={600} size="sm">
        {title}
      </Text>
      <Text size="sm">{place}</Text>
      <Period start={item.startDate} end={item.endDate} />
      {item.description && <Text size="sm">{item.description}</Text>}
    </Card>
  );
}

function Period({ start, end }: { start: string; end: string | null }) {
  const { resume } = useMessages();
  return (
    <Text size="xs" c="dimmed">
      {formatCalendarDate(start)} – {end ? formatCalendarDate(end) : resume.current}
    </Text>
  );
}

function Section({ title, empty, children }: { title: string; empty: boolean; children: React.ReactNode }) {
  const { resume } = useMessages();
  return (
    <Stack gap="xs">
      <Title order={3} fz="md">
        {title}
      </Title>
      {empty ? (
        <Text size="sm" c="dimmed">
          {resume.emptyReadOnly}
        </Text>
      ) : (
        children
      )}
    </Stack>
  );
}

export function ResumeView({ resume }: { resume: UserResume }) {
  const messages = useMessages().resume;
  return (
    <Stack gap="md" data-testid="resume-view">
      {(resume.headline || resume.summary) && (
        <Stack gap={4}>
          {resume.headline && <Text fw={700}>{resume.headline}</Text>}
          {resume.summary && (
            <Text size="sm" style={{ whiteSpace: 'pre-wrap' }}>
              {resume.summary}
            </Text>
          )}
        </Stack>
      )}
      {resume.links.length > 0 && (
        <Group gap="sm">
          {resume.links.map((link) => (
            <ExternalAnchor key={link.url} href={link.url} size="sm">
              {link.title}
            </ExternalAnchor>
          ))}
        </Group>
      )}
      <Section title={messages.sections.academic.title} empty={resume.academic.length === 0}>
        {resume.academic.map((item) => (
          <ItemCard
            key={item.id}
            title={`${item.degree}${item.field ? ` · ${item.field}` : ''}`}
            place={item.institution}
            item={item}
          />
        ))}
      </Section>
      <Section title={messages.sections.professional.title} empty={resume.professional.length === 0}>
        {resume.professional.map((item) => (
          <ItemCard key={item.id} title={item.role} place={item.company} item={item} />
        ))}
      </Section>
      <Section title={messages.sections.technology.title} empty={resume.technology.length === 0}>
        <Group gap="xs">
          {resume.technology.map((item) => (
            <Badge key={item.id} variant="outline" tt="none" size="lg">
              {item.name} · {messages.levels[item.level]}
              {item.yearsOfExperience !== null
                ? ` · ${format(messages.years, { years: item.yearsOfExperience })}`
                : ''}
            </Badge>
          ))}
        </Group>
      </Section>
    </Stack>
  );
}
