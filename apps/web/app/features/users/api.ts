/**
 * TanStack Query hooks of the users and resume operations, on the options of `queries.ts`,
 * so every screen that changes a user refreshes the same cached answers (the profile page
 * uses these too).
 */
import type { OperationInput, Operations, Scope } from '@catedra/contract';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { invalidateOperations, queryKeyOf } from '../../lib/query-keys';
import { useApiClient } from '../session';
import {
  resumeQuery,
  scopeChangesQuery,
  USER_READS,
  type User,
  type UserListQuery,
  userQuery,
  usersQuery,
} from './queries';

export { USER_READS, type User, type UserListQuery, type UserResume } from './queries';

/** A page of users, the previous one kept on screen while the next loads (the picker). */
export function useUserList(query: UserListQuery) {
  return useQuery({ ...usersQuery(useApiClient(), query), placeholderData: keepPreviousData });
}

export function useUser(userId: string, enabled = true) {
  return useQuery({ ...userQuery(useApiClient(), userId), enabled });
}

export function useResume(userId: string, enabled = true) {
  return useQuery({ ...resumeQuery(useApiClient(), userId), enabled });
}

export function useScopeChanges(userId: string, page: number, size: number) {
  return useQuery({
    ...scopeChangesQuery(useApiClient(), userId, page, size),
    placeholderData: keepPreviousData,
  });
}

/** After any change to a user: its detail, the lists and its scope history are stale. */
function useRefreshUser() {
  const queryClient = useQueryClient();
  return (user: User) => {
    queryClient.setQueryData(queryKeyOf('findUserById', { userId: user.id }), user);
    return invalidateOperations(queryClient, ...USER_READS);
  };
}

/** Creates the account and e-mails the person his link to choose a password. */
export function useInviteUser() {
  const client = useApiClient();
  const refresh = useRefreshUser();
  return useMutation({
    mutationFn: (input: OperationInput<Operations['inviteUser']>) => client.inviteUser(input),
    onSuccess: refresh,
  });
}

/** Deactivates (with an optional reason) or reactivates an account. */
export function useUserActivation() {
  const client = useApiClient();
  const refresh = useRefreshUser();
  return {
    deactivate: useMutation({
      mutationFn: ({ userId, reason }: { userId: string; reason: string }) =>
        client.deactivateUser({ userId, userDeactivation: { reason } }),
      onSuccess: refresh,
    }),
    reactivate: useMutation({
      mutationFn: (userId: string) => client.reactivateUser({ userId }),
      onSuccess: refresh,
    }),
  };
}

export function useUpdateUser() {
  const client = useApiClient();
  const refresh = useRefreshUser();
  return useMutation({
    mutationFn: (input: OperationInput<Operations['updateUser']>) => client.updateUser(input),
    onSuccess: refresh,
  });
}

export function useAddScope() {
  const client = useApiClient();
  const refresh = useRefreshUser();
  return useMutation({
    mutationFn: (input: { userId: string; scope: Scope }) => client.addScopeToUser(input),
    onSuccess: refresh,
  });
}

export function useRemoveScope() {
  const client = useApiClient();
  const refresh = useRefreshUser();
  return useMutation({
    mutationFn: (input: { userId: string; scope: Scope }) => client.removeScopeFromUser(input),
    onSuccess: refresh,
  });
}
