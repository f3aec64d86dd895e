import { describe, expect, it, vi } from 'vitest';
import type { MerchantConfig } from './merchant-config.ts';
import { MerchantDirectory, type MerchantSource } from './merchant-directory.ts';

const merchant = (code: string, version = 1) => ({ code, version }) as unknown as MerchantConfig;

function setup() {
  let now = 0;
  let version = 1;
  const source = {
    byCode: vi.fn(async (code: string) => (code === 'LOTUS' ? merchant(code, version) : null)),
    codeForDomain: vi.fn(async (domain: string) => (domain === 'localhost' ? 'LOTUS' : null)),
  } satisfies MerchantSource;
  const directory = new MerchantDirectory(source, 5000, () => now);
  return {
    source,
    directory,
    advance: (ms: number) => {
      now += ms;
    },
    bump: () => {
      version++;
    },
  };
}

describe('MerchantDirectory', () => {
  it('loads a merchant once within the cache lifetime, again after it', async () => {
    const { source, directory, advance } = setup();
    await directory.get('LOTUS');
    await directory.get('LOTUS');
    expect(source.byCode).toHaveBeenCalledTimes(1);
    advance(5001);
    await directory.get('LOTUS');
    expect(source.byCode).toHaveBeenCalledTimes(2);
  });

  it('remembers unknown codes briefly too', async () => {
    const { source, directory } = setup();
    expect(await directory.get('NOPE')).toBeNull();
    expect(await directory.get('NOPE')).toBeNull();
    expect(source.byCode).toHaveBeenCalledTimes(1);
  });

  it('invalidate drops the copy and tells the publishers', async () => {
    const { directory, bump } = setup();
    const published: string[] = [];
    const remove = directory.addPublisher((code) => published.push(code));
    expect(await directory.get('LOTUS')).toMatchObject({ version: 1 });
    bump();
    directory.invalidate('LOTUS');
    expect(await directory.get('LOTUS')).toMatchObject({ version: 2 });
    expect(published).toEqual(['LOTUS']);
    remove();
    directory.invalidate('LOTUS');
    expect(published).toEqual(['LOTUS']);
  });

  it('does not remember a failed load', async () => {
    const { source, directory } = setup();
    source.byCode.mockRejectedValueOnce(new Error('database down'));
    await expect(directory.get('LOTUS')).rejects.toThrow('database down');
    expect(await directory.get('LOTUS')).toMatchObject({ code: 'LOTUS' });
  });

  it('maps domains case-insensitively', async () => {
    const { directory } = setup();
    expect(await directory.codeForDomain('LocalHost')).toBe('LOTUS');
    expect(await directory.codeForDomain('example.com')).toBeNull();
  });

  it('stays bounded however many codes are asked for', async () => {
    const { source, directory } = setup();
    for (let i = 0; i < 1500; i++) await directory.get(`X${i}`);
    await directory.get('X0');
    // X0 was evicted long ago, so it is loaded again.
    expect(source.byCode).toHaveBeenCalledTimes(1501);
  });
});
