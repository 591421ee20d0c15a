/**
 * The list kit: a list screen is `<ListPage>` (header with title and actions), a
 * `<ListFilterPanel list filters>` whose fields live in the address (`filterField(list, name)`
 * binds a field, `<EnumFilter {...enumField(list, 'status')}>` a value of a fixed list, the
 * values its `option(...)` field declares), `<ViewSwitch>` where it has views,
 * `<CurrencyTotals>` where the list sums money, `<ExportButton>` for its CSV, and `<DataList>`
 * (ui/data-list, `useApiList`) with its empty and error states.
 */
export { CreateLink } from './create-link';
export { type CurrencyTotal, CurrencyTotals } from './currency-totals';
export { DateRangeFilter } from './date-range-filter';
export { EnumFilter, type EnumFilterProps } from './enum-filter';
export { ExportButton, exportFileName } from './export-button';
export {
  activeFilters,
  emptyFiltersOf,
  enumField,
  FilterPanel,
  type FilterPanelProps,
  filterField,
  filterPanelOf,
  ListFilterPanel,
} from './filter-panel';
export { ListPage } from './list-page';
export { PageHeader, type PageHeaderProps } from './page-header';
export { SearchField } from './search-field';
export { ViewSwitch } from './view-switch';
