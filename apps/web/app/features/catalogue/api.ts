/** The public catalogue's hooks: one per endpoint, on the option factories of `queries.ts`. */
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useApiClient } from '../session';
import {
  allTopicsQuery,
  type CatalogueFilters,
  catalogueQuery,
  courseBySlugQuery,
  courseScheduleQuery,
  teachersQuery,
} from './queries';

export function useTopics() {
  return useQuery(allTopicsQuery(useApiClient()));
}

export function useCatalogue(filters: CatalogueFilters) {
  return useQuery({ ...catalogueQuery(useApiClient(), filters), placeholderData: keepPreviousData });
}

export function useCourseBySlug(slug: string) {
  return useQuery(courseBySlugQuery(useApiClient(), slug));
}

export function useCourseSchedule(courseId: string | undefined) {
  return useQuery(courseScheduleQuery(useApiClient(), courseId));
}

export function useTeachers(page: number) {
  return useQuery({ ...teachersQuery(useApiClient(), page), placeholderData: keepPreviousData });
}
