/**
 * A list screen's choice of view (board or table, week or list): one segment per view, in the
 * order of its labels; the caller keeps the view in the address like any filter.
 */
import { SegmentedControl, type SegmentedControlProps } from '@mantine/core';

export function ViewSwitch<V extends string>({
  labels,
  value,
  onChange,
  testId,
  w,
}: {
  labels: Readonly<Record<V, string>>;
  value: V;
  onChange: (view: V) => void;
  testId?: string;
  w?: SegmentedControlProps['w'];
}) {
  return (
    <SegmentedControl
      w={w}
      value={value}
      onChange={(view) => onChange(view as V)}
      data={(Object.keys(labels) as V[]).map((view) => ({ value: view, label: labels[view] }))}
      data-testid={testId}
    />
  );
}
