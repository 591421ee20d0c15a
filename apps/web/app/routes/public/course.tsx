import { data, isRouteErrorResponse, useRouteError } from 'react-router';
import { CourseNotFound, CoursePage } from '../../features/catalogue';
import { loadCoursePage } from '../../features/catalogue/index.server';
import { CoursePlans } from '../../features/enrollments';
import { LeadForm, type LeadFormState } from '../../features/lead-form';
import { landingCookie, submitLeadForm } from '../../features/lead-form/index.server';
import { getSiteMessages } from '../../i18n/site';
import { pageMeta, shortDescription, siteOriginOf } from '../../lib/page-meta';
import { serverApiClient } from '../../lib/server-api.server';
import { markdownToHtml } from '../../ui/markdown-html.server';
import type { Route } from './+types/course';

/**
 * The course is fetched on the server: its content is in the HTML (its Markdown description
 * rendered here, `markdownToHtml`), and a slug no course has answers 404 with the Spanish
 * not-found page (the route's error boundary, inside the site). The page gets the data
 * itself, not a query cache: it runs no TanStack Query (issue 18).
 */
export async function loader({ request, params }: Route.LoaderArgs) {
  const { course, topicName, schedule, plans } = await loadCoursePage(serverApiClient(request), params.slug);
  if (course === null) throw data({ slug: params.slug }, { status: 404 });
  // A visit that lands with UTM parameters or a click id is kept as its first or last touch.
  const touch = landingCookie(request, new Date());
  return data(
    {
      course,
      topicName,
      schedule,
      plans,
      // Rendered here, so the browser gets HTML and not the Markdown library.
      descriptionHtml: course ? markdownToHtml(course.description, 'course-description') : null,
    },
    touch ? { headers: { 'Set-Cookie': touch } } : undefined,
  );
}

/** "Quiero que me contacten": the plain form posts here; the API gets it with the visit's touches. */
export async function action({ request, params }: Route.ActionArgs): Promise<LeadFormState> {
  const client = serverApiClient(request);
  const { course } = await loadCoursePage(client, params.slug);
  if (!course) throw data({ slug: params.slug }, { status: 404 });
  return submitLeadForm(client, request, course.id, getSiteMessages().leadForm);
}

export const meta: Route.MetaFunction = ({ data: loaderData, matches, location }) => {
  const texts = getSiteMessages().meta.pages;
  const course = loaderData?.course;
  return pageMeta({
    title: course?.title ?? texts.home.title,
    description: shortDescription(course?.summary || texts.courseFallback),
    origin: siteOriginOf(matches),
    path: location.pathname,
    type: 'article',
  });
};

export default function Page({ loaderData, actionData }: Route.ComponentProps) {
  const { plans } = loaderData;
  return (
    <CoursePage
      course={loaderData.course}
      topicName={loaderData.topicName}
      schedule={loaderData.schedule}
      descriptionHtml={loaderData.descriptionHtml}
      plans={(course) => (
        <>
          <CoursePlans courseId={course.id} open={course.enrollmentOpen} course={course} plans={plans} />
          <LeadForm state={actionData} />
        </>
      )}
    />
  );
}

/** The 404 of an unknown slug; any other failure goes on to the root's error page. */
export function ErrorBoundary() {
  const error = useRouteError();
  if (isRouteErrorResponse(error) && error.status === 404) return <CourseNotFound />;
  throw error;
}
