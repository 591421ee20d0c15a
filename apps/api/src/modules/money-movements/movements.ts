import type { Executor } from '../../db/database.js';
import { createMoneyMovementsRepository, type NewMovement } from './money-movements.repository.js';

/**
 * Records a movement in the caller's transaction; false when its unique key (one INCOME per
 * payment, one movement per refund event) says it was recorded before.
 */
export function recordMovement(tx: Executor, movement: NewMovement, now: Date): Promise<boolean> {
  return createMoneyMovementsRepository(tx).record(movement, now);
}
