/** The alliances area's query options and keys, one factory per call. */
import type { ApiClient } from '@catedra/client';
import { queryOptions } from '@tanstack/react-query';
import type { Input, Output } from '../../lib/api-types';

export type Alliance = Output<'findAllianceById'>;
export type AllianceListQuery = NonNullable<Input<'findAllAlliances'>>;

export const allianceKeys = {
  all: ['alliances'] as const,
  list: (query: AllianceListQuery) => ['alliances', 'list', query] as const,
  detail: (allianceId: string) => ['alliances', 'detail', allianceId] as const,
};

export const alliancesQuery = (client: ApiClient, query: AllianceListQuery) =>
  queryOptions({
    queryKey: allianceKeys.list(query),
    queryFn: ({ signal }) => client.findAllAlliances(query, { signal }),
  });

export const allianceQuery = (client: ApiClient, allianceId: string) =>
  queryOptions({
    queryKey: allianceKeys.detail(allianceId),
    queryFn: ({ signal }) => client.findAllianceById({ allianceId }, { signal }),
  });
