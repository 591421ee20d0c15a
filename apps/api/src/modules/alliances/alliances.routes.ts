/** Binds the Alliances operations of the contract to the alliances service. */
import { defineHandlers } from '../../http/handlers.js';
import type { AlliancesService } from './alliances.service.js';
import type { MembershipsService } from './memberships.service.js';

export function alliancesHandlers({
  alliances: service,
  allianceMemberships: memberships,
}: {
  alliances: AlliancesService;
  allianceMemberships: MembershipsService;
}) {
  return defineHandlers({
    findAllAlliances: ({ caller, query }) => service.findAll(caller, query),
    findAllianceById: ({ caller, params }) => service.findById(caller, params.allianceId),
    createAlliance: ({ body }) => service.create(body),
    updateAlliance: ({ params, body }) => service.update(params.allianceId, body),
    setAllianceMember: ({ caller, params, body }) =>
      memberships.setMember(caller, params.allianceId, params.userId, body),
    removeAllianceMember: ({ caller, params }) =>
      memberships.removeMember(caller, params.allianceId, params.userId),
    findAllianceMembershipChanges: ({ params, query }) => memberships.changesOf(params.userId, query),
  });
}
