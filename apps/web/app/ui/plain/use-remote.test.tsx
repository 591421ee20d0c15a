import { act } from 'react';
import { createRoot } from 'react-dom/client';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { type Remote, useRemote } from './use-remote';

type Load = (key: string) => Promise<string>;

/** Renders the hook for `key` and answers what it shows after each change. */
function harness(load: Load, initialData: string | null) {
  const container = document.createElement('div');
  const root = createRoot(container);
  let latest: Remote<string> | undefined;
  function Probe({ at }: { at: string }) {
    latest = useRemote({ key: at, load: () => load(at), initialKey: 'first', initialData });
    return null;
  }
  return {
    show: async (at: string) => {
      await act(async () => root.render(<Probe at={at} />));
      return latest!;
    },
    unmount: () => act(() => root.unmount()),
  };
}

describe('useRemote', () => {
  const cleanups: (() => void)[] = [];
  afterEach(() => {
    for (const cleanup of cleanups.splice(0)) cleanup();
  });

  it('shows the loader data at once, without asking', async () => {
    const load = vi.fn<Load>();
    const view = harness(load, 'server page');
    cleanups.push(view.unmount);
    expect(await view.show('first')).toMatchObject({ data: 'server page', pending: false, error: null });
    expect(load).not.toHaveBeenCalled();
  });

  it('asks for another key, keeps the answers and shows the last one while asking', async () => {
    let answer!: (value: string) => void;
    const load = vi.fn<Load>(() => new Promise((resolve) => (answer = resolve)));
    const view = harness(load, 'server page');
    cleanups.push(view.unmount);
    await view.show('first');
    expect(await view.show('second')).toMatchObject({ data: 'server page', pending: true });
    await act(async () => answer('second page'));
    expect(await view.show('second')).toMatchObject({ data: 'second page', pending: false });
    expect(await view.show('first')).toMatchObject({ data: 'server page', pending: false });
    expect(await view.show('second')).toMatchObject({ data: 'second page' });
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('reports a failure and asks again on retry', async () => {
    const load = vi.fn<Load>().mockRejectedValueOnce(new Error('down')).mockResolvedValueOnce('answer');
    const view = harness(load, null);
    cleanups.push(view.unmount);
    const failed = await view.show('first');
    expect(failed.error).toBeInstanceOf(Error);
    await act(async () => failed.retry());
    expect(await view.show('first')).toMatchObject({ data: 'answer', error: null, pending: false });
  });
});
