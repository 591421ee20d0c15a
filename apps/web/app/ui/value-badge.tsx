/**
 * A value of a fixed list (a status, an alert) as a light badge in its colour, the same on
 * every screen. Colours are the screen's; never yellow nor orange: their light badges fail
 * WCAG AA contrast (axe).
 */
import { Badge } from '@mantine/core';

export function ValueBadge<V extends string>({
  value,
  colors,
  labels,
  testId,
}: {
  value: V;
  colors: Readonly<Record<V, string>>;
  labels: Readonly<Record<V, string>>;
  testId?: string;
}) {
  return (
    <Badge color={colors[value]} variant="light" data-testid={testId}>
      {labels[value]}
    </Badge>
  );
}
