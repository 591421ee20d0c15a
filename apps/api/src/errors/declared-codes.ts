/**
 * The check that keeps the contract's error codes honest: an operation answers only the
 * codes it declares (`errors` in its definition) or implies by its shape (`errorCodesOf`).
 * The error handler runs it outside production; answering another code is a defect of the
 * operation (or of its declaration). In tests each such answer is recorded and the test
 * that caused it fails (test/setup/declared-error-codes.ts).
 */
import { type ErrorCode, errorCodesOf, operationList } from '@catedra/contract';

export type UndeclaredCode = { operationId: string; code: ErrorCode };

const declaredCodes = new Map(
  operationList.map((operation) => [operation.operationId, new Set(errorCodesOf(operation))]),
);

/** The defect, when the operation may not answer this code; null when it may (or is unknown). */
export function undeclaredCodeOf(operationId: string | undefined, code: ErrorCode): UndeclaredCode | null {
  const declared = operationId ? declaredCodes.get(operationId) : undefined;
  if (!declared || declared.has(code)) return null;
  return { operationId: operationId!, code };
}

const recorded: UndeclaredCode[] = [];

export function recordUndeclaredCode(report: UndeclaredCode): void {
  recorded.push(report);
}

/** The defects recorded since the last call, clearing them (the test hook reads them). */
export function takeUndeclaredCodes(): UndeclaredCode[] {
  return recorded.splice(0);
}
