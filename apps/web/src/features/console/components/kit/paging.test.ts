import { describe, expect, it, vi } from 'vitest';
import { CONSOLE_PAGE_SIZE, pageNoOf, pagerOf } from './paging';

describe('paging', () => {
  it('reads ?p= as a page from 1', () => {
    expect(pageNoOf(null)).toBe(1);
    expect(pageNoOf('3')).toBe(3);
    expect(pageNoOf('0')).toBe(1);
    expect(pageNoOf('-2')).toBe(1);
    expect(pageNoOf('x')).toBe(1);
    expect(pageNoOf('2.7')).toBe(2);
  });

  it('turns a paged answer into the pager on the page asked for', () => {
    const onPage = vi.fn();
    expect(pagerOf(2, { totalPages: 5 }, onPage)).toEqual({ page: 2, totalPages: 5, onPage });
    expect(pagerOf(1, undefined, onPage).totalPages).toBe(1);
    expect(CONSOLE_PAGE_SIZE).toBe(20);
  });
});
