/** Alliances administration's reads and writes. */
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { Input } from '../../lib/api-types';
import { useApiClient } from '../session';
import { allianceKeys, allianceQuery, alliancesQuery } from './queries';

export type AllianceSetup = Input<'createAlliance'>['allianceSetup'];

export function useAlliance(allianceId: string, enabled = true) {
  return useQuery({ ...allianceQuery(useApiClient(), allianceId), enabled });
}

/** Every alliance (up to 200), for pickers: the plan form's "solo para la alianza". */
export function useAllAlliances() {
  return useQuery(alliancesQuery(useApiClient(), { size: 200, sort: ['name,asc'] }));
}

export function useSaveAlliance() {
  const client = useApiClient();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: { allianceId?: string; body: AllianceSetup }) =>
      input.allianceId
        ? client.updateAlliance({ allianceId: input.allianceId, allianceUpdate: input.body })
        : client.createAlliance({ allianceSetup: input.body }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: allianceKeys.all }),
  });
}
