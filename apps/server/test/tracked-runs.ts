/**
 * fast-check's `interruptAfterTimeLimit` stops waiting for a run but cannot stop it: on a busy machine the run it cut
 * off goes on writing rows while the next test counts them. Wrap the property's predicate and await `settled()` after
 * `fc.assert` (in a `finally`), so a test ends only once every run it started has ended.
 */
export function trackedRuns<A extends unknown[], R>(predicate: (...args: A) => Promise<R>) {
  const running = new Set<Promise<void>>();
  return {
    predicate: (...args: A): Promise<R> => {
      const run = predicate(...args);
      const ended: Promise<void> = run.then(
        () => {},
        () => {},
      );
      running.add(ended);
      void ended.then(() => running.delete(ended));
      return run;
    },
    async settled() {
      while (running.size > 0) await Promise.all(running);
    },
  };
}
