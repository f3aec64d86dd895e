import { describe, expect, it } from 'vitest';
import { ANNOUNCEMENT_PAGE_SIZE, pageCount, pageItems, pageOf } from './paging';

const items = Array.from({ length: 20 }, (_, i) => i);

describe('announcement pages of 9', () => {
  it('cuts the list into pages of 9', () => {
    expect(ANNOUNCEMENT_PAGE_SIZE).toBe(9);
    expect(pageCount(20)).toBe(3);
    expect(pageCount(9)).toBe(1);
    expect(pageCount(10)).toBe(2);
    expect(pageCount(0)).toBe(1);
    expect(pageItems(items, 1)).toEqual([0, 1, 2, 3, 4, 5, 6, 7, 8]);
    expect(pageItems(items, 2)).toEqual([9, 10, 11, 12, 13, 14, 15, 16, 17]);
    expect(pageItems(items, 3)).toEqual([18, 19]);
  });

  it('clamps pages outside the list', () => {
    expect(pageItems(items, 0)).toEqual(pageItems(items, 1));
    expect(pageItems(items, 7)).toEqual([18, 19]);
  });

  it('finds the page of an item (the notice chosen on the marquee)', () => {
    expect(pageOf(0)).toBe(1);
    expect(pageOf(8)).toBe(1);
    expect(pageOf(9)).toBe(2);
    expect(pageOf(19)).toBe(3);
  });
});
