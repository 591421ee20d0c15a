import type { Executor } from '../../db/database.js';
import {
  createMoneyMovementsRepository,
  type MovementFilters,
  type NewMovement,
} from './money-movements.repository.js';

/**
 * Records a movement in the caller's transaction; false when its unique key (one INCOME per
 * payment, one movement per refund event) says it was recorded before.
 */
export function recordMovement(tx: Executor, movement: NewMovement, now: Date): Promise<boolean> {
  return createMoneyMovementsRepository(tx).record(movement, now);
}

/** The signed sum and count per currency of the movements `filters` match (the list's own conditions), for reports. */
export function movementTotals(db: Executor, filters: MovementFilters) {
  return createMoneyMovementsRepository(db).totalsByCurrency(filters);
}
