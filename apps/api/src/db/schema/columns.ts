/** Column helpers every table shares: time-ordered UUID keys and timestamps with zone. */
import { numeric, timestamp, uuid } from 'drizzle-orm/pg-core';
import { v7 as uuidv7 } from 'uuid';

export const id = () =>
  uuid('id')
    .primaryKey()
    .$defaultFn(() => uuidv7());

export const createdAt = () =>
  timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow();

export const updatedAt = () =>
  timestamp('updated_at', { withTimezone: true, mode: 'date' })
    .notNull()
    .defaultNow()
    .$onUpdate(() => new Date());

/**
 * Money: exact decimals read and written as strings ("1234.50"), never JS numbers
 * (decision 0006). Arithmetic happens in SQL or in the contract's core/money.ts.
 */
export const money = (name: string) => numeric(name, { precision: 14, scale: 2, mode: 'string' });
