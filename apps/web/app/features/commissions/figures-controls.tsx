/** The range and currency the figures are for: dates in the academy's calendar, ARS or USD. */
import { SegmentedControl } from '@mantine/core';
import { useMessages } from '../../i18n';
import { DateField } from '../../ui/date-fields';
import type { FiguresRange } from './queries';

export function FiguresControls({
  range,
  onChange,
}: {
  range: FiguresRange;
  onChange: (range: Partial<FiguresRange>) => void;
}) {
  const labels = useMessages().commissions;
  return (
    <>
      {/* Required: a range always has both ends (and so no clear button). */}
      <DateField
        label={labels.from}
        value={range.from}
        onChange={(from) => from && onChange({ from })}
        required
      />
      <DateField label={labels.to} value={range.to} onChange={(to) => to && onChange({ to })} required />
      <SegmentedControl
        mt={{ xs: 24 }}
        aria-label={labels.currency}
        value={range.currency}
        onChange={(currency) => onChange({ currency: currency as FiguresRange['currency'] })}
        data={['ARS', 'USD']}
      />
    </>
  );
}

/** The current month of the academy's calendar, as the figures' default range. */
export function thisMonth(today: string): { from: string; to: string } {
  const [year, month] = today.split('-').map(Number) as [number, number];
  const last = new Date(Date.UTC(year, month, 0)).getUTCDate();
  const prefix = today.slice(0, 7);
  return { from: `${prefix}-01`, to: `${prefix}-${String(last).padStart(2, '0')}` };
}
