/**
 * The users area's query options, one factory per call, keyed by the contract: every screen
 * that reads a user (the profile page too) shares one cached answer per call.
 */
import type { ApiClient } from '@catedra/client';
import type { Input, Output } from '../../lib/api-types';
import { operationQuery } from '../../lib/query-keys';

export type User = Output<'findUserById'>;
export type UserResume = Output<'getUserResume'>;
export type UserListQuery = NonNullable<Input<'findAllUsers'>>;

/** What a change to a user makes stale: its detail, every list and its scope history. */
export const USER_READS = ['findAllUsers', 'findUserById', 'findUserScopeChanges'] as const;

export const scopeChangesQuery = (client: ApiClient, userId: string, page: number, size: number) =>
  operationQuery(client, 'findUserScopeChanges', { userId, page, size, sort: ['changedAt,desc'] });
