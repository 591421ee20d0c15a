/**
 * The list kit: a list screen is `<ListPage>` (header with title and actions), a
 * `<FilterPanel>` whose fields live in the address (`<EnumFilter>` for a value of a fixed
 * list), `<CurrencyTotals>` where the list sums money, `<ExportButton>` for its CSV, and `<DataList>` (ui/data-list) with
 * its empty and error states.
 */
export { CreateLink } from './create-link';
export { type CurrencyTotal, CurrencyTotals } from './currency-totals';
export { EnumFilter, type EnumFilterProps } from './enum-filter';
export { ExportButton, exportFileName } from './export-button';
export {
  activeFilters,
  emptyFiltersOf,
  FilterPanel,
  type FilterPanelProps,
  filterField,
  filterPanelFor,
  filterPanelOf,
} from './filter-panel';
export { ListPage } from './list-page';
export { PageHeader, type PageHeaderProps } from './page-header';
export { SearchField } from './search-field';
export { ViewSwitch } from './view-switch';
