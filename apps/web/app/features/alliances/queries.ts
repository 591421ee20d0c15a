/** The alliances area's query options, one factory per call, keyed by the contract. */
import type { ApiClient } from '@catedra/client';
import type { Input, Output } from '../../lib/api-types';
import { operationQuery } from '../../lib/query-keys';

export type Alliance = Output<'findAllianceById'>;
export type AllianceListQuery = NonNullable<Input<'findAllAlliances'>>;

/** What an alliance's write makes stale. */
export const ALLIANCE_READS = ['findAllAlliances', 'findAllianceById'] as const;

/** What a membership change (or a new member) makes stale: the user and every users list. */
export const MEMBER_READS = ['findAllUsers', 'findUserById', 'findAllianceMembershipChanges'] as const;

export type Member = Output<'findUserById'>;
export type AllianceTier = Alliance['tiers'][number];

export const alliancesQuery = (client: ApiClient, query: AllianceListQuery) =>
  operationQuery(client, 'findAllAlliances', query);

export const allianceQuery = (client: ApiClient, allianceId: string) =>
  operationQuery(client, 'findAllianceById', { allianceId });
