/**
 * What is still to pay on a period, by the contract's `owedOn` (the rule the API charges by):
 * its amount less what was paid — after a partial refund, only what the refund reopened —,
 * nothing on a waived one.
 */
import { owedOn } from '@catedra/contract/browser';
import type { EnrollmentPeriod } from './queries';

export const owedOnPeriod = (period: Pick<EnrollmentPeriod, 'amount' | 'paidAmount' | 'status'>) =>
  owedOn({ amount: period.amount, paidAmount: period.paidAmount, waived: period.status === 'WAIVED' });
