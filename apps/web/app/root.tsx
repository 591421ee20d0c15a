/**
 * The document, the providers every page needs and the root loader. The root loader reads
 * the session cookie on the server (specification section 4) and hands the browser its
 * token and the public configuration.
 */
import {
  Button,
  ColorSchemeScript,
  Container,
  type CSSVariablesResolver,
  createTheme,
  localStorageColorSchemeManager,
  MantineProvider,
  mantineHtmlProps,
  type NumberInputProps,
  type PaginationProps,
  Stack,
  Text,
  Title,
} from '@mantine/core';
import mantineStyles from '@mantine/core/styles.css?url';
import datesStyles from '@mantine/dates/styles.css?url';
import { QueryClientProvider } from '@tanstack/react-query';
import dataTableStyles from 'mantine-datatable/styles.css?url';
import { type ReactNode, useEffect, useState } from 'react';
import { isRouteErrorResponse, Links, Meta, Outlet, Scripts, ScrollRestoration } from 'react-router';
import toastStyles from 'react-toastify/ReactToastify.css?url';
import type { Route } from './+types/root';
import appStyles from './app.css?url';
import { publicConfig } from './config.server';
import { readSessionToken, SessionProvider } from './features/session';
import { getMessages, useMessages } from './i18n';
import { AppFrame } from './layout/app-frame';
import { useNonce } from './lib/nonce';
import { createQueryClient } from './lib/query-client';
import { paginationLabels } from './ui/pagination-labels';

const theme = createTheme({
  primaryColor: 'indigo',
  // Shade 6 gives white text 4.3:1 on a filled button; 8 gives 5.7:1 (WCAG AA asks 4.5:1).
  primaryShade: { light: 8, dark: 8 },
  defaultRadius: 'md',
  fontFamily: 'Inter, system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif',
  headings: { fontWeight: '750' },
  // Defaults given as plain objects, not `NumberInput.extend(…)`: importing the components
  // here would put them (and react-number-format) in every public page's JavaScript.
  components: {
    // A number out of range stays as typed, so the form (or the API) says what the range is:
    // Mantine's default clamps it on blur, which silently turned a capacity of -5 into 1.
    NumberInput: { defaultProps: { clampBehavior: 'none' } satisfies Partial<NumberInputProps> },
    // Every pagination's arrows and pages named in Spanish (data lists included).
    Pagination: { defaultProps: paginationLabels(getMessages().lists) satisfies Partial<PaginationProps> },
  },
});

/**
 * Contrast in the light scheme (WCAG AA asks 4.5:1 for text). Mantine's "dimmed" grey
 * (gray-6) is 3.3:1 on white; this one is 6:1. Links take the primary's darkest shade (7:1 on
 * white, 5.9:1 on a light tint). A "light" badge, alert or button has its colour's shade 9 on
 * shade 1 (4.3:1 for teal); on shade 0 it passes for every colour the app uses.
 */
const cssVariablesResolver: CSSVariablesResolver = (resolvedTheme) => ({
  variables: {},
  light: {
    '--mantine-color-dimmed': '#5c636a',
    '--mantine-color-anchor': `var(--mantine-color-${resolvedTheme.primaryColor}-9)`,
    ...Object.fromEntries(
      Object.keys(resolvedTheme.colors).flatMap((color) => [
        [`--mantine-color-${color}-light`, `var(--mantine-color-${color}-0)`],
        [`--mantine-color-${color}-light-hover`, `var(--mantine-color-${color}-1)`],
      ]),
    ),
  },
  dark: {},
});

/** Specification section 9: the theme lives in local storage under `theme` ('light' | 'dark'). */
const THEME_KEY = 'theme';
const colorSchemeManager = localStorageColorSchemeManager({ key: THEME_KEY });

export const links: Route.LinksFunction = () => [
  { rel: 'icon', href: '/favicon.svg', type: 'image/svg+xml' },
  { rel: 'stylesheet', href: mantineStyles },
  { rel: 'stylesheet', href: datesStyles },
  { rel: 'stylesheet', href: dataTableStyles },
  { rel: 'stylesheet', href: toastStyles },
  { rel: 'stylesheet', href: appStyles },
];

/** The page title is the brand's, on every route (specification section 2). */
export const meta: Route.MetaFunction = () => {
  const messages = getMessages();
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
    <html lang="es-AR" {...mantineHtmlProps}>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <ColorSchemeScript localStorageKey={THEME_KEY} defaultColorScheme="light" nonce={nonce} />
        <Meta />
        <Links />
      </head>
      <body>
        <MantineProvider
          theme={theme}
          cssVariablesResolver={cssVariablesResolver}
          colorSchemeManager={colorSchemeManager}
          defaultColorScheme="light"
        >
          {children}
        </MantineProvider>
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
  // One query cache per browser session (and per server render), never shared between users.
  const [queryClient] = useState(createQueryClient);
  return (
    <QueryClientProvider client={queryClient}>
      <SessionProvider
        cookieToken={loaderData.token}
        apiBaseUrl={loaderData.config.apiBaseUrl}
        geolocationUrl={loaderData.config.geolocationUrl}
      >
        <AppFrame>
          <Outlet />
        </AppFrame>
      </SessionProvider>
    </QueryClientProvider>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  const { notFound } = useMessages();
  const missing = isRouteErrorResponse(error) && error.status === 404;
  return (
    <Container size="sm" py={80}>
      <Stack gap="md" align="flex-start">
        <Title order={1}>{missing ? notFound.title : notFound.errorTitle}</Title>
        <Text c="dimmed">{missing ? notFound.text : notFound.errorText}</Text>
        <Button component="a" href="/" variant="light">
          {notFound.back}
        </Button>
      </Stack>
    </Container>
  );
}
