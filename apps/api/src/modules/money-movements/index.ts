/** The money-movements module's public surface. */
export {
  createMoneyMovementsRepository,
  type MoneyMovementsRepository,
  type NewMovement,
} from './money-movements.repository.js';
export { moneyMovementsHandlers } from './money-movements.routes.js';
export {
  createMoneyMovementsService,
  type MoneyMovementsService,
  toMoneyMovementDto,
} from './money-movements.service.js';
