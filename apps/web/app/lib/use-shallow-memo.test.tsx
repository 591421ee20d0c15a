import { act } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { useShallowMemo } from './use-shallow-memo';

// React's act() checks this flag before it flushes updates outside a test renderer.
(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

const seen: object[] = [];
let root: Root;

function Probe({ name, onSave }: { name: string; onSave: () => void }) {
  seen.push(useShallowMemo({ name, onSave }));
  return null;
}

beforeEach(() => {
  seen.length = 0;
  root = createRoot(document.createElement('div'));
});
afterEach(() => act(() => root.unmount()));

describe('useShallowMemo', () => {
  it('keeps the object while every field is the same, and makes a new one when one changes', () => {
    const onSave = () => undefined;
    act(() => root.render(<Probe name="Ana" onSave={onSave} />));
    act(() => root.render(<Probe name="Ana" onSave={onSave} />));
    expect(seen[1]).toBe(seen[0]);
    act(() => root.render(<Probe name="Eva" onSave={onSave} />));
    expect(seen[2]).not.toBe(seen[1]);
    expect(seen[2]).toEqual({ name: 'Eva', onSave });
    act(() => root.render(<Probe name="Eva" onSave={() => undefined} />));
    expect(seen[3]).not.toBe(seen[2]);
  });
});
