/**
 * One transaction across repositories, and across modules (decision 0007). A service that
 * changes several tables runs its steps in `unitOfWork.run(async (repositories) => ...)`:
 * the repositories it receives are bound to one transaction, committed when the work
 * resolves and rolled back when any step throws, so nothing is half-written.
 */
import type { Executor, Transaction } from './database.js';

/** Runs the work in a transaction (a savepoint when the handle is already a transaction). */
export function withTransaction<T>(db: Executor, work: (tx: Transaction) => Promise<T>): Promise<T> {
  return db.transaction(work);
}

/** Hands a work the repositories `R`, bound to one transaction. */
export type UnitOfWork<R> = {
  run<T>(work: (repositories: R) => Promise<T>): Promise<T>;
};

/** On a transaction's handle (a seed that is all or nothing), each work runs in a savepoint. */
export function createUnitOfWork<R>(db: Executor, repositoriesOf: (tx: Executor) => R): UnitOfWork<R> {
  return { run: (work) => withTransaction(db, (tx) => work(repositoriesOf(tx))) };
}
