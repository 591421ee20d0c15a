/**
 * The one shape of a write: a call through the typed client, then every cached read of the
 * operations it makes stale is refreshed (by operation id, any input). The mutation settles
 * once those reads are asked for again, as `invalidateOperations` answers.
 */
import type { ApiClient } from '@catedra/client';
import type { OperationId } from '@catedra/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useApiAccess } from './api-access';
import { invalidateOperations } from './query-keys';

export function useApiMutation<V = void, R = unknown>(
  call: (client: ApiClient, variables: V) => Promise<R>,
  invalidates: readonly OperationId[],
) {
  const { client } = useApiAccess();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (variables: V) => call(client, variables),
    onSuccess: () => invalidateOperations(queryClient, ...invalidates),
  });
}
