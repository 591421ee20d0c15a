/**
 * A paged list's state and data in one hook: the filters, page, size and sort (in the
 * address, or in memory for a list inside a dialog), and the query that loads the page
 * they describe. The query options come from the feature's `queries.ts`, so the same key
 * serves a prefetch and the hook; the previous page stays on screen while the next loads.
 */

import type { ApiClient } from '@catedra/client';
import {
  keepPreviousData,
  type QueryKey,
  type UseQueryOptions,
  type UseQueryResult,
  useQuery,
} from '@tanstack/react-query';
import { useCallback, useMemo, useState } from 'react';
import { useApiAccess } from '../../lib/api-access';
import { defaultsOf, type ListFields, type ListState } from '../../lib/list-state';
import { type ListStateControls, useListState } from '../../lib/use-list-state';
import { PAGING_KEYS, type PageRequest, type PagingKeys, pageRequestOf } from './paging';

/** The answer of every paged operation. */
export type Paged<T> = {
  content: T[];
  page: { number: number; size: number; totalElements: number; totalPages: number };
};

export type PagedQueryOptions<T, K extends QueryKey = QueryKey> = UseQueryOptions<
  Paged<T>,
  Error,
  Paged<T>,
  K
>;

export type DataListControls<F extends ListFields, T> = ListStateControls<F> & {
  keys: PagingKeys;
  fields: F;
  result: UseQueryResult<Paged<T>, Error>;
};

/**
 * A list kept in memory rather than the address: for a list inside a dialog, whose state
 * ends with it. Same behaviour as `useListState` (any change but the page's goes back to
 * the first page), without the address or the typing pause.
 */
export function useMemoryListState<F extends ListFields>(fields: F): ListStateControls<F> {
  const [values, setValues] = useState(() => defaultsOf(fields));
  const set = useCallback(
    (patch: Partial<ListState<F>>) =>
      setValues((current) => {
        const paging = Object.keys(patch).every((name) => fields[name]?.isPage);
        const next: Record<string, unknown> = { ...current, ...patch };
        if (!paging)
          for (const [name, field] of Object.entries(fields))
            if (field.isPage && !(name in patch)) next[name] = field.default;
        return next as ListState<F>;
      }),
    [fields],
  );
  return { values, applied: values, set };
}

export function useDataList<F extends ListFields, T, K extends QueryKey>(options: {
  fields: F;
  /** The options of the page's query, from the state to load and the API's page request. */
  query: (state: ListState<F>, request: PageRequest) => PagedQueryOptions<T, K>;
  /** The address keys of page, size and sort when they are not `page`, `size`, `sort`. */
  keys?: PagingKeys;
  /** Keep the state in memory, not in the address (a list inside a dialog). */
  inMemory?: boolean;
}): DataListControls<F, T> {
  const { fields, keys = PAGING_KEYS } = options;
  const addressState = useListState(fields);
  const memoryState = useMemoryListState(fields);
  const state = options.inMemory ? memoryState : addressState;
  const request = useMemo(() => pageRequestOf(state.applied, keys), [state.applied, keys]);
  const result = useQuery({ ...options.query(state.applied, request), placeholderData: keepPreviousData });
  return { ...state, keys, fields, result };
}

/**
 * `useDataList` with its page's query built from the typed client the session provides:
 * `useApiList(FIELDS, (client, state, request) => paymentsQuery(client, …))`; `options` as
 * `useDataList`'s (`inMemory` for a list inside a record's section).
 */
export function useApiList<F extends ListFields, T, K extends QueryKey>(
  fields: F,
  query: (client: ApiClient, state: ListState<F>, request: PageRequest) => PagedQueryOptions<T, K>,
  options: { keys?: PagingKeys; inMemory?: boolean } = {},
): DataListControls<F, T> {
  const { client } = useApiAccess();
  return useDataList({ ...options, fields, query: (state, request) => query(client, state, request) });
}
