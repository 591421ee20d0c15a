/**
 * The catalogue's server-only surface: the data the public pages need, fetched during the
 * server render so their HTML carries the course cards, a course's content and the teachers
 * (issue 9), handed to the page as loader data (no query cache: the public pages run no
 * TanStack Query, issue 18). A call that fails is `null`: the browser asks again.
 */
import type { ApiClient } from '@catedra/client';
import type { Course, Output } from '../../lib/api-types';
import {
  type CataloguePage,
  catalogueInput,
  FIRST_CATALOGUE_PAGE,
  type SchedulePage,
  scheduleInput,
  type TeachersPage,
  TOPICS_INPUT,
  type TopicsPage,
  teachersInput,
} from './inputs';

/** The answer, or null when the call failed (the browser tries again and shows its own state). */
async function orNull<T>(call: Promise<T>): Promise<T | null> {
  try {
    return await call;
  } catch {
    return null;
  }
}

export type CatalogueData = { courses: CataloguePage | null; topics: TopicsPage | null };

/** The home page's first catalogue page and the topics. */
export async function loadCatalogue(client: ApiClient): Promise<CatalogueData> {
  const [courses, topics] = await Promise.all([
    orNull(client.findAllCourses(catalogueInput(FIRST_CATALOGUE_PAGE))),
    orNull(client.findAllCourseTopics(TOPICS_INPUT)),
  ]);
  return { courses, topics };
}

export type CoursePageData = {
  /** The course; null when no course has that slug; undefined when the API could not say. */
  course: Course | null | undefined;
  topicName: string | null;
  schedule: SchedulePage | null;
  plans: Output<'findCoursePaymentPlans'> | null;
};

/** A course's page: the course, its upcoming classes, its payment plans and its topic's name. */
export async function loadCoursePage(client: ApiClient, slug: string): Promise<CoursePageData> {
  const topics = orNull(client.findAllCourseTopics(TOPICS_INPUT));
  const found = await orNull(client.findAllCourses({ slug, size: 1 }));
  const course = found ? (found.content[0] ?? null) : undefined;
  if (!course) return { course, topicName: null, schedule: null, plans: null };
  // The plans too: the page shows them (and "Inscribirme") in its first HTML, not "Cargando…".
  const [schedule, plans, topicPage] = await Promise.all([
    orNull(client.findCourseSchedule(scheduleInput(course.id))),
    orNull(client.findCoursePaymentPlans({ courseId: course.id })),
    topics,
  ]);
  const topicName = topicPage?.content.find((topic) => topic.id === course.topicId)?.name ?? null;
  return { course, topicName, schedule, plans };
}

/** The teachers page's first page of teachers. */
export async function loadTeachers(client: ApiClient): Promise<TeachersPage | null> {
  return orNull(client.findAllCourseTeachers(teachersInput(0)));
}
