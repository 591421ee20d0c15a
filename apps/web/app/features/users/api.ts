/**
 * TanStack Query hooks of the users and resume operations, one per operation, all through
 * the typed client. Query keys live here so every screen that changes a user refreshes the
 * same cached answers (the profile page uses these too).
 */
import type { OperationInput, OperationOutput, Operations, Scope } from '@catedra/contract';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useApiClient } from '../session';

export type User = OperationOutput<Operations['findUserById']>;
export type UserResume = OperationOutput<Operations['getUserResume']>;
export type UserListQuery = NonNullable<OperationInput<Operations['findAllUsers']>>;

export const userKeys = {
  all: ['users'] as const,
  list: (query: UserListQuery) => ['users', 'list', query] as const,
  detail: (userId: string) => ['users', 'detail', userId] as const,
  scopeChanges: (userId: string, page: number, size: number) =>
    ['users', 'scope-changes', userId, page, size] as const,
  resume: (userId: string) => ['resume', userId] as const,
};

export function useUserList(query: UserListQuery) {
  const client = useApiClient();
  return useQuery({
    queryKey: userKeys.list(query),
    queryFn: ({ signal }) => client.findAllUsers(query, { signal }),
    // Keeps the rows on screen while the next page or sort loads, so the table does not jump.
    placeholderData: keepPreviousData,
  });
}

export function useUser(userId: string, enabled = true) {
  const client = useApiClient();
  return useQuery({
    queryKey: userKeys.detail(userId),
    queryFn: ({ signal }) => client.findUserById({ userId }, { signal }),
    enabled,
  });
}

export function useResume(userId: string, enabled = true) {
  const client = useApiClient();
  return useQuery({
    queryKey: userKeys.resume(userId),
    queryFn: ({ signal }) => client.getUserResume({ userId }, { signal }),
    enabled,
    retry: false,
  });
}

export function useScopeChanges(userId: string, page: number, size: number) {
  const client = useApiClient();
  return useQuery({
    queryKey: userKeys.scopeChanges(userId, page, size),
    queryFn: ({ signal }) =>
      client.findUserScopeChanges({ userId, page, size, sort: ['changedAt,desc'] }, { signal }),
    placeholderData: keepPreviousData,
    retry: false,
  });
}

/** After any change to a user: its detail, the lists and its scope history are stale. */
function useRefreshUser() {
  const queryClient = useQueryClient();
  return (user: User) => {
    queryClient.setQueryData(userKeys.detail(user.id), user);
    return queryClient.invalidateQueries({ queryKey: userKeys.all });
  };
}

export function useCreateUser() {
  const client = useApiClient();
  const refresh = useRefreshUser();
  return useMutation({
    mutationFn: (input: OperationInput<Operations['createUser']>) => client.createUser(input),
    onSuccess: refresh,
  });
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
