/** Tareas' hooks: the jobs, and "Ejecutar ahora" (which makes both lists stale). */
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { invalidateOperations } from '../../lib/query-keys';
import { useApiClient } from '../session';
import { jobsQuery } from './queries';

export function useJobs() {
  return useQuery(jobsQuery(useApiClient()));
}

export function useRunJobNow() {
  const client = useApiClient();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (jobName: string) => client.runJobNow({ jobName }),
    onSuccess: () => invalidateOperations(queryClient, 'findAllJobs', 'findAllJobRuns'),
  });
}
