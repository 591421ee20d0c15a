/** The money-movements module's public surface. */
export type { MovementFilters, NewMovement } from './money-movements.repository.js';
export { moneyMovementsHandlers } from './money-movements.routes.js';
export {
  createMoneyMovementsService,
  type MoneyMovementsService,
  toMoneyMovementDto,
} from './money-movements.service.js';
export { movementTotals, rebuildMovementDailyCounts, recordMovement } from './movements.js';
export { collectedOnReferrals } from './referred-collections.js';
