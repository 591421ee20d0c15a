/**
 * A list's "Desde" / "Hasta" filter: two date fields bound to its `fromDate` and `toDate`
 * in the address. Each stands as one field of the `<ListFilterPanel>`.
 */
import { DateField } from '../date-fields';
import { filterField } from './filter-panel';

type DateRangeState = {
  values: { fromDate: string; toDate: string };
  set: (patch: Partial<{ fromDate: string; toDate: string }>) => void;
};

export function DateRangeFilter({
  list,
  fromLabel,
  toLabel,
}: {
  list: DateRangeState;
  fromLabel: string;
  toLabel: string;
}) {
  return (
    <>
      <DateField label={fromLabel} {...filterField(list, 'fromDate')} />
      <DateField label={toLabel} {...filterField(list, 'toDate')} />
    </>
  );
}
