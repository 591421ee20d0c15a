/**
 * The document, the providers every page needs and the root loader. The root loader reads
 * the session cookie on the server (specification section 4) and hands the browser its
 * token and the public configuration.
 */
import mantineStyles from '@mantine/core/styles.css?url';
import datesStyles from '@mantine/dates/styles.css?url';
import dataTableStyles from 'mantine-datatable/styles.css?url';
import { type ReactNode, useEffect } from 'react';
import { isRouteErrorResponse, Links, Meta, Outlet, Scripts, ScrollRestoration } from 'react-router';
import toastStyles from 'react-toastify/ReactToastify.css?url';
import type { Route } from './+types/root';
import appStyles from './app.css?url';
import { publicConfig } from './config.server';
import { readSessionToken, SessionProvider } from './features/session';
import { getSiteMessages, useSiteMessages } from './i18n/site';
import { AppFrame } from './layout/app-frame';
import { useNonce } from './lib/nonce';
import themeStyles from './theme.css?url';
import { MessagePage } from './ui/plain/blocks';
import { COLOR_SCHEME_SCRIPT } from './ui/plain/color-scheme';
import plainStyles from './ui/plain/plain.css?url';

/**
 * No Mantine or TanStack Query here (issue 18): the root runs on every page, so they would be
 * in every public page's JavaScript. The screens that use them mount `ui/mantine-providers`;
 * the theme reaches every page as CSS (`theme.css`, checked against theme.ts) and the colour
 * scheme is set before paint by a small inline script (`ui/plain/color-scheme`).
 */
export const links: Route.LinksFunction = () => [
  { rel: 'icon', href: '/favicon.svg', type: 'image/svg+xml' },
  { rel: 'stylesheet', href: mantineStyles },
  { rel: 'stylesheet', href: themeStyles },
  { rel: 'stylesheet', href: datesStyles },
  { rel: 'stylesheet', href: dataTableStyles },
  { rel: 'stylesheet', href: toastStyles },
  { rel: 'stylesheet', href: appStyles },
  { rel: 'stylesheet', href: plainStyles },
];

/** The page title is the brand's, on every route (specification section 2). */
export const meta: Route.MetaFunction = () => {
  const messages = getSiteMessages();
  return [{ title: messages.brand.name }, { name: 'description', content: messages.meta.description }];
};

export function loader({ request }: Route.LoaderArgs) {
  return {
    token: readSessionToken(request.headers.get('Cookie')),
    config: publicConfig(),
    // For the absolute addresses of the public pages' Open Graph tags (lib/page-meta).
    origin: new URL(request.url).origin,
  };
}

/**
 * Re-read the cookie on every navigation: signing in or out changes it outside React, and
 * the session rules compare it with the client's token each time.
 */
export function shouldRevalidate() {
  return true;
}

export function Layout({ children }: { children: ReactNode }) {
  useHydrationMarker();
  const nonce = useNonce();
  return (
    // The scheme's attribute is changed by the script before hydration: React must not undo it.
    <html lang="es-AR" data-mantine-color-scheme="light" suppressHydrationWarning>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        {/* biome-ignore lint/security/noDangerouslySetInnerHtml: a constant of our own, run before paint */}
        <script nonce={nonce} dangerouslySetInnerHTML={{ __html: COLOR_SCHEME_SCRIPT }} />
        <Meta />
        <Links />
      </head>
      <body>
        {children}
        <ScrollRestoration nonce={nonce} />
        <Scripts nonce={nonce} />
      </body>
    </html>
  );
}

/**
 * Marks the document once React has hydrated it, so browser tests (and anyone debugging)
 * can tell a server-rendered page that does not yet react to clicks from a live one.
 */
function useHydrationMarker() {
  useEffect(() => {
    document.documentElement.dataset.hydrated = 'true';
  }, []);
}

export default function App({ loaderData }: Route.ComponentProps) {
  return (
    <SessionProvider
      cookieToken={loaderData.token}
      apiBaseUrl={loaderData.config.apiBaseUrl}
      geolocationUrl={loaderData.config.geolocationUrl}
    >
      <AppFrame>
        <Outlet />
      </AppFrame>
    </SessionProvider>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  const { notFound } = useSiteMessages();
  const missing = isRouteErrorResponse(error) && error.status === 404;
  return (
    <MessagePage
      title={missing ? notFound.title : notFound.errorTitle}
      text={missing ? notFound.text : notFound.errorText}
      back={{ to: '/', label: notFound.back, reload: true }}
    />
  );
}
