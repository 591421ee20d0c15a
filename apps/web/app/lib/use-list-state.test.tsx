import { act } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { oneOf, pageNumber, sortBy, text } from './list-state';
import { FILTER_DEBOUNCE_MS, type ListStateControls, useListState } from './use-list-state';

// React's act() checks this flag before it flushes updates outside a test renderer.
(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

const fields = {
  q: text(),
  page: pageNumber(),
  sort: sortBy(['createdAt', 'title'], { columnAccessor: 'createdAt', direction: 'desc' }),
};

let list: ListStateControls<typeof fields>;
let root: Root;
let router: ReturnType<typeof createMemoryRouter>;

function List() {
  list = useListState(fields);
  return null;
}

/** The page a row leads to; its loader answers when the test says so. */
let openRow: () => void = () => undefined;
const rowLoader = () =>
  new Promise<null>((resolve) => {
    openRow = () => resolve(null);
  });

async function open(address: string) {
  router = createMemoryRouter(
    [
      { path: '/list', element: <List /> },
      { path: '/row', loader: rowLoader, element: null },
    ],
    { initialEntries: [address] },
  );
  root = createRoot(document.createElement('div'));
  await act(async () => root.render(<RouterProvider router={router} />));
}

const search = () => router.state.location.search;
const run = (change: () => unknown) => act(async () => void change());

beforeEach(() => vi.useFakeTimers());
afterEach(() => {
  act(() => root.unmount());
  vi.useRealTimers();
});

describe('useListState', () => {
  it('starts from the address', async () => {
    await open('/list?q=react&page=3&tab=stats');
    expect(list.values).toEqual({
      q: 'react',
      page: 3,
      sort: { columnAccessor: 'createdAt', direction: 'desc' },
    });
    expect(list.applied).toEqual(list.values);
  });

  it('shows typed text at once and writes it after the pause, replacing the entry, on the first page', async () => {
    await open('/list?page=3&tab=stats');
    await run(() => list.set({ q: 'r' }));
    await run(() => list.set({ q: 're' }));
    expect(list.values.q).toBe('re');
    expect(list.applied.q).toBe('');
    expect(search()).toBe('?page=3&tab=stats');

    await run(() => vi.advanceTimersByTime(300));
    expect(search()).toBe('?tab=stats&q=re');
    expect(router.state.historyAction).toBe('REPLACE');
    expect(list.applied).toEqual(list.values);
  });

  it('adds a history entry for a page, so back returns to the previous one', async () => {
    await open('/list');
    await run(() => list.set({ page: 2 }));
    expect(search()).toBe('?page=2');
    expect(router.state.historyAction).toBe('PUSH');

    await run(() => router.navigate(-1));
    expect(search()).toBe('');
    expect(list.values.page).toBe(1);
  });

  it('goes back to the first page on a new sort, at once', async () => {
    await open('/list?page=4');
    await run(() => list.set({ sort: { columnAccessor: 'title', direction: 'asc' } }));
    expect(search()).toBe('?sort=title%2Casc');
    expect(list.applied.page).toBe(1);
  });

  it('writes a change that is not typed at once, with the text being typed', async () => {
    await open('/list?page=2');
    await run(() => list.set({ q: 'ja' }));
    await run(() => list.set({ sort: { columnAccessor: 'title', direction: 'desc' } }));
    expect(search()).toBe('?q=ja&sort=title%2Cdesc');
    await run(() => vi.advanceTimersByTime(1000));
    expect(search()).toBe('?q=ja&sort=title%2Cdesc');
  });

  it('does not navigate when nothing changes', async () => {
    await open('/list?page=2');
    const before = router.state.location.key;
    await run(() => list.set({ page: 2, q: '' }));
    expect(router.state.location.key).toBe(before);
  });

  it('follows an address changed by other means, dropping a pause still running', async () => {
    await open('/list?q=a');
    await run(() => list.set({ q: 'ab' }));
    await run(() => router.navigate('/list?q=z'));
    expect(list.values.q).toBe('z');
    await run(() => vi.advanceTimersByTime(1000));
    expect(search()).toBe('?q=z');
  });

  it('lets a click on a row win over a pause still running', async () => {
    await open('/list');
    await run(() => list.set({ q: 'ana' }));
    // The row's page is still loading when the pause ends.
    await run(() => void router.navigate('/row'));
    await run(() => vi.advanceTimersByTime(FILTER_DEBOUNCE_MS));
    await run(() => openRow());
    expect(router.state.location.pathname).toBe('/row');
  });

  it('keeps what another list of the page wrote, even while that navigation is under way', async () => {
    // A page with a tab and a table sharing the address; its loader holds navigations when
    // told, so the tab's write is still under way when the table writes.
    const tabFields = { tab: oneOf(['list', 'stats'], 'list') };
    let tabs: ListStateControls<typeof tabFields> | undefined;
    function Page() {
      tabs = useListState(tabFields);
      list = useListState(fields);
      return null;
    }
    let hold: Promise<null> | null = null;
    let release: () => void = () => undefined;
    router = createMemoryRouter([{ path: '/page', loader: () => hold ?? null, element: <Page /> }], {
      initialEntries: ['/page'],
    });
    root = createRoot(document.createElement('div'));
    await act(async () => root.render(<RouterProvider router={router} />));

    hold = new Promise((resolve) => {
      release = () => resolve(null);
    });
    await run(() => tabs?.set({ tab: 'stats' }));
    expect(search()).toBe('');
    await run(() => list.set({ sort: { columnAccessor: 'title', direction: 'asc' } }));
    await run(() => release());
    expect(search()).toBe('?tab=stats&sort=title%2Casc');
  });
});
