/** The catalogue's hook for the screens with TanStack Query: the topics, for the admin's filters. */
import { useQuery } from '@tanstack/react-query';
import { useApiClient } from '../session';
import { allTopicsQuery } from './queries';

export function useTopics() {
  return useQuery(allTopicsQuery(useApiClient()));
}
