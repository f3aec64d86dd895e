import { afterEach, describe, expect, it, vi } from 'vitest';
import { ChunkLoadError, chunkErrorReason, isChunkLoadError, loadChunk } from './lazy';

describe('chunk loading', () => {
  afterEach(() => vi.useRealTimers());

  it('fails with a timeout ChunkLoadError when a chunk takes longer than the limit', async () => {
    vi.useFakeTimers();
    const pending = loadChunk(() => new Promise(() => {}), 120_000);
    const assertion = expect(pending).rejects.toMatchObject({ name: 'ChunkLoadError', reason: 'timeout' });
    await vi.advanceTimersByTimeAsync(120_000);
    await assertion;
  });

  it('wraps an import failure as a failed ChunkLoadError', async () => {
    const error = await loadChunk(() =>
      Promise.reject(new TypeError('Failed to fetch dynamically imported module')),
    ).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ChunkLoadError);
    expect(chunkErrorReason(error)).toBe('failed');
  });

  it('recognises the browsers’ own dynamic import errors', () => {
    expect(isChunkLoadError(new TypeError('Failed to fetch dynamically imported module: /assets/x.js'))).toBe(true);
    expect(isChunkLoadError(new TypeError('Importing a module script failed.'))).toBe(true);
    expect(isChunkLoadError(new Error('Cannot read properties of undefined'))).toBe(false);
  });
});
