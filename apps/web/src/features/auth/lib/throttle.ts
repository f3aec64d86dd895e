/**
 * Lets an action through at most once per `intervalMs` (spec §9: captcha refresh and SMS requests once a second).
 * Returns whether this call may run.
 */
export function createThrottle(intervalMs: number, now: () => number = Date.now) {
  let last = Number.NEGATIVE_INFINITY;
  return (): boolean => {
    const t = now();
    if (t - last < intervalMs) return false;
    last = t;
    return true;
  };
}
