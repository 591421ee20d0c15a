/** Alliances administration's reads and writes. */
import { useQuery } from '@tanstack/react-query';
import type { Input } from '../../lib/api-types';
import { useApiMutation } from '../../lib/use-api-mutation';
import { useApiClient } from '../session';
import { ALLIANCE_READS, allianceQuery, MEMBER_READS } from './queries';

export type AllianceSetup = Input<'createAlliance'>['allianceSetup'];

export function useAlliance(allianceId: string, enabled = true) {
  return useQuery({ ...allianceQuery(useApiClient(), allianceId), enabled });
}

export const useSaveAlliance = () =>
  useApiMutation(
    (client, input: { allianceId?: string; body: AllianceSetup }) =>
      input.allianceId
        ? client.updateAlliance({ allianceId: input.allianceId, allianceUpdate: input.body })
        : client.createAlliance({ allianceSetup: input.body }),
    ALLIANCE_READS,
  );

/** Makes the user a member with the tier, or changes his tier (setAllianceMember). */
export const useSetAllianceMember = () =>
  useApiMutation(
    (client, { tier, ...member }: { allianceId: string; userId: string; tier: string }) =>
      client.setAllianceMember({ ...member, allianceMembership: { tier } }),
    MEMBER_READS,
  );

export const useRemoveAllianceMember = () =>
  useApiMutation(
    (client, input: { allianceId: string; userId: string }) => client.removeAllianceMember(input),
    MEMBER_READS,
  );

export type MemberInvitation = Input<'inviteUser'>['userInvitation'];

/** An alliance admin invites a person into his alliance: the users module's invitation (same e-mail). */
export const useInviteMember = () =>
  useApiMutation(
    (client, userInvitation: MemberInvitation) => client.inviteUser({ userInvitation }),
    MEMBER_READS,
  );
