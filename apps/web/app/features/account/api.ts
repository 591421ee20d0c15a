/** TanStack Query hooks of the public account flows, one per API operation. */
import type { OperationInput, Operations } from '@catedra/contract';
import { useMutation, useQuery } from '@tanstack/react-query';
import { operationQuery } from '../../lib/query-keys';
import { useApiClient } from '../session';

export function useCreateAccount() {
  const client = useApiClient();
  return useMutation({
    mutationFn: (input: OperationInput<Operations['createUser']>) => client.createUser(input),
  });
}

export function useTriggerPasswordRecovery() {
  const client = useApiClient();
  return useMutation({
    mutationFn: (email: string) => client.triggerPasswordRecovery({ userEmail: { email } }),
  });
}

export function useExecutePasswordRecovery() {
  const client = useApiClient();
  return useMutation({
    mutationFn: (input: { token: string; password: string }) =>
      client.executePasswordRecovery({ userPasswordRecovery: input }),
  });
}

/** Whether a recovery link still works (and whose it is), asked once when its page opens. */
export function useRecoveryLink(token: string) {
  const client = useApiClient();
  return useQuery({
    ...operationQuery(client, 'checkPasswordRecovery', { token }),
    // A link's state only changes by using it: no background refetch while the form is filled in.
    staleTime: Number.POSITIVE_INFINITY,
  });
}
