/** The commissions module's public surface. */
export {
  type Accrual,
  accrueCommission,
  type Clawback,
  clawBackCommission,
  commissionOf,
} from './commission-lines.js';
export { commissionsHandlers } from './commissions.routes.js';
export {
  type CommissionsDeps,
  type CommissionsService,
  createCommissionsService,
  toCommissionLineDto,
} from './commissions.service.js';
