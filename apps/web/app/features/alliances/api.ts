/** Alliances administration's reads and writes. */
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { Input } from '../../lib/api-types';
import { invalidateOperations } from '../../lib/query-keys';
import { useApiClient } from '../session';
import { ALLIANCE_READS, allianceQuery } from './queries';

export type AllianceSetup = Input<'createAlliance'>['allianceSetup'];

export function useAlliance(allianceId: string, enabled = true) {
  return useQuery({ ...allianceQuery(useApiClient(), allianceId), enabled });
}

export function useSaveAlliance() {
  const client = useApiClient();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: { allianceId?: string; body: AllianceSetup }) =>
      input.allianceId
        ? client.updateAlliance({ allianceId: input.allianceId, allianceUpdate: input.body })
        : client.createAlliance({ allianceSetup: input.body }),
    onSuccess: () => invalidateOperations(queryClient, ...ALLIANCE_READS),
  });
}
