/**
 * What every paged list shares: the page sizes people choose from, the sort whitelist of
 * its operation (read from the contract, the same list the API validates `sort` against)
 * and the address fields of its page, size and sort.
 */
import { operationRoutes } from '@catedra/contract/browser';
import {
  type Field,
  pageNumber,
  pageSize,
  type SortDirection,
  type SortStatus,
  sortBy,
} from '../../lib/list-state';

/** One set of page sizes for every list. */
export const PAGE_SIZES = [10, 20, 50, 100] as const;
export const DEFAULT_PAGE_SIZE = 20;

type Routes = typeof operationRoutes;

/** The operations that sort a list: their query has a `sort` whitelist. */
export type SortableOperation = {
  [K in keyof Routes]: Routes[K] extends { query: { sort: readonly string[] } } ? K : never;
}[keyof Routes];

export type SortField<O extends SortableOperation> = Routes[O] extends {
  query: { sort: readonly (infer F)[] };
}
  ? F
  : never;

/** The columns the API sorts this list by, as the contract declares them. */
export function sortableColumns<O extends SortableOperation>(operation: O): readonly SortField<O>[] {
  const route = operationRoutes[operation] as unknown as { query: { sort: readonly SortField<O>[] } };
  return route.query.sort;
}

/** The address keys of a list's page, size and sort: two lists on one page need their own. */
export type PagingKeys = { readonly page: string; readonly size: string; readonly sort: string };
export const PAGING_KEYS = { page: 'page', size: 'size', sort: 'sort' } as const satisfies PagingKeys;

/** The page, page size and sort of a list of `operation`, in the address as `page`, `size`, `sort`. */
export function pagingFields<O extends SortableOperation>(
  operation: O,
  defaultSort: { column: SortField<O>; direction: SortDirection },
): { page: Field<number>; size: Field<number>; sort: Field<SortStatus> } {
  return {
    page: pageNumber(),
    size: pageSize(PAGE_SIZES, DEFAULT_PAGE_SIZE),
    sort: sortBy(sortableColumns(operation) as readonly string[], {
      columnAccessor: String(defaultSort.column),
      direction: defaultSort.direction,
    }),
  };
}

/**
 * The paging fields of a list that shares the address with other lists: `<prefix>Page`,
 * `<prefix>Size` and `<prefix>Sort`, with the keys that tell useDataList where they are.
 */
export function prefixedPagingFields<P extends string, O extends SortableOperation>(
  prefix: P,
  operation: O,
  defaultSort: { column: SortField<O>; direction: SortDirection },
) {
  const paging = pagingFields(operation, defaultSort);
  const keys = { page: `${prefix}Page`, size: `${prefix}Size`, sort: `${prefix}Sort` } as const;
  const fields = { [keys.page]: paging.page, [keys.size]: paging.size, [keys.sort]: paging.sort } as Record<
    `${P}Page` | `${P}Size`,
    Field<number>
  > &
    Record<`${P}Sort`, Field<SortStatus>>;
  return { fields, keys };
}

/** A page as the API takes it: 0-based page, size and `field,direction`. */
export type PageRequest = { page: number; size: number; sort?: string[] };

/**
 * The API's page request from the address state (1-based pages there). A list without a
 * size or sort field gets the default size and the API's own order.
 */
export function pageRequestOf(state: Record<string, unknown>, keys: PagingKeys = PAGING_KEYS): PageRequest {
  const page = typeof state[keys.page] === 'number' ? (state[keys.page] as number) : 1;
  const size = typeof state[keys.size] === 'number' ? (state[keys.size] as number) : DEFAULT_PAGE_SIZE;
  const sort = state[keys.sort] as SortStatus | undefined;
  return {
    page: page - 1,
    size,
    ...(sort && { sort: [`${sort.columnAccessor},${sort.direction}`] }),
  };
}

/**
 * A page request as an operation's query takes it: no `sort` when there is none, and with
 * `operation`, only the entries its whitelist sorts by (an address may carry anything).
 */
export function pageQueryOf(request: PageRequest, operation?: SortableOperation): PageRequest {
  const sortable: readonly string[] | undefined = operation && sortableColumns(operation);
  const sort = sortable
    ? request.sort?.filter((entry) => sortable.includes(entry.split(',')[0] ?? ''))
    : request.sort;
  return { page: request.page, size: request.size, ...(sort?.length ? { sort } : {}) };
}
