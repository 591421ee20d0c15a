/** The money-movements module's public surface. */
export type { NewMovement } from './money-movements.repository.js';
export { moneyMovementsHandlers } from './money-movements.routes.js';
export {
  createMoneyMovementsService,
  type MoneyMovementsService,
  toMoneyMovementDto,
} from './money-movements.service.js';
export { rebuildMovementDailyCounts, recordMovement } from './movements.js';
