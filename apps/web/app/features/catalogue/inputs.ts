/**
 * What the public catalogue asks the API: each call's input, shared by the browser's query
 * options (`queries.ts`), the public pages' own loading (no TanStack Query there, issue 18)
 * and the server's loaders (`index.server.ts`), so a page rendered on the server and the same
 * page asked again in the browser ask the same thing.
 */
import type { Input, Output } from '../../lib/api-types';

export const CATALOGUE_PAGE_SIZE = 9;
export const TEACHERS_PAGE_SIZE = 24;

export type CatalogueFilters = { q: string; topicId: string | null; page: number };

/** What the home page shows before anyone types or filters. */
export const FIRST_CATALOGUE_PAGE: CatalogueFilters = { q: '', topicId: null, page: 0 };

export const TOPICS_INPUT: Input<'findAllCourseTopics'> = { size: 100, sort: ['name,asc'] };

/** findAllCourses' input for a catalogue page. */
export const catalogueInput = (filters: CatalogueFilters): Input<'findAllCourses'> => ({
  q: filters.q || undefined,
  courseTopicId: filters.topicId ?? undefined,
  // The catalogue shows only active courses even to staff browsing the site.
  active: true,
  page: filters.page,
  size: CATALOGUE_PAGE_SIZE,
  sort: ['startDate,asc'],
});

export const scheduleInput = (courseId: string): Input<'findCourseSchedule'> => ({
  courseId,
  size: 10,
  sort: ['startsAt,asc'],
});

export const teachersInput = (page: number): Input<'findAllCourseTeachers'> => ({
  page,
  size: TEACHERS_PAGE_SIZE,
});

export type CataloguePage = Output<'findAllCourses'>;
export type TopicsPage = Output<'findAllCourseTopics'>;
export type SchedulePage = Output<'findCourseSchedule'>;
export type TeachersPage = Output<'findAllCourseTeachers'>;
