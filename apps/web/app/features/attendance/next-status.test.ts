import { describe, expect, it } from 'vitest';
import { nextStatus } from './next-status';

describe('nextStatus', () => {
  it('cycles unmarked → PRESENT → LATE → ABSENT → EXCUSED → unmarked', () => {
    const seen: (string | null)[] = [];
    let status = nextStatus(null);
    for (let step = 0; step < 5; step += 1) {
      seen.push(status);
      status = nextStatus(status);
    }
    expect(seen).toEqual(['PRESENT', 'LATE', 'ABSENT', 'EXCUSED', null]);
  });
});
