import { subtractMoney } from '@catedra/contract';

/**
 * What each history change gave back (null when it was no refund). A refund, whole or partial,
 * writes its REFUND movement and its history line in one transaction, at the same instant: a
 * change from APPROVED (to REFUNDED, or staying APPROVED for a partial one) takes the refund
 * movement of its instant, each movement once and in order.
 */
export function refundedAmountsOf(
  history: readonly { fromStatus: string | null; toStatus: string; at: Date }[],
  refundMovements: readonly { amount: string; occurredAt: Date }[],
): (string | null)[] {
  const unused = [...refundMovements];
  return history.map((change) => {
    const refundLike =
      change.fromStatus === 'APPROVED' && (change.toStatus === 'APPROVED' || change.toStatus === 'REFUNDED');
    if (!refundLike) return null;
    const index = unused.findIndex((movement) => movement.occurredAt.getTime() === change.at.getTime());
    if (index < 0) return null;
    const [movement] = unused.splice(index, 1);
    return subtractMoney('0.00', movement!.amount);
  });
}
