/** TanStack Query mutations of the public account flows, one per API operation. */
import type { OperationInput, Operations } from '@catedra/contract';
import { useMutation } from '@tanstack/react-query';
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
