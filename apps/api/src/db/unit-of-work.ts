/**
 * One transaction across repositories, and across modules (decision 0007). A service that
 * changes several tables runs its steps in `unitOfWork.run(async (repositories) => ...)`:
 * the repositories it receives are bound to one transaction, committed when the work
 * resolves and rolled back when any step throws, so nothing is half-written.
 *
 * A transaction PostgreSQL rolled back for a deadlock or a serialization failure (or whose
 * work asked for it, `TransactionRestart`) is run again, whole, a few times after a short
 * jittered pause (transaction-retry.ts). So the work may run more than once: it keeps every
 * side effect outside (vendor calls before `run`, e-mails after it) and declares its state
 * inside. Locks are taken in the one order ARCHITECTURE.md gives ("Lock order").
 */
import type { Executor, Transaction } from './database.js';
import { type RetryOptions, retryingConflicts, TRANSACTION_RETRY } from './transaction-retry.js';

/** Runs the work in a transaction (a savepoint when the handle is already a transaction). */
export function withTransaction<T>(db: Executor, work: (tx: Transaction) => Promise<T>): Promise<T> {
  return db.transaction(work);
}

/** Hands a work the repositories `R`, bound to one transaction. */
export type UnitOfWork<R> = {
  run<T>(work: (repositories: R) => Promise<T>): Promise<T>;
};

/**
 * The unit of work, calling `committed` after each work whose transaction committed (not
 * after one that threw): what must happen once the data is there (sending the e-mails the
 * transaction enqueued) and never inside the transaction, which may still run again.
 */
export function afterEachCommit<R>(unitOfWork: UnitOfWork<R>, committed: () => void): UnitOfWork<R> {
  return {
    run: async (work) => {
      const result = await unitOfWork.run(work);
      committed();
      return result;
    },
  };
}

/** On a transaction's handle (a seed that is all or nothing), each work runs in a savepoint. */
export function createUnitOfWork<R>(
  db: Executor,
  repositoriesOf: (tx: Executor) => R,
  retry: RetryOptions = TRANSACTION_RETRY,
): UnitOfWork<R> {
  return {
    run: (work) => retryingConflicts(() => withTransaction(db, (tx) => work(repositoriesOf(tx))), retry),
  };
}
