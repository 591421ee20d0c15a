/**
 * A fake API client that answers the calls a test gives and counts every call a screen makes,
 * those it was not given included (they answer an empty page): so a test can say which
 * requests a screen makes, e.g. that a list makes none per row. Only `*.test.tsx` import it.
 */
import { vi } from 'vitest';

type Answers = Record<string, (...args: never[]) => unknown>;

export function countingClient(answers: Answers) {
  const calls: string[] = [];
  const emptyPage = { content: [], page: { number: 0, size: 20, totalElements: 0, totalPages: 0 } };
  const client = new Proxy({} as Record<string, ReturnType<typeof vi.fn>>, {
    get(made, operation) {
      if (typeof operation !== 'string' || operation === 'then') return undefined;
      made[operation] ??= vi.fn(async (...args: never[]) => {
        calls.push(operation);
        const answer = answers[operation];
        return answer ? answer(...args) : emptyPage;
      });
      return made[operation];
    },
  });
  return { client, calls };
}
