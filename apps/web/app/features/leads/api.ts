/** The leads' hooks: reads and the changes (status, seller, notes, merge, conversion, creation). */
import { useQuery } from '@tanstack/react-query';
import type { Input } from '../../lib/api-types';
import { useApiMutation } from '../../lib/use-api-mutation';
import { useApiClient } from '../session';
import { LEADS_READS, leadQuery, sellersQuery, timelineQuery } from './queries';

export const useLead = (leadId: string) => useQuery(leadQuery(useApiClient(), leadId));
export const useTimeline = (leadId: string) => useQuery(timelineQuery(useApiClient(), leadId));
export const useSellers = (enabled: boolean) => useQuery({ ...sellersQuery(useApiClient()), enabled });

export const useUpdateLead = () =>
  useApiMutation((client, input: NonNullable<Input<'updateLead'>>) => client.updateLead(input), LEADS_READS);

export const useCreateLead = () =>
  useApiMutation((client, input: NonNullable<Input<'createLead'>>) => client.createLead(input), LEADS_READS);

export const useMergeLeads = () =>
  useApiMutation(
    (client, input: { leadId: string; duplicateId: string }) =>
      client.mergeLeads({ leadId: input.leadId, leadMerge: { duplicateId: input.duplicateId } }),
    LEADS_READS,
  );

export const useConvertLead = () =>
  useApiMutation(
    (client, input: NonNullable<Input<'createReferredEnrollment'>>) => client.createReferredEnrollment(input),
    [...LEADS_READS, 'findAllEnrollments', 'findAllPayments'],
  );
