/** Tareas' hooks: the jobs, and "Ejecutar ahora" (which makes both lists stale). */
import { useQuery } from '@tanstack/react-query';
import { useApiMutation } from '../../lib/use-api-mutation';
import { useApiClient } from '../session';
import { jobsQuery } from './queries';

export function useJobs() {
  return useQuery(jobsQuery(useApiClient()));
}

export const useRunJobNow = () =>
  useApiMutation(
    (client, jobName: string) => client.runJobNow({ jobName }),
    ['findAllJobs', 'findAllJobRuns'],
  );
