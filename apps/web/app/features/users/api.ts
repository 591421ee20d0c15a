/**
 * TanStack Query hooks of the users and resume operations, on the options of `queries.ts`,
 * so every screen that changes a user refreshes the same cached answers (the profile page
 * uses these too).
 */
import type { ApiClient } from '@catedra/client';
import type { OperationInput, Operations, Scope } from '@catedra/contract';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { invalidateOperations, operationQuery, queryKeyOf } from '../../lib/query-keys';
import { useApiClient } from '../session';
import { scopeChangesQuery, USER_READS, type User, type UserListQuery } from './queries';

export { USER_READS, type User, type UserListQuery, type UserResume } from './queries';

/** A page of users, the previous one kept on screen while the next loads (the picker). */
export function useUserList(query: UserListQuery) {
  return useQuery({
    ...operationQuery(useApiClient(), 'findAllUsers', query),
    placeholderData: keepPreviousData,
  });
}

export function useUser(userId: string, enabled = true) {
  return useQuery({ ...operationQuery(useApiClient(), 'findUserById', { userId }), enabled });
}

export function useResume(userId: string, enabled = true) {
  return useQuery({ ...operationQuery(useApiClient(), 'getUserResume', { userId }), enabled });
}

export function useScopeChanges(userId: string, page: number, size: number) {
  return useQuery({
    ...scopeChangesQuery(useApiClient(), userId, page, size),
    placeholderData: keepPreviousData,
  });
}

/**
 * A write that answers the changed user: the user's detail takes that answer, the lists and
 * its scope history are stale.
 */
function useUserWrite<Input>(call: (client: ApiClient, input: Input) => Promise<User>) {
  const client = useApiClient();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: Input) => call(client, input),
    onSuccess: (user: User) => {
      queryClient.setQueryData(queryKeyOf('findUserById', { userId: user.id }), user);
      return invalidateOperations(queryClient, ...USER_READS);
    },
  });
}

/** Creates the account and e-mails the person his link to choose a password. */
export const useInviteUser = () =>
  useUserWrite((client, input: OperationInput<Operations['inviteUser']>) => client.inviteUser(input));

/** Deactivates (with an optional reason) or reactivates an account. */
export function useUserActivation() {
  return {
    deactivate: useUserWrite((client, { userId, reason }: { userId: string; reason: string }) =>
      client.deactivateUser({ userId, userDeactivation: { reason } }),
    ),
    reactivate: useUserWrite((client, userId: string) => client.reactivateUser({ userId })),
  };
}

export const useUpdateUser = () =>
  useUserWrite((client, input: OperationInput<Operations['updateUser']>) => client.updateUser(input));

export const useAddScope = () =>
  useUserWrite((client, input: { userId: string; scope: Scope }) => client.addScopeToUser(input));

export const useRemoveScope = () =>
  useUserWrite((client, input: { userId: string; scope: Scope }) => client.removeScopeFromUser(input));
