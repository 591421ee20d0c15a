/**
 * The users area's query options and keys, one factory per call. Every screen that changes
 * a user refreshes the same cached answers (the profile page reads these too).
 */
import type { ApiClient } from '@catedra/client';
import type { OperationInput, OperationOutput, Operations } from '@catedra/contract';
import { queryOptions } from '@tanstack/react-query';

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

export const usersQuery = (client: ApiClient, query: UserListQuery) =>
  queryOptions({
    queryKey: userKeys.list(query),
    queryFn: ({ signal }) => client.findAllUsers(query, { signal }),
  });

export const userQuery = (client: ApiClient, userId: string) =>
  queryOptions({
    queryKey: userKeys.detail(userId),
    queryFn: ({ signal }) => client.findUserById({ userId }, { signal }),
  });

export const resumeQuery = (client: ApiClient, userId: string) =>
  queryOptions({
    queryKey: userKeys.resume(userId),
    queryFn: ({ signal }) => client.getUserResume({ userId }, { signal }),
  });

export const scopeChangesQuery = (client: ApiClient, userId: string, page: number, size: number) =>
  queryOptions({
    queryKey: userKeys.scopeChanges(userId, page, size),
    queryFn: ({ signal }) =>
      client.findUserScopeChanges({ userId, page, size, sort: ['changedAt,desc'] }, { signal }),
  });
