/** The commissions' hooks: setting a seller's rate and recording a payout. */
import type { Input } from '../../lib/api-types';
import { useApiMutation } from '../../lib/use-api-mutation';
import { COMMISSION_READS } from './queries';

export const useSetRate = () =>
  useApiMutation(
    (client, input: Input<'createCommissionRate'>) => client.createCommissionRate(input),
    COMMISSION_READS,
  );

export const useRecordPayout = () =>
  useApiMutation(
    (client, input: Input<'createCommissionPayout'>) => client.createCommissionPayout(input),
    COMMISSION_READS,
  );
