/** Binds the Alliances operations of the contract to the alliances service. */
import { defineHandlers } from '../../http/handlers.js';
import type { AlliancesService } from './alliances.service.js';

export function alliancesHandlers({ alliances: service }: { alliances: AlliancesService }) {
  return defineHandlers({
    findAllAlliances: ({ caller, query }) => service.findAll(caller, query),
    findAllianceById: ({ caller, params }) => service.findById(caller, params.allianceId),
    createAlliance: ({ body }) => service.create(body),
    updateAlliance: ({ params, body }) => service.update(params.allianceId, body),
  });
}
