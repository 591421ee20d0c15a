import { describe, expect, it } from 'vitest';
import { pageItems } from './blocks';

describe('pageItems', () => {
  it('lists every page of a short list', () => {
    expect(pageItems(1, 3)).toEqual([1, 2, 3]);
  });

  it('keeps the first, the last and the current page with its neighbours, gaps between', () => {
    expect(pageItems(5, 10)).toEqual([1, 'gap', 4, 5, 6, 'gap', 10]);
    expect(pageItems(1, 10)).toEqual([1, 2, 'gap', 10]);
    expect(pageItems(10, 10)).toEqual([1, 'gap', 9, 10]);
  });

  it('puts no gap where no page is missing', () => {
    expect(pageItems(3, 5)).toEqual([1, 2, 3, 4, 5]);
  });
});
