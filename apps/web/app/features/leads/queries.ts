/** The leads' reads as query options, keyed by the contract, through the typed client. */
import type { ApiClient } from '@catedra/client';
import type { Input, Output } from '../../lib/api-types';
import { operationQuery } from '../../lib/query-keys';

export type Lead = Output<'findLeadById'>;
export type LeadStatus = Lead['status'];
export type LeadEvent = Output<'findLeadTimeline'>['content'][number];
export type LeadsQuery = NonNullable<Input<'findAllLeads'>>;
export type PipelineQuery = NonNullable<Input<'getLeadPipeline'>>;
export type Pipeline = Output<'getLeadPipeline'>;
export type AttributionQuery = NonNullable<Input<'getMarketingAttribution'>>;
export type Attribution = Output<'getMarketingAttribution'>;

/** What any change of a lead makes stale: the lists, the board, the lead and its timeline. */
export const LEADS_READS = ['findAllLeads', 'getLeadPipeline', 'findLeadById', 'findLeadTimeline'] as const;

export const leadsQuery = (client: ApiClient, query: LeadsQuery) =>
  operationQuery(client, 'findAllLeads', query);
export const pipelineQuery = (client: ApiClient, query: PipelineQuery) =>
  operationQuery(client, 'getLeadPipeline', query);
export const leadQuery = (client: ApiClient, leadId: string) =>
  operationQuery(client, 'findLeadById', { leadId });
export const timelineQuery = (client: ApiClient, leadId: string) =>
  operationQuery(client, 'findLeadTimeline', { leadId, size: 100, sort: ['at,desc'] });
export const attributionQuery = (client: ApiClient, query: AttributionQuery) =>
  operationQuery(client, 'getMarketingAttribution', query);
/** The sellers a lead may be given to (the sellers' admins read users). */
export const sellersQuery = (client: ApiClient) =>
  operationQuery(client, 'findAllUsers', {
    scope: ['SELLER', 'SELLER_EXTERNAL', 'SELLER_ADMIN'],
    active: true,
    size: 200,
    sort: ['lastName,asc'],
  });
