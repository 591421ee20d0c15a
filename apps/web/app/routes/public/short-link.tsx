import { ApiError } from '@catedra/client';
import { data, isRouteErrorResponse, redirect, useRouteError } from 'react-router';
import { useSiteMessages } from '../../i18n/site';
import { serverApiClient } from '../../lib/server-api.server';
import { MessagePage } from '../../ui/plain/blocks';
import type { Route } from './+types/short-link';

/**
 * A short link of a message (`/r/{code}`): the server asks the API where it leads (which
 * counts the click) and answers 302 there; an unknown code is a Spanish 404 inside the site.
 * No JavaScript of its own: the visitor is on the checkout before anything renders.
 */
export async function loader({ request, params }: Route.LoaderArgs) {
  try {
    const { target } = await serverApiClient(request).followShortLink({ code: params.code });
    return redirect(target, 302);
  } catch (error) {
    if (error instanceof ApiError && (error.status === 404 || error.status === 400))
      throw data({ code: params.code }, { status: 404 });
    throw error;
  }
}

export default function Page() {
  return null;
}

export function ErrorBoundary() {
  const error = useRouteError();
  const { notFound } = useSiteMessages();
  if (isRouteErrorResponse(error) && error.status === 404) {
    return (
      <MessagePage
        title={notFound.shortLinkTitle}
        text={notFound.shortLinkText}
        back={{ to: '/', label: notFound.back }}
        testId="short-link-not-found"
      />
    );
  }
  throw error;
}
