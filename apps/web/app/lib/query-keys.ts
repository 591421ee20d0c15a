/**
 * Query keys come from the contract: a call's key is its operation id and its input
 * (`['findAllCourses', { page: 0, size: 20 }]`), so no key is typed by hand, two screens
 * reading the same call share one cache entry, and a write refreshes what it changed by
 * naming operations (`invalidateOperations(queryClient, 'findAllPayments')`).
 *
 * A query that derives something else from a call (every page summed, the first row of a
 * page) adds a `view` after the input, so its answer never shares an entry with the plain
 * call's; the operation prefix still covers it.
 */
import type { ApiClient } from '@catedra/client';
import type { OperationId } from '@catedra/contract';
import { type QueryClient, queryOptions } from '@tanstack/react-query';
import type { Input, Output } from './api-types';

/** The key of one call: the operation, its input, and a derived view if any. */
export type OperationKey<K extends OperationId> =
  | readonly [K]
  | readonly [K, Input<K> | Partial<NonNullable<Input<K>>> | undefined]
  | readonly [K, Input<K> | undefined, string];

/**
 * `queryKeyOf('findAllCourses', input)` is the key of that call; `queryKeyOf('findAllCourses')`
 * the prefix of every call of the operation (for invalidation).
 */
export function queryKeyOf<K extends OperationId>(operationId: K): readonly [K];
export function queryKeyOf<K extends OperationId>(
  operationId: K,
  input: Input<K>,
): readonly [K, Input<K> | undefined];
export function queryKeyOf<K extends OperationId>(
  operationId: K,
  input: Input<K>,
  view: string,
): readonly [K, Input<K> | undefined, string];
export function queryKeyOf<K extends OperationId>(
  operationId: K,
  input?: Input<K>,
  view?: string,
): OperationKey<K> {
  if (view !== undefined) return [operationId, input, view];
  return input === undefined ? [operationId] : [operationId, input];
}

/** The calls of an operation whose input contains `match` (`{ courseId }`: one course's). */
export function queryKeyMatching<K extends OperationId>(
  operationId: K,
  match: Partial<NonNullable<Input<K>>>,
): readonly [K, Partial<NonNullable<Input<K>>>] {
  return [operationId, match];
}

type Call<K extends OperationId> = (
  input: Input<K> | undefined,
  options: { signal: AbortSignal },
) => Promise<Output<K>>;

/** The input argument: optional where the operation takes nothing required. */
type InputArgument<K extends OperationId> =
  Record<never, never> extends Input<K> ? [input?: Input<K>] : [input: Input<K>];

/** The query options of one call through the typed client, under its contract key. */
export function operationQuery<K extends OperationId>(
  client: ApiClient,
  operationId: K,
  ...[input]: InputArgument<K>
) {
  const call = client[operationId] as unknown as Call<K>;
  return queryOptions({
    queryKey: input === undefined ? queryKeyOf(operationId) : queryKeyOf(operationId, input),
    queryFn: ({ signal }) => call(input, { signal }),
  });
}

/** Refreshes every cached call of these operations (any input, any view). */
export function invalidateOperations(queryClient: QueryClient, ...operationIds: OperationId[]) {
  return Promise.all(
    operationIds.map((operationId) => queryClient.invalidateQueries({ queryKey: queryKeyOf(operationId) })),
  );
}

/** Refreshes the cached calls of these operations whose input contains `match` (`{ courseId }`). */
export function invalidateMatching(
  queryClient: QueryClient,
  match: Record<string, unknown>,
  ...operationIds: OperationId[]
) {
  return Promise.all(
    operationIds.map((operationId) => queryClient.invalidateQueries({ queryKey: [operationId, match] })),
  );
}
