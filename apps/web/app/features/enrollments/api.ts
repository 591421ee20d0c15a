/** Enrollments' hooks: one enrollment, its periods and comments, and every write of its page. */
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

/** Every write on an enrollment makes every enrollment read stale (lists, page, periods). */
export const useChangeNumberOfPeriods = (enrollmentId: string) =>
  useApiMutation(
    (client, numberOfPeriods: number) =>
      client.updateEnrollmentPlanNumberOfPeriods({
        enrollmentId,
        courseEnrollmentPlanNumberOfPeriodsDTO: { numberOfPeriods },
      }),
    ENROLLMENT_READS,
  );

export const useSwitchToManual = (enrollmentId: string) =>
  useApiMutation(
    (client, reason: string) =>
      client.switchEnrollmentToManual({ enrollmentId, courseEnrollmentManualTransitionDTO: { reason } }),
    ENROLLMENT_READS,
  );

export const useAddComplementaryPeriod = (enrollmentId: string) =>
  useApiMutation((client) => client.addEnrollmentComplementaryPeriod({ enrollmentId }), ENROLLMENT_READS);

export const useUpdateEnrollment = (enrollmentId: string) =>
  useApiMutation(
    (client, enrollmentUpdate: Input<'updateEnrollment'>['enrollmentUpdate']) =>
      client.updateEnrollment({ enrollmentId, enrollmentUpdate }),
    ENROLLMENT_READS,
  );

export const useInactivateEnrollment = (enrollmentId: string) =>
  useApiMutation(
    (client, inactiveReason: string) =>
      client.updateEnrollmentSettings({
        enrollmentId,
        enrollmentSettingsDTO: { status: 'INACTIVE', inactiveReason },
      }),
    ENROLLMENT_READS,
  );

export const useReactivateEnrollment = (enrollmentId: string) =>
  useApiMutation(
    (client, reason: string) =>
      client.reactivateEnrollment({ enrollmentId, enrollmentReactivation: { reason } }),
    ENROLLMENT_READS,
  );

export function useStatusChanges(enrollmentId: string) {
  return useQuery(operationQuery(useApiClient(), 'findEnrollmentStatusChanges', { enrollmentId }));
}

export const useIssueCertificate = (enrollmentId: string) =>
  useApiMutation(
    (client, certificateCreation: Input<'createEnrollmentCertificate'>['certificateCreation']) =>
      client.createEnrollmentCertificate({ enrollmentId, certificateCreation }),
    ENROLLMENT_READS,
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
  useApiMutation(
    (client, { courseId, reason }: { courseId: string; reason: string }) =>
      client.inactivatePendingEnrollments({ courseId, pendingEnrollmentsInactivationDTO: { reason } }),
    ENROLLMENT_READS,
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
