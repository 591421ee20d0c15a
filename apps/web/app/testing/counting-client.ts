/**
 * A fake API client that answers the calls a test gives and counts every call a screen makes,
 * those it was not given included (they answer an empty page): so a test can say which
 * requests a screen makes, e.g. that a list makes none per row. Only `*.test.tsx` import it.
 */
import type { Scope } from '@catedra/contract';
import type { ReactNode } from 'react';
import { onTestFinished, vi } from 'vitest';
import { byTestId, renderScreen, settle, waitFor } from './render-screen';

type Answers = Record<string, (...args: never[]) => unknown>;

const pageOf = (content: unknown[]) => ({
  content,
  page: { number: 0, size: 20, totalElements: content.length, totalPages: content.length ? 1 : 0 },
});

export function countingClient(answers: Answers) {
  const calls: string[] = [];
  const client = new Proxy({} as Record<string, ReturnType<typeof vi.fn>>, {
    get(made, operation) {
      if (typeof operation !== 'string' || operation === 'then') return undefined;
      made[operation] ??= vi.fn(async (...args: never[]) => {
        calls.push(operation);
        const answer = answers[operation];
        return answer ? answer(...args) : pageOf([]);
      });
      return made[operation];
    },
  });
  return { client, calls };
}

/** A test id of a kind (1, 2, 3…) and a number: a valid UUID v7. */
export const idOf = (kind: number, index: number) =>
  `0190c0de-0000-7000-8000-${String(kind * 1000 + index).padStart(12, '0')}`;

/**
 * Renders a list screen whose list call answers `rows` (one page) and its other calls
 * `answers` (an empty page when not given), waits until its table shows
 * `lastRowText` and the requests the rows could cause have settled, and answers every call made
 * (in order) and the table's text. The screen is unmounted when the test finishes.
 */
export async function renderListCountingCalls(options: {
  element: ReactNode;
  scopes: Scope[];
  listOperation: string;
  rows: unknown[];
  tableTestId: string;
  lastRowText: string;
  /** What the screen's other calls answer (by operation id). */
  answers?: Answers;
}): Promise<{ calls: string[]; tableText: string }> {
  const { client, calls } = countingClient({
    ...options.answers,
    [options.listOperation]: () => pageOf(options.rows),
  });
  const screen = await renderScreen(options.element, { client, scopes: options.scopes });
  onTestFinished(() => screen.unmount());
  const table = () => byTestId(options.tableTestId)[0]?.textContent ?? '';
  await waitFor(() => table().includes(options.lastRowText));
  await settle(200);
  return { calls, tableText: table() };
}
