/**
 * TanStack Query mutations of the signed-in user's own account: his password and e-mail, and
 * his resume, one per operation. Each refreshes what it changed in the cache (the users
 * feature's keys), so the profile, the header and the admin view agree.
 */
import type { OperationInput, Operations } from '@catedra/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { invalidateOperations, queryKeyOf } from '../../lib/query-keys';
import { useApiClient, useSession } from '../session';
import { USER_READS } from '../users';

/**
 * One's own password. The API ends every session of the account and answers a new one for
 * this person, which the session takes over, so he stays signed in here.
 */
export function useChangeOwnPassword() {
  const { client, renewSession } = useSession();
  return useMutation({
    mutationFn: async (input: OperationInput<Operations['changeUserPassword']>['userPasswordChange']) => {
      const session = await client.changeUserPassword({ userPasswordChange: input });
      return renewSession(session.token);
    },
  });
}

/** One's own e-mail. The session goes on (the API keeps it valid); the header shows the new e-mail. */
export function useChangeOwnEmail() {
  const { client, reloadUser } = useSession();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: OperationInput<Operations['changeUserEmail']>['userEmailChange']) =>
      client.changeUserEmail({ userEmailChange: input }),
    onSuccess: (user) => {
      queryClient.setQueryData(queryKeyOf('findUserById', { userId: user.id }), user);
      void reloadUser();
      return invalidateOperations(queryClient, ...USER_READS);
    },
  });
}

function useRefreshResume(userId: string) {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: queryKeyOf('getUserResume', { userId }) });
}

export function useSaveResume(userId: string) {
  const client = useApiClient();
  const refresh = useRefreshResume(userId);
  return useMutation({
    mutationFn: (resume: OperationInput<Operations['updateUserResume']>['userResumeDTO']) =>
      client.updateUserResume({ userId, userResumeDTO: resume }),
    onSuccess: refresh,
  });
}

type AcademicDTO = OperationInput<Operations['insertAcademicItem']>['academicDTO'];
type ProfessionalDTO = OperationInput<Operations['insertProfessionalItem']>['professionalDTO'];
type TechnologyDTO = OperationInput<Operations['insertTechnologyItem']>['technologyDTO'];

/** Per kind of item: how to add, change and remove one through the client. */
export type ItemOperations<D> = {
  insert: (dto: D) => Promise<unknown>;
  update: (id: string, dto: D) => Promise<unknown>;
  remove: (id: string) => Promise<unknown>;
};

/** How to add, change and remove each kind of resume item through the client. */
export function useResumeItemOperations(): {
  academic: ItemOperations<AcademicDTO>;
  professional: ItemOperations<ProfessionalDTO>;
  technology: ItemOperations<TechnologyDTO>;
} {
  const client = useApiClient();
  return {
    academic: {
      insert: (dto) => client.insertAcademicItem({ academicDTO: dto }),
      update: (academicId, dto) => client.updateAcademicItem({ academicId, academicDTO: dto }),
      remove: (academicId) => client.deleteAcademicItem({ academicId }),
    },
    professional: {
      insert: (dto) => client.insertProfessionalItem({ professionalDTO: dto }),
      update: (professionalId, dto) =>
        client.updateProfessionalItem({ professionalId, professionalDTO: dto }),
      remove: (professionalId) => client.deleteProfessionalItem({ professionalId }),
    },
    technology: {
      insert: (dto) => client.insertTechnologyItem({ technologyDTO: dto }),
      update: (technologyId, dto) => client.updateTechnologyItem({ technologyId, technologyDTO: dto }),
      remove: (technologyId) => client.deleteTechnologyItem({ technologyId }),
    },
  };
}

/** Runs one item operation and refreshes the resume afterwards. */
export function useItemMutation(userId: string) {
  const refresh = useRefreshResume(userId);
  return useMutation({ mutationFn: (run: () => Promise<unknown>) => run(), onSuccess: refresh });
}
