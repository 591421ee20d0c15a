import { sql } from 'drizzle-orm';
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

/**
 * money_movement_daily_counts rebuilt from the movements (what migration 0029's trigger keeps),
 * for a bulk writer that wrote movements with the trigger off (the scale seed), in its transaction.
 */
export async function rebuildMovementDailyCounts(tx: Executor): Promise<void> {
  await tx.execute(sql`delete from money_movement_daily_counts`);
  await tx.execute(sql`
    insert into money_movement_daily_counts (day, type, source, currency, executed, count)
    select (occurred_at at time zone 'UTC')::date, type, source, currency, executed, count(*)
    from money_movements group by 1, 2, 3, 4, 5`);
}
