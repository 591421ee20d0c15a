/** The meeting calls' query options, keyed by the contract, through the typed client. */
import type { ApiClient } from '@catedra/client';
import { SCOPE_GROUPS } from '@catedra/contract/browser';
import type { Input, Output } from '../../lib/api-types';
import { operationQuery } from '../../lib/query-keys';

export type MeetingCall = Output<'findMeetingCallById'>;
export type CallsQuery = NonNullable<Input<'findAllMeetingCalls'>>;

/** What a call's change makes stale: a lead's call also moves the lead and its timeline. */
export const CALL_READS = [
  'findAllMeetingCalls',
  'findMeetingCallById',
  'findLeadById',
  'findLeadTimeline',
  'findAllLeads',
] as const;

/** Who reads calls and who schedules them (SELLER_EXTERNAL and MARKETING have none). */
const CALL_MANAGERS: readonly string[] = SCOPE_GROUPS.salesAdmin;
const CALL_SCHEDULERS = [...CALL_MANAGERS, 'SELLER'];
const CALL_READERS = [...CALL_SCHEDULERS, 'MANAGER'];

export function callAccessOf(scopes: readonly string[]) {
  const any = (wanted: readonly string[]) => scopes.some((scope) => wanted.includes(scope));
  return { reads: any(CALL_READERS), schedules: any(CALL_SCHEDULERS), managesAll: any(CALL_MANAGERS) };
}

export const callsQuery = (client: ApiClient, query: CallsQuery) =>
  operationQuery(client, 'findAllMeetingCalls', query);

/** The seller's referred students, whom a SELLER schedules calls with (he cannot search every user). */
export const myStudentsQuery = (client: ApiClient, sellerId: string) =>
  operationQuery(client, 'findAllEnrollments', {
    referrerSellerId: sellerId,
    size: 200,
    sort: ['createdAt,desc'],
  });
