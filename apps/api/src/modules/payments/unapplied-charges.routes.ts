/** Binds the unapplied charges' operations (issue 17) to their service. */
import { defineHandlers } from '../../http/handlers.js';
import type { UnappliedChargesService } from './unapplied-charges.service.js';

export function unappliedChargesHandlers({
  unappliedCharges,
}: {
  unappliedCharges: UnappliedChargesService;
}) {
  return defineHandlers({
    findAllUnappliedCharges: ({ query }) => unappliedCharges.findAll(query),
    applyUnappliedCharge: ({ caller, params, body }) => unappliedCharges.apply(caller, params.chargeId, body),
    refundUnappliedCharge: ({ caller, params, body }) =>
      unappliedCharges.refund(caller, params.chargeId, body),
  });
}
