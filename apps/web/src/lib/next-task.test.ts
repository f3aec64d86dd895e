import { afterEach, describe, expect, it, vi } from 'vitest';
import { nextTask } from './next-task';

describe('nextTask', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('resumes in a new task: every promise callback queued before it, and those they queue, have run', async () => {
    let depth = 0;
    const spin = () => {
      if (++depth < 50) queueMicrotask(spin);
    };
    queueMicrotask(spin);
    await nextTask();
    expect(depth).toBe(50);
  });

  it('resumes while time-outs are faked, so requests go out under fake timers too', async () => {
    vi.useFakeTimers();
    try {
      await nextTask();
    } finally {
      vi.useRealTimers();
    }
  });

  it("uses the browser's scheduler.yield where there is one", async () => {
    const yieldTask = vi.fn(() => Promise.resolve());
    vi.stubGlobal('scheduler', { yield: yieldTask });
    await nextTask();
    expect(yieldTask).toHaveBeenCalledOnce();
  });
});
