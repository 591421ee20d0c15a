import { HydrationBoundary } from '@tanstack/react-query';
import { data, isRouteErrorResponse, useRouteError } from 'react-router';
import { CourseNotFound, CoursePage } from '../../features/catalogue';
import { loadCoursePage } from '../../features/catalogue/index.server';
import { CoursePlans } from '../../features/enrollments';
import { useStartCheckout } from '../../features/payments';
import { getMessages } from '../../i18n';
import { pageMeta, shortDescription, siteOriginOf } from '../../lib/page-meta';
import { serverApiClient } from '../../lib/server-api.server';
import { markdownToHtml } from '../../ui/markdown-html.server';
import type { Route } from './+types/course';

/**
 * The course is fetched on the server: its content is in the HTML (its Markdown description
 * rendered here, `markdownToHtml`), and a slug no course has
 * answers 404 with the Spanish not-found page (the route's error boundary, inside the site).
 */
export async function loader({ request, params }: Route.LoaderArgs) {
  const { dehydrated, course } = await loadCoursePage(serverApiClient(request), params.slug);
  if (course === null) throw data({ slug: params.slug }, { status: 404 });
  return {
    dehydrated,
    // Rendered here, so the browser gets HTML and not the Markdown library.
    descriptionHtml: course ? markdownToHtml(course.description, 'course-description') : null,
    preview: course ? { title: course.title, summary: course.summary } : null,
  };
}

export const meta: Route.MetaFunction = ({ data: loaderData, matches, location }) => {
  const texts = getMessages().meta.pages;
  const preview = loaderData?.preview;
  return pageMeta({
    title: preview?.title ?? texts.home.title,
    description: shortDescription(preview?.summary || texts.courseFallback),
    origin: siteOriginOf(matches),
    path: location.pathname,
    type: 'article',
  });
};

export default function Page({ params, loaderData }: Route.ComponentProps) {
  const startCheckout = useStartCheckout();
  return (
    <HydrationBoundary state={loaderData.dehydrated}>
      <CoursePage
        slug={params.slug}
        descriptionHtml={loaderData.descriptionHtml}
        plans={(course) => (
          <CoursePlans
            courseId={course.id}
            open={course.enrollmentOpen}
            course={course}
            startCheckout={startCheckout}
          />
        )}
      />
    </HydrationBoundary>
  );
}

/** The 404 of an unknown slug; any other failure goes on to the root's error page. */
export function ErrorBoundary() {
  const error = useRouteError();
  if (isRouteErrorResponse(error) && error.status === 404) return <CourseNotFound />;
  throw error;
}
