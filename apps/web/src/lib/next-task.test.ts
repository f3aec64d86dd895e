import { afterEach, describe, expect, it, vi } from 'vitest';
import { nextTask } from './next-task';

describe('nextTask', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('resumes in a later task: a time-out queued before it has run, pending promise callbacks too', async () => {
    const seen: string[] = [];
    setTimeout(() => seen.push('earlier task'), 0);
    void Promise.resolve().then(() => seen.push('microtask'));
    await nextTask();
    expect(seen).toEqual(['microtask', 'earlier task']);
  });

  it("uses the browser's scheduler.yield where there is one", async () => {
    const yieldTask = vi.fn(() => Promise.resolve());
    vi.stubGlobal('scheduler', { yield: yieldTask });
    await nextTask();
    expect(yieldTask).toHaveBeenCalledOnce();
  });
});
