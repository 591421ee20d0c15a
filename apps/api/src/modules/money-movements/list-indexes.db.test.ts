/**
 * The money movements list at two million rows (issue 21, "Speed at scale"): a type in one
 * currency (the fees in ARS) is one range of its own index (migration 0037), so its page 500
 * reads 10,020 index entries instead of every currency's movements of the type and their rows.
 */
import { describe, expect, it } from 'vitest';
import { page500, planWithoutScansOrSorts } from '../../../test/setup/page-requests.js';
import { useTestApp } from '../../../test/setup/test-app.js';
import { movementsList } from './money-movements.repository.js';

const t = useTestApp();

describe('the money movements list’s indexes', () => {
  it('a type in a currency, newest first, is one index range', async () => {
    const { page } = movementsList.statementsOf({ type: 'FEE', currency: 'ARS' }, page500([]));
    const plan = await planWithoutScansOrSorts(t.database.db, page);
    expect(plan).toContain('money_movements_type_currency_occurred_at_id_idx');
    // No row of the range read only to be left out (the join of the page to its rows aside).
    expect(plan).not.toMatch(/^\s*Filter:/m);
  });
});
