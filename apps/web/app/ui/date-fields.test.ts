import { describe, expect, it } from 'vitest';
import { parseTypedDate } from './date-fields';

describe('a typed date', () => {
  it('reads the format shown and the ISO one', () => {
    expect(parseTypedDate('31/12/2026')).toBe('2026-12-31');
    expect(parseTypedDate('1/3/2015')).toBe('2015-03-01');
    expect(parseTypedDate(' 2015-03-01 ')).toBe('2015-03-01');
  });

  it('is no date when half typed or impossible', () => {
    for (const typed of ['31/12', '31/02/2026', '2026-13-01']) {
      expect(parseTypedDate(typed), typed).toBeNull();
    }
  });
});
