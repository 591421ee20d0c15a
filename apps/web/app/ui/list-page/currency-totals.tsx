/**
 * The totals of a filtered list, one figure per currency (pesos and dollars never added
 * together): the API's answer for everything the list's filters match, not only the page shown.
 */
import type { MoneyAmount, MoneyCurrency } from '@catedra/contract/browser';
import { Group, Paper, Stack, Text } from '@mantine/core';
import type { UseQueryResult } from '@tanstack/react-query';
import { format, useMessages } from '../../i18n';
import { formatAmount } from '../../lib/formats';

export type CurrencyTotal = { currency: MoneyCurrency; amount: MoneyAmount; count: number };

export function CurrencyTotals({
  query,
  countText,
}: {
  query: UseQueryResult<{ byCurrency: CurrencyTotal[] }>;
  /** "{count} pagos" or "{count} movimientos". */
  countText: string;
}) {
  const messages = useMessages().payments.totals;
  const totals = query.data?.byCurrency;
  return (
    <Paper withBorder radius="lg" p="md" data-testid="currency-totals" aria-busy={query.isFetching}>
      <Stack gap={6}>
        <Text size="sm" fw={600}>
          {messages.title}
        </Text>
        {query.isError && (
          <Text size="sm" c="red" role="alert">
            {messages.failed}
          </Text>
        )}
        {totals && totals.length === 0 && (
          <Text size="sm" c="dimmed">
            {messages.none}
          </Text>
        )}
        <Group gap="xl">
          {totals?.map((total) => (
            <Stack gap={0} key={total.currency} data-testid={`total-${total.currency}`}>
              <Text fw={700} fz="lg">
                {formatAmount(total.amount, total.currency)}
              </Text>
              <Text size="xs" c="dimmed">
                {format(countText, { count: total.count })}
              </Text>
            </Stack>
          ))}
        </Group>
      </Stack>
    </Paper>
  );
}
