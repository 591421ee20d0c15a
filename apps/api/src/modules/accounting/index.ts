/** The accounting module's public surface: the summaries and the ledger's rollups. */
export { accountingHandlers } from './accounting.routes.js';
export { type AccountingService, createAccountingService } from './accounting.service.js';
export { incomeOfDays } from './ledger-totals.js';
export {
  checkLedgerRollups,
  ledgerRollupZone,
  type RollupDifference,
  rebuildLedgerRollups,
  syncLedgerRollupZone,
} from './rollups.js';
