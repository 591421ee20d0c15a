/**
 * Access on debt, as the student reads it: why his recordings (and the content of new
 * classes) are paused — the oldest period owed, since when, what he owes — with *Pagar
 * ahora*, the payments feature's button the route hands in. The classes say on each card
 * what is paused, in place of the recording's button.
 */
import { Alert, Stack, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { format, useMessages } from '../../i18n';
import type { MyCourse } from '../../lib/api-types';
import { formatDayInSentence } from '../../lib/dates';
import { formatAmount } from '../../lib/formats';
import { Icon } from '../../ui/icons';

export type DebtRestriction = NonNullable<MyCourse['debtRestriction']>;

/** *Pagar ahora* for an enrollment: the payments feature's button, handed in by the route. */
export type PayNow = (enrollmentId: string) => ReactNode;

export function DebtNotice(props: { restriction: DebtRestriction; payNow?: PayNow }) {
  const { restriction, payNow } = props;
  const messages = useMessages().academic.me;
  const owed = restriction.owedByCurrency
    .map(({ amount, currency }) => formatAmount(amount, currency))
    .join(' + ');
  return (
    <Alert
      color="red"
      variant="light"
      title={messages.debtTitle}
      icon={<Icon name="creditCard" size={18} />}
      data-testid="debt-restriction"
    >
      <Stack gap="sm" align="flex-start">
        <Text size="sm" fw={600} data-testid="debt-restriction-reason">
          {format(messages.debtBody, { date: formatDayInSentence(restriction.period.dueDate) })}
        </Text>
        <Text size="sm">{format(messages.debtDetail, { amount: owed })}</Text>
        {payNow?.(restriction.enrollmentId)}
      </Stack>
    </Alert>
  );
}

/** In place of a class's recording (or its content): a short line saying it is paused. */
export function PausedLine({ text, testId }: { text: string; testId: string }) {
  return (
    <Text size="sm" fs="italic" data-testid={testId}>
      {text}
    </Text>
  );
}
