/**
 * An enrollment's periods as a timeline coloured by status (paid, partial, due, overdue,
 * waived), with what was paid of each, and the totals: paid, debt, next due period.
 */
import { Group, Paper, SimpleGrid, Stack, Text, Timeline } from '@mantine/core';
import { format, useMessages } from '../../i18n';
import { formatCalendarDate } from '../../lib/dates';
import { formatAmount } from '../../lib/formats';
import { Heading } from '../../ui/heading';
import { BadgeNote, PERIOD_COLOR, PeriodStatusBadge } from './badges';
import { periodLabel } from './period-label';
import type { Enrollment, PeriodsStatus } from './queries';

const AGES = ['days0To30', 'days31To60', 'days61To90', 'over90Days'] as const;

export function PeriodsTimeline({
  status,
  planType,
}: {
  status: PeriodsStatus;
  planType: Enrollment['planType'];
}) {
  const messages = useMessages().enrollments.page;
  const money = (amount: string) => formatAmount(amount, status.currency);
  const next = status.nextDuePeriod;
  return (
    <Paper withBorder radius="lg" p="md" data-testid="periods">
      <Stack gap="md">
        <Heading title={messages.periodsTitle} hint={messages.periodsZone} hintSize="xs" />
        <SimpleGrid cols={{ base: 1, xs: 3 }}>
          <Figure label={messages.totalPaid} value={money(status.totalPaid)} />
          <Figure label={messages.debt} value={money(status.debt)} danger={status.inDebt} testId="debt" />
          <Figure
            label={messages.nextDue}
            value={
              next
                ? `${periodLabel(messages, planType, next.number)} · ${formatCalendarDate(next.dueDate)}`
                : messages.nothingDue
            }
          />
        </SimpleGrid>
        {status.inDebt && (
          <Stack gap={4} data-testid="debt-by-age">
            <Text size="sm" fw={600}>
              {messages.debtByAge}
            </Text>
            <SimpleGrid cols={{ base: 2, sm: 4 }}>
              {AGES.map((age) => (
                <Figure
                  key={age}
                  label={messages.age[age]}
                  value={money(status.debtByAge[age])}
                  danger={status.debtByAge[age] !== '0.00'}
                />
              ))}
            </SimpleGrid>
          </Stack>
        )}
        {status.periods.length === 0 ? (
          <Text c="dimmed">{messages.noPeriods}</Text>
        ) : (
          <Timeline bulletSize={16} lineWidth={2} data-testid="period-timeline">
            {status.periods.map((period) => (
              <Timeline.Item
                key={period.number}
                color={PERIOD_COLOR[period.status]}
                data-testid="period"
                title={
                  <Group gap="xs">
                    <Text fw={600} size="sm">
                      {periodLabel(messages, planType, period.number)}
                    </Text>
                    <PeriodStatusBadge status={period.status} />
                    <BadgeNote when={period.complementary}>{messages.complementary}</BadgeNote>
                  </Group>
                }
              >
                <Text size="sm">
                  {format(messages.dueOn, { date: formatCalendarDate(period.dueDate) })} ·{' '}
                  {format(messages.paidOf, { paid: money(period.paidAmount), amount: money(period.amount) })}
                </Text>
              </Timeline.Item>
            ))}
          </Timeline>
        )}
      </Stack>
    </Paper>
  );
}

function Figure({
  label,
  value,
  danger,
  testId,
}: {
  label: string;
  value: string;
  danger?: boolean;
  testId?: string;
}) {
  return (
    <Stack gap={0}>
      <Text size="xs" c="dimmed">
        {label}
      </Text>
      <Text fw={700} c={danger ? 'red.8' : undefined} data-testid={testId}>
        {value}
      </Text>
    </Stack>
  );
}
