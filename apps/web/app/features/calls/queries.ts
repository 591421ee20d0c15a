/** The meeting calls' query options, keyed by the contract, through the typed client. */
import type { ApiClient } from '@catedra/client';
import type { Input, Output } from '../../lib/api-types';
import { operationQuery } from '../../lib/query-keys';

export type MeetingCall = Output<'findMeetingCallById'>;
export type CallsQuery = NonNullable<Input<'findAllMeetingCalls'>>;

/** What a call's change makes stale. */
export const CALL_READS = ['findAllMeetingCalls', 'findMeetingCallById'] as const;

export const callsQuery = (client: ApiClient, query: CallsQuery) =>
  operationQuery(client, 'findAllMeetingCalls', query);

/** The seller's referred students, whom a SELLER schedules calls with (he cannot search every user). */
export const myStudentsQuery = (client: ApiClient, sellerId: string) =>
  operationQuery(client, 'findAllEnrollments', {
    referrerSellerId: sellerId,
    size: 200,
    sort: ['createdAt,desc'],
  });
