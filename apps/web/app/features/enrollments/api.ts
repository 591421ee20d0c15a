/** Enrollments' hooks: one enrollment, its periods and comments, and every write of its page. */

import type { ApiClient } from '@catedra/client';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { Input } from '../../lib/api-types';
import { operationQuery, queryKeyOf } from '../../lib/query-keys';
import { useApiMutation } from '../../lib/use-api-mutation';
import { useApiClient } from '../session';
import { ENROLLMENT_READS } from './queries';

export function useEnrollment(enrollmentId: string) {
  return useQuery(operationQuery(useApiClient(), 'findEnrollmentById', { enrollmentId }));
}

export function usePeriodsStatus(enrollmentId: string, enabled = true) {
  return useQuery({
    ...operationQuery(useApiClient(), 'getEnrollmentPeriodsStatus', { enrollmentId }),
    enabled,
  });
}

export function useComments(enrollmentId: string) {
  return useQuery(operationQuery(useApiClient(), 'findAllEnrollmentComments', { enrollmentId }));
}

/** The signed-in student's own enrollments (the API answers only his to a student). */
export function useMyEnrollments(userId: string | undefined) {
  return useQuery({
    ...operationQuery(useApiClient(), 'findAllEnrollments', { userId, size: 50, sort: ['createdAt,desc'] }),
    enabled: Boolean(userId),
  });
}

/** A write on enrollments: it makes every enrollment read stale (lists, page, periods). */
function useEnrollmentWrite<V = void, R = unknown>(call: (client: ApiClient, variables: V) => Promise<R>) {
  return useApiMutation(call, ENROLLMENT_READS);
}

export const useChangeNumberOfPeriods = (enrollmentId: string) =>
  useEnrollmentWrite((client, numberOfPeriods: number) =>
    client.updateEnrollmentPlanNumberOfPeriods({
      enrollmentId,
      courseEnrollmentPlanNumberOfPeriodsDTO: { numberOfPeriods },
    }),
  );

export const useSwitchToManual = (enrollmentId: string) =>
  useEnrollmentWrite((client, reason: string) =>
    client.switchEnrollmentToManual({ enrollmentId, courseEnrollmentManualTransitionDTO: { reason } }),
  );

export const useAddComplementaryPeriod = (enrollmentId: string) =>
  useEnrollmentWrite((client) => client.addEnrollmentComplementaryPeriod({ enrollmentId }));

export const useUpdateEnrollment = (enrollmentId: string) =>
  useEnrollmentWrite((client, enrollmentUpdate: Input<'updateEnrollment'>['enrollmentUpdate']) =>
    client.updateEnrollment({ enrollmentId, enrollmentUpdate }),
  );

export const useInactivateEnrollment = (enrollmentId: string) =>
  useEnrollmentWrite((client, inactiveReason: string) =>
    client.updateEnrollmentSettings({
      enrollmentId,
      enrollmentSettingsDTO: { status: 'INACTIVE', inactiveReason },
    }),
  );

export const useReactivateEnrollment = (enrollmentId: string) =>
  useEnrollmentWrite((client, reason: string) =>
    client.reactivateEnrollment({ enrollmentId, enrollmentReactivation: { reason } }),
  );

export function useStatusChanges(enrollmentId: string) {
  return useQuery(operationQuery(useApiClient(), 'findEnrollmentStatusChanges', { enrollmentId }));
}

export const useIssueCertificate = (enrollmentId: string) =>
  useEnrollmentWrite(
    (client, certificateCreation: Input<'createEnrollmentCertificate'>['certificateCreation']) =>
      client.createEnrollmentCertificate({ enrollmentId, certificateCreation }),
  );

/**
 * How many PENDING enrollments the course has (the list's total of a one-row page), for the
 * bulk inactivation to say what it will do; undefined while it is counted.
 */
export function usePendingCount(courseId: string) {
  const pending = useQuery(
    operationQuery(useApiClient(), 'findAllEnrollments', { courseId, status: 'PENDING', size: 1 }),
  );
  return pending.data?.page.totalElements;
}

export const useInactivatePending = () =>
  useEnrollmentWrite((client, { courseId, reason }: { courseId: string; reason: string }) =>
    client.inactivatePendingEnrollments({ courseId, pendingEnrollmentsInactivationDTO: { reason } }),
  );

/** The comment thread's writes; each refreshes the thread. */
export function useCommentWrites(enrollmentId: string) {
  const client = useApiClient();
  const queryClient = useQueryClient();
  const onSuccess = () =>
    queryClient.invalidateQueries({ queryKey: queryKeyOf('findAllEnrollmentComments', { enrollmentId }) });
  return {
    create: useMutation({
      mutationFn: (text: string) =>
        client.createEnrollmentComment({ chatCommentDTO: { enrollmentId, text } }),
      onSuccess,
    }),
    edit: useMutation({
      mutationFn: (input: { commentId: string; text: string }) =>
        client.updateEnrollmentComment({ commentId: input.commentId, chatCommentDTO: { text: input.text } }),
      onSuccess,
    }),
    remove: useMutation({
      mutationFn: (input: { commentId: string; userId: string }) =>
        client.deleteEnrollmentComment({ enrollmentId, ...input }),
      onSuccess,
    }),
    react: useMutation({
      mutationFn: (input: { commentId: string; userId: string; emoji: string; active: boolean }) =>
        client.updateEmojiReaction({
          enrollmentId,
          userId: input.userId,
          commentId: input.commentId,
          emojiReaction: { emoji: input.emoji, active: input.active },
        }),
      onSuccess,
    }),
  };
}
