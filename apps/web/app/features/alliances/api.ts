/** Alliances administration's reads and writes. */
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { Input } from '../../lib/api-types';
import { invalidateOperations } from '../../lib/query-keys';
import { useApiClient } from '../session';
import { ALLIANCE_READS, allianceQuery, MEMBER_READS } from './queries';

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

/** Makes the user a member with the tier, or changes his tier (setAllianceMember). */
export function useSetAllianceMember() {
  const client = useApiClient();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: { allianceId: string; userId: string; tier: string }) =>
      client.setAllianceMember({
        allianceId: input.allianceId,
        userId: input.userId,
        allianceMembership: { tier: input.tier },
      }),
    onSuccess: () => invalidateOperations(queryClient, ...MEMBER_READS),
  });
}

export function useRemoveAllianceMember() {
  const client = useApiClient();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: { allianceId: string; userId: string }) => client.removeAllianceMember(input),
    onSuccess: () => invalidateOperations(queryClient, ...MEMBER_READS),
  });
}

export type MemberInvitation = Input<'inviteUser'>['userInvitation'];

/** An alliance admin invites a person into his alliance: the users module's invitation (same e-mail). */
export function useInviteMember() {
  const client = useApiClient();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (userInvitation: MemberInvitation) => client.inviteUser({ userInvitation }),
    onSuccess: () => invalidateOperations(queryClient, ...MEMBER_READS),
  });
}
