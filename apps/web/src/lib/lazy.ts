import { limits } from '@lotus/contract';
import { type ComponentType, lazy } from 'react';
import { loadFullCatalogue } from './i18n';

/** A script or style chunk that failed or took longer than `limits.chunkLoadTimeoutMs` (spec §8). */
export class ChunkLoadError extends Error {
  override readonly name = 'ChunkLoadError';
  readonly reason: 'timeout' | 'failed';
  constructor(reason: 'timeout' | 'failed', options?: { cause?: unknown }) {
    super(reason === 'timeout' ? 'Loading chunk timed out' : 'Loading chunk failed', options);
    this.reason = reason;
  }
}

// Browsers word a failed dynamic import differently; Vite's preload helper adds its own wording.
const DYNAMIC_IMPORT_FAILURE =
  /dynamically imported module|Importing a module script failed|error loading dynamically|Unable to preload CSS|Failed to fetch/i;

export function isChunkLoadError(error: unknown): error is Error {
  if (error instanceof ChunkLoadError) return true;
  return error instanceof Error && (error.name === 'ChunkLoadError' || DYNAMIC_IMPORT_FAILURE.test(error.message));
}

export const chunkErrorReason = (error: unknown): 'timeout' | 'failed' =>
  error instanceof ChunkLoadError ? error.reason : 'failed';

/** Waits for a chunk, failing with a `ChunkLoadError` when it breaks or exceeds the time-out. */
function withTimeout<T>(loading: Promise<T>, timeoutMs: number): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const timer = setTimeout(() => reject(new ChunkLoadError('timeout')), timeoutMs);
    loading.then(
      (module) => {
        clearTimeout(timer);
        resolve(module);
      },
      (cause: unknown) => {
        clearTimeout(timer);
        reject(new ChunkLoadError('failed', { cause }));
      },
    );
  });
}

/**
 * Loads a chunk together with the texts past the first view (`loadFullCatalogue`), failing with a `ChunkLoadError`
 * when either breaks or exceeds the time-out.
 */
export function loadChunk<T>(load: () => Promise<T>, timeoutMs: number = limits.chunkLoadTimeoutMs): Promise<T> {
  return withTimeout(
    Promise.all([load(), loadFullCatalogue()]).then(([module]) => module),
    timeoutMs,
  );
}

/** A chunk of the home page's first view (its page and layout), whose texts the start-up bundle carries. */
export function loadFirstViewChunk<T>(
  load: () => Promise<T>,
  timeoutMs: number = limits.chunkLoadTimeoutMs,
): Promise<T> {
  return withTimeout(load(), timeoutMs);
}

/**
 * `React.lazy` with the chunk time-out, for components that load on demand (dialogs, heavy widgets). `firstView`: a
 * part of the home page's first view (its texts are in the start-up bundle), which need not wait for the rest.
 */
export function lazyComponent<P extends object>(
  load: () => Promise<ComponentType<P>>,
  { firstView = false }: { firstView?: boolean } = {},
) {
  const loadIt = firstView ? loadFirstViewChunk : loadChunk;
  return lazy(() => loadIt(load).then((Component) => ({ default: Component })));
}
