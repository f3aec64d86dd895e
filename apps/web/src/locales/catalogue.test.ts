import { describe, expect, it } from 'vitest';
import { en } from './en';
import { enFirstView } from './en-first-view';
import { enMore } from './en-more';
import { zh } from './zh';

const leaves = (node: object, prefix = ''): [string, string][] =>
  Object.entries(node).flatMap(([key, value]) =>
    typeof value === 'string' ? [[`${prefix}${key}`, value]] : leaves(value as object, `${prefix}${key}.`),
  );

describe('message catalogues', () => {
  it('Chinese has exactly the English keys', () => {
    const keys = (node: object) =>
      leaves(node)
        .map(([k]) => k)
        .sort();
    expect(keys(zh)).toEqual(keys(en));
  });

  it('splits English in two parts without a namespace in both', () => {
    const shared = Object.keys(enFirstView).filter((ns) => ns in enMore);
    expect(shared).toEqual([]);
    expect(Object.keys(en).sort()).toEqual([...Object.keys(enFirstView), ...Object.keys(enMore)].sort());
  });

  it('keeps the same interpolation placeholders in both languages', () => {
    const zhByKey = new Map(leaves(zh));
    for (const [key, text] of leaves(en)) {
      const vars = (s: string) => [...s.matchAll(/{{(\w+)}}/g)].map((m) => m[1]).sort();
      expect(vars(zhByKey.get(key) ?? ''), key).toEqual(vars(text));
    }
  });

  it('keeps the spec §8 texts word for word', () => {
    expect(en.errors.network).toBe('Network link is abnormal, please try again');
    expect(en.errors.chunkTimeout).toBe('The page took longer time to load, please check your network connectivity');
    expect(en.system.region.title).toBe('Access restricted');
  });
});
