import { describe, expect, it } from 'vitest';
import { changedFields } from './audited-change.ts';

describe('changedFields', () => {
  it('names only the fields whose values differ, with both values', () => {
    expect(changedFields({ a: 1, b: 'x', c: null }, { a: 1, b: 'y', c: 0 })).toEqual({
      b: { from: 'x', to: 'y' },
      c: { from: null, to: 0 },
    });
  });

  it('does not count the key order of an object as a change (jsonb answers keys in its own order)', () => {
    expect(changedFields({ title: { CN: '公告', EN: 'Notice' } }, { title: { EN: 'Notice', CN: '公告' } })).toEqual({});
  });

  it('counts a new order of a list as a change', () => {
    expect(changedFields({ ids: [1, 2] }, { ids: [2, 1] })).toEqual({ ids: { from: [1, 2], to: [2, 1] } });
  });
});
