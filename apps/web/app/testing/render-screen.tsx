/**
 * Component tests of whole screens (the web project, jsdom): renders a screen inside what the
 * app gives it — Mantine, a fresh TanStack Query cache, a signed-in session whose API client
 * the test provides, and a memory router at the address given — and offers the few DOM helpers
 * the tests share. Not part of the app: only `*.test.tsx` import it.
 */
import type { ApiClient } from '@catedra/client';
import type { Scope } from '@catedra/contract';
import { MantineProvider } from '@mantine/core';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, type ReactNode } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { type Session, SessionContext } from '../features/session';
import { ApiAccessContext } from '../lib/api-access';

// React's act() checks this flag before it flushes updates outside a test renderer.
(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

/** What jsdom lacks and Mantine asks for. */
function polyfill() {
  // A screen as wide as jsdom says nothing about: no query matches but the empty one (as in a
  // browser, where mantine-datatable shows a column whose `visibleMediaQuery` is '').
  window.matchMedia ??= ((query: string) => ({
    matches: query.trim() === '',
    media: query,
    onchange: null,
    addListener: () => undefined,
    removeListener: () => undefined,
    addEventListener: () => undefined,
    removeEventListener: () => undefined,
    dispatchEvent: () => false,
  })) as typeof window.matchMedia;
  globalThis.ResizeObserver ??= class {
    observe() {}
    unobserve() {}
    disconnect() {}
  } as unknown as typeof ResizeObserver;
  Element.prototype.scrollIntoView ??= () => undefined;
  // Mantine's autosizing textarea listens for web fonts loading.
  if (!(document as { fonts?: unknown }).fonts) {
    Object.defineProperty(document, 'fonts', {
      value: { addEventListener: () => undefined, removeEventListener: () => undefined },
      configurable: true,
    });
  }
}

export type Screen = {
  container: HTMLElement;
  router: ReturnType<typeof createMemoryRouter>;
  queryClient: QueryClient;
  unmount(): void;
};

export async function renderScreen(
  element: ReactNode,
  options: {
    /** A fake of the calls the screen makes (typed loosely: a test answers only what it needs). */
    client: object;
    scopes: Scope[];
    /** The signed-in user, for screens that read the caller's own data (null unless given). */
    user?: { id: string; email: string };
    path?: string;
    address?: string;
  },
): Promise<Screen> {
  polyfill();
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const session = {
    token: 'test-token',
    user: options.user ?? null,
    scopes: options.scopes,
    hasAdminPanelAccess: true,
    status: 'ready',
    userCurrency: 'ARS',
    geoData: null,
    theme: 'light',
    miniMenu: false,
    client: options.client as unknown as ApiClient,
    apiBaseUrl: 'http://api.test',
  } as unknown as Session;
  const path = options.path ?? '/screen';
  const router = createMemoryRouter(
    [
      { path, element },
      { path: '*', element: null },
    ],
    { initialEntries: [options.address ?? path] },
  );
  const container = document.createElement('div');
  document.body.append(container);
  const root: Root = createRoot(container);
  await act(async () =>
    root.render(
      <MantineProvider>
        <QueryClientProvider client={queryClient}>
          <SessionContext.Provider value={session}>
            <ApiAccessContext.Provider value={{ client: session.client, scopes: session.scopes }}>
              <RouterProvider router={router} />
            </ApiAccessContext.Provider>
          </SessionContext.Provider>
        </QueryClientProvider>
      </MantineProvider>,
    ),
  );
  return {
    container,
    router,
    queryClient,
    unmount() {
      act(() => root.unmount());
      container.remove();
      queryClient.clear();
    },
  };
}

/** Waits (flushing React) until `find` answers something, or fails after `timeoutMs`. */
export async function waitFor<T>(find: () => T | null | undefined | false, timeoutMs = 5000): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const found = find();
    if (found) return found;
    if (Date.now() > deadline) throw new Error('waitFor: not found in time');
    await act(async () => {
      await new Promise((resolve) => setTimeout(resolve, 10));
    });
  }
}

/** Every element of the document (portals included: Mantine's modals) with this data-testid. */
/** Lets pending fetches and the renders they cause finish. */
export async function settle(milliseconds = 50) {
  await act(async () => {
    await new Promise((resolve) => setTimeout(resolve, milliseconds));
  });
}

export const byTestId = (testId: string) => [
  ...document.querySelectorAll<HTMLElement>(`[data-testid="${testId}"]`),
];

export async function click(element: HTMLElement) {
  await act(async () => {
    element.click();
  });
}

/** Types into an input or textarea as a person would (React sees the change). */
export async function type(element: HTMLInputElement | HTMLTextAreaElement, value: string) {
  const prototype = Object.getPrototypeOf(element) as object;
  const setter = Object.getOwnPropertyDescriptor(prototype, 'value')?.set;
  await act(async () => {
    setter?.call(element, value);
    element.dispatchEvent(new Event('input', { bubbles: true }));
  });
}
