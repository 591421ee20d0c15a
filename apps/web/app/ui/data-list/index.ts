/** One list primitive for every paged table: state in the address, query, table, states. */
export { amountColumn, dateColumn, dateTimeColumn, editColumn } from './columns';
export { DataList, type DataListProps } from './data-list';
export { ListFilters } from './list-filters';
export {
  DEFAULT_PAGE_SIZE,
  PAGE_SIZES,
  PAGING_KEYS,
  type PageRequest,
  type PagingKeys,
  pageQueryOf,
  pageRequestOf,
  pagingFields,
  prefixedPagingFields,
  type SortableOperation,
  type SortField,
  sortableColumns,
} from './paging';
export {
  type DataListControls,
  type Paged,
  type PagedQueryOptions,
  useApiList,
  useDataList,
  useMemoryListState,
} from './use-data-list';
