interface YieldingScheduler {
  yield(): Promise<void>;
}

/**
 * Ends the current task and goes on in a new one, so the browser can paint or answer a tap in between: work split this
 * way never makes one long task on a slow phone. `scheduler.yield` resumes ahead of other queued tasks where the
 * browser has it; elsewhere a message to a channel does, which (unlike a zero time-out) a hidden tab does not hold
 * back for a second.
 */
export function nextTask(): Promise<void> {
  const scheduler = (globalThis as { scheduler?: Partial<YieldingScheduler> }).scheduler;
  if (typeof scheduler?.yield === 'function') return scheduler.yield();
  return new Promise((resolve) => {
    const channel = new MessageChannel();
    channel.port1.onmessage = () => {
      channel.port1.close();
      resolve();
    };
    channel.port2.postMessage(null);
  });
}
