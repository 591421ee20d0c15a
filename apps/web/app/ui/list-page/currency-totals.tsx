/** The totals of a filtered list, one figure per currency. */
import { Group, Paper, Stack, Text } from '@mantine/core';
import type { UseQueryResult } from '@tanstack/react-query';
import { format, useMessages } from '../../i18n';
import { formatAmount } from '../../lib/formats';
import type { Totals } from './totals';

export function CurrencyTotals({
  query,
  countText,
}: {
  query: UseQueryResult<Totals>;
  /** "{count} pagos" or "{count} movimientos". */
  countText: string;
}) {
  const messages = useMessages().payments.totals;
  const data = query.data;
  return (
    <Paper withBorder radius="lg" p="md" data-testid="currency-totals" aria-busy={query.isFetching}>
      <Stack gap={6}>
        <Text size="sm" fw={600}>
          {messages.title}
        </Text>
        {data && data.totals.length === 0 && (
          <Text size="sm" c="dimmed">
            {messages.none}
          </Text>
        )}
        <Group gap="xl">
          {data?.totals.map((total) => (
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
        {data?.truncated && (
          <Text size="xs" c="dimmed">
            {format(messages.truncated, { count: data.read })}
          </Text>
        )}
      </Stack>
    </Paper>
  );
}
