/** The meeting calls' hooks: a week's calls, scheduling, changing and cancelling one. */
import { useQuery } from '@tanstack/react-query';
import type { Input } from '../../lib/api-types';
import { useApiMutation } from '../../lib/use-api-mutation';
import { useApiClient } from '../session';
import { CALL_READS, type CallsQuery, callsQuery, myStudentsQuery } from './queries';

/** Every call of the range (a week holds far fewer than a page of 200). */
export const useCalls = (query: CallsQuery) => useQuery(callsQuery(useApiClient(), query));

export const useScheduleCall = () =>
  useApiMutation((client, input: Input<'createMeetingCall'>) => client.createMeetingCall(input), CALL_READS);

export const useUpdateCall = () =>
  useApiMutation((client, input: Input<'updateMeetingCall'>) => client.updateMeetingCall(input), CALL_READS);

/** The seller's referred students, one option each. */
export function useMyStudents(sellerId: string | undefined) {
  const query = useQuery({ ...myStudentsQuery(useApiClient(), sellerId ?? ''), enabled: Boolean(sellerId) });
  const seen = new Map<string, string>();
  for (const enrollment of query.data?.content ?? []) {
    if (!seen.has(enrollment.userId)) {
      seen.set(enrollment.userId, `${enrollment.studentName} · ${enrollment.studentEmail}`);
    }
  }
  return { ...query, students: [...seen.entries()].map(([value, label]) => ({ value, label })) };
}
