/**
 * An enrollment's page: the student, the course, the plan as it was when enrolling (by its
 * name) with the commercial data (seller, alliance, tier, country), the periods as a
 * timeline, the actions, its payments and payment reminders (composed by the route), its
 * status history and the staff's comment thread.
 */
import { Anchor, Badge, Group, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { format, useMessages } from '../../i18n';
import { mayCall } from '../../lib/access';
import { formatDate } from '../../lib/dates';
import { formatAmount } from '../../lib/formats';
import { PersonLink } from '../../ui/people';
import { QueryState } from '../../ui/query-state';
import { RecordColumns, RecordPage } from '../../ui/record-page';
import { Section } from '../../ui/section';
import { TextLink } from '../../ui/text-link';
import { useSession } from '../session';
import { useEnrollment, usePeriodsStatus } from './api';
import { AlertBadge, StatusBadge } from './badges';
import { CommentThread } from './comment-thread';
import { EnrollmentActions } from './enrollment-actions';
import { CommercialDetails, usePlanName } from './enrollment-details';
import { PeriodsTimeline } from './periods-timeline';
import type { Enrollment } from './queries';
import { StatusHistory } from './status-history';

function PlanSnapshot({ enrollment }: { enrollment: Enrollment }) {
  const messages = useMessages().enrollments;
  const planName = usePlanName(enrollment);
  const money = (amount: string | null) =>
    enrollment.currency ? formatAmount(amount, enrollment.currency) : '—';
  const rows: [string, string][] = [
    [messages.page.plan, planName ?? (enrollment.planType ? messages.planType[enrollment.planType] : '—')],
    [messages.page.upfrontAmount, money(enrollment.upfrontAmount)],
    [messages.page.periodAmount, money(enrollment.periodAmount)],
    [messages.page.numberOfPeriods, String(enrollment.numberOfPeriods)],
    [messages.page.scholarship, `${enrollment.scholarshipPercent} %`],
  ];
  return (
    <Section title={messages.page.planSnapshot} testId="plan-snapshot">
      <Stack gap="md">
        <SimpleGrid cols={{ base: 2, sm: 5 }}>
          {rows.map(([label, value]) => (
            <Stack gap={0} key={label}>
              <Text size="xs" c="dimmed">
                {label}
              </Text>
              <Text fw={600} data-testid={label === messages.page.plan ? 'enrollment-plan-name' : undefined}>
                {value}
              </Text>
            </Stack>
          ))}
        </SimpleGrid>
        <CommercialDetails enrollment={enrollment} />
      </Stack>
    </Section>
  );
}

function Header({ enrollment }: { enrollment: Enrollment }) {
  const messages = useMessages().enrollments.page;
  return (
    <Stack gap={6}>
      <TextLink to="/admin/enrollments">{messages.back}</TextLink>
      <Group gap="xs">
        <StatusBadge status={enrollment.status} />
        <AlertBadge alert={enrollment.alert} />
        {enrollment.manual && (
          <Badge variant="outline" color="gray">
            {messages.manualBadge}
          </Badge>
        )}
      </Group>
      <Title order={1} fz={{ base: 24, sm: 30 }}>
        <Group gap={8} component="span">
          <PersonLink userId={enrollment.userId} name={enrollment.studentName} />
          <Text span c="dimmed" fz="inherit">
            ·
          </Text>
          <Anchor component={Link} to={`/admin/courses/${enrollment.courseId}`} fz="inherit">
            {enrollment.courseTitle}
          </Anchor>
        </Group>
      </Title>
      <Text size="sm" c="dimmed">
        {format(messages.createdAt, { date: formatDate(enrollment.createdAt) })}
      </Text>
      {enrollment.inactiveReason && (
        <Text size="sm">{format(messages.inactiveReason, { reason: enrollment.inactiveReason })}</Text>
      )}
    </Stack>
  );
}

/**
 * `payments` is the enrollment's payments section, composed by the route (it belongs to the
 * payments feature).
 */
export function EnrollmentPage({
  enrollmentId,
  payments,
  reminders,
}: {
  enrollmentId: string;
  payments: (enrollment: Enrollment) => ReactNode;
  /** The reminders feature's section, composed by the route. */
  reminders?: ReactNode;
}) {
  const messages = useMessages().enrollments.page;
  const { scopes } = useSession();
  const enrollment = useEnrollment(enrollmentId);
  const periods = usePeriodsStatus(enrollmentId);
  return (
    <RecordPage name="enrollment" query={enrollment} notFoundMessage={messages.notFound}>
      {(data) => (
        <>
          <Header enrollment={data} />
          <PlanSnapshot enrollment={data} />
          <EnrollmentActions enrollment={data} status={periods.data} />
          <RecordColumns
            mainSpan={7}
            main={
              <Stack gap="lg">
                <QueryState query={periods}>
                  {(status) => <PeriodsTimeline status={status} planType={data.planType} />}
                </QueryState>
                {mayCall('findAllPayments', scopes) && payments(data)}
                {mayCall('findEnrollmentReminders', scopes) && reminders}
              </Stack>
            }
            side={
              <Stack gap="lg">
                {mayCall('findEnrollmentStatusChanges', scopes) && (
                  <StatusHistory enrollmentId={enrollmentId} />
                )}
                {mayCall('findAllEnrollmentComments', scopes) && (
                  <CommentThread enrollmentId={enrollmentId} />
                )}
              </Stack>
            }
          />
        </>
      )}
    </RecordPage>
  );
}
