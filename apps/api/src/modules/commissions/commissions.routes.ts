/** Binds the Commissions operations of the contract to the commissions service. */
import { defineHandlers } from '../../http/handlers.js';
import type { CommissionsService } from './commissions.service.js';

export function commissionsHandlers({ commissions: service }: { commissions: CommissionsService }) {
  return defineHandlers({
    findAllSellerFigures: ({ query }) => service.findAllSellerFigures(query),
    findSellerFigures: ({ caller, params, query }) =>
      service.findSellerFigures(caller, params.sellerId, query),
    findAllCommissionRates: ({ caller, params, query }) => service.findRates(caller, params.sellerId, query),
    createCommissionRate: ({ caller, params, body }) => service.setRate(caller, params.sellerId, body),
    findAllCommissionLines: ({ caller, query }) => service.findLines(caller, query),
    createCommissionPayout: ({ caller, body }) => service.payout(caller, body),
  });
}
