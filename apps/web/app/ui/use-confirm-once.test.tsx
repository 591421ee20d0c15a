import { act } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useConfirmOnce } from './use-confirm-once';

// React's act() checks this flag before it flushes updates outside a test renderer.
(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

let controls: ReturnType<typeof useConfirmOnce>;
let root: Root;

function Probe({ action, loading }: { action: () => unknown; loading?: boolean }) {
  controls = useConfirmOnce(action, true, loading);
  return null;
}

beforeEach(() => {
  root = createRoot(document.createElement('div'));
});
afterEach(() => act(() => root.unmount()));

describe('confirming once', () => {
  it('runs a double click once and is pending until the action settles', async () => {
    let settle: () => void = () => undefined;
    const action = vi.fn(() => new Promise<void>((resolve) => (settle = resolve)));
    act(() => root.render(<Probe action={action} />));
    await act(async () => {
      void controls.confirm();
      void controls.confirm();
    });
    expect(action).toHaveBeenCalledTimes(1);
    expect(controls.pending).toBe(true);
    await act(async () => settle());
    expect(controls.pending).toBe(false);
    await act(async () => void controls.confirm());
    expect(action).toHaveBeenCalledTimes(2);
  });

  it('opens again when the caller’s loading ends (a failed mutation may be retried)', async () => {
    const action = vi.fn();
    act(() => root.render(<Probe action={action} loading={false} />));
    await act(async () => {
      void controls.confirm();
      void controls.confirm();
    });
    expect(action).toHaveBeenCalledTimes(1);
    act(() => root.render(<Probe action={action} loading />));
    act(() => root.render(<Probe action={action} loading={false} />));
    expect(controls.pending).toBe(false);
    await act(async () => void controls.confirm());
    expect(action).toHaveBeenCalledTimes(2);
  });
});
