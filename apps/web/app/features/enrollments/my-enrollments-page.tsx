/** "Mis inscripciones": the student's enrollments, each with its periods, what is due next and the debt. */
import { Button, Card, Group, Stack, Table, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { format, useMessages } from '../../i18n';
import { formatCalendarDate } from '../../lib/dates';
import { formatAmount } from '../../lib/formats';
import { PageHeader } from '../../ui/list-page';
import { EmptyState, QueryState } from '../../ui/query-state';
import { useSession } from '../session';
import { useMyEnrollments, usePeriodsStatus } from './api';
import { PeriodStatusBadge, StatusBadge } from './badges';
import { owedOnPeriod } from './owed';
import { periodLabel } from './period-label';
import type { Enrollment, PeriodsStatus } from './queries';

/** The payments feature's "Pagar ahora" of an enrollment, composed by the route. */
export type PayNow = (enrollmentId: string) => ReactNode;

/**
 * The periods: a table from a tablet up; on a phone, one stacked row each (name and status,
 * then due date and what was paid of it), so nothing scrolls sideways at 390 px.
 */
function PeriodRows({ status, planType }: { status: PeriodsStatus; planType: Enrollment['planType'] }) {
  const messages = useMessages().enrollments;
  const money = (amount: string) => formatAmount(amount, status.currency);
  return (
    <>
      <Table verticalSpacing={4} visibleFrom="sm" data-testid="my-periods">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{messages.page.periodsTitle}</Table.Th>
            <Table.Th>{messages.page.dueDate}</Table.Th>
            <Table.Th ta="right">{messages.page.periodAmount}</Table.Th>
            <Table.Th ta="right">{messages.page.totalPaid}</Table.Th>
            <Table.Th>{messages.list.columns.status}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {status.periods.map((period) => (
            <Table.Tr key={period.number} data-testid="my-period">
              <Table.Td>{periodLabel(messages.page, planType, period.number)}</Table.Td>
              <Table.Td>{formatCalendarDate(period.dueDate)}</Table.Td>
              <Table.Td ta="right">{money(period.amount)}</Table.Td>
              <Table.Td ta="right">{money(period.paidAmount)}</Table.Td>
              <Table.Td>
                <PeriodStatusBadge status={period.status} />
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
      <Stack gap={0} hiddenFrom="sm" data-testid="my-periods-stacked">
        {status.periods.map((period) => (
          <Stack
            key={period.number}
            gap={2}
            py={6}
            style={{ borderTop: '1px solid var(--mantine-color-default-border)' }}
            data-testid="my-period-row"
          >
            <Group justify="space-between" wrap="nowrap">
              <Text size="sm" fw={600}>
                {periodLabel(messages.page, planType, period.number)}
              </Text>
              <PeriodStatusBadge status={period.status} />
            </Group>
            <Text size="sm" c="dimmed">
              {format(messages.me.periodLine, {
                date: formatCalendarDate(period.dueDate),
                paid: money(period.paidAmount),
                amount: money(period.amount),
              })}
            </Text>
          </Stack>
        ))}
      </Stack>
    </>
  );
}

function MyEnrollment({ enrollment, payNow }: { enrollment: Enrollment; payNow: PayNow }) {
  const messages = useMessages().enrollments;
  const title = enrollment.courseTitle;
  const status = usePeriodsStatus(enrollment.id);
  return (
    <Card withBorder radius="lg" padding="lg" data-testid="my-enrollment">
      <Stack gap="sm">
        <Group justify="space-between" align="flex-start">
          <Title order={2} fz="lg">
            {title}
          </Title>
          <StatusBadge status={enrollment.status} />
        </Group>
        <QueryState query={status}>
          {(data) => {
            const money = (amount: string) => formatAmount(amount, data.currency);
            const next = data.nextDuePeriod;
            return (
              <Stack gap="sm">
                <Group justify="space-between">
                  <Text size="sm" fw={600} data-testid="my-next-due">
                    {next
                      ? format(messages.me.nextDue, {
                          number: next.number,
                          amount: money(owedOnPeriod(next)),
                          date: formatCalendarDate(next.dueDate),
                        })
                      : messages.me.nothingDue}
                  </Text>
                  {next && payNow(enrollment.id)}
                </Group>
                <Group gap="md">
                  <Text size="sm" fw={600} data-testid="my-paid">
                    {format(messages.me.paid, { amount: money(data.totalPaid) })}
                  </Text>
                  <Text size="sm" c={data.inDebt ? 'red.8' : 'dimmed'} data-testid="my-debt">
                    {data.inDebt
                      ? format(messages.me.debt, { amount: money(data.debt) })
                      : messages.me.noDebt}
                  </Text>
                </Group>
                <PeriodRows status={data} planType={enrollment.planType} />
              </Stack>
            );
          }}
        </QueryState>
      </Stack>
    </Card>
  );
}

export function MyEnrollmentsPage({ payNow }: { payNow: PayNow }) {
  const messages = useMessages().enrollments.me;
  const { user } = useSession();
  const enrollments = useMyEnrollments(user?.id);
  return (
    <Stack gap="lg">
      <PageHeader title={messages.title} subtitle={messages.intro} fz={{ base: 28, sm: 36 }} />
      <QueryState query={enrollments}>
        {(page) =>
          page.content.length === 0 ? (
            <Stack align="center" gap="sm" data-testid="my-enrollments-empty">
              <EmptyState>{messages.empty}</EmptyState>
              <Button component={Link} to="/#catalogo" variant="light">
                {messages.browse}
              </Button>
            </Stack>
          ) : (
            <Stack gap="md" data-testid="my-enrollments">
              {page.content.map((enrollment) => (
                <MyEnrollment key={enrollment.id} enrollment={enrollment} payNow={payNow} />
              ))}
            </Stack>
          )
        }
      </QueryState>
    </Stack>
  );
}

/** One line per enrollment with something due, with its "Pagar ahora" (for Mis pagos). */
function NextDue({ enrollment, payNow }: { enrollment: Enrollment; payNow: PayNow }) {
  const messages = useMessages();
  const title = enrollment.courseTitle;
  const next = usePeriodsStatus(enrollment.id).data?.nextDuePeriod;
  if (!next || !enrollment.currency) return null;
  return (
    <Card withBorder radius="lg" padding="md" data-testid="my-due">
      <Group justify="space-between">
        <Text size="sm" fw={600}>
          {format(messages.payments.me.nextDue, {
            course: title,
            number: next.number,
            amount: formatAmount(owedOnPeriod(next), enrollment.currency),
            date: formatCalendarDate(next.dueDate),
          })}
        </Text>
        {payNow(enrollment.id)}
      </Group>
    </Card>
  );
}

export function MyDuePeriods({ payNow }: { payNow: PayNow }) {
  const { user } = useSession();
  const enrollments = useMyEnrollments(user?.id);
  return (
    <QueryState query={enrollments}>
      {(page) => (
        <Stack gap="sm">
          {page.content.map((enrollment) => (
            <NextDue key={enrollment.id} enrollment={enrollment} payNow={payNow} />
          ))}
        </Stack>
      )}
    </QueryState>
  );
}
