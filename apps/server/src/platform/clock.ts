/** The time source; tests pass a fixed or movable one. */
export interface Clock {
  now(): Date;
}

export const systemClock: Clock = { now: () => new Date() };

/** Real time plus an offset that only moves forward: the server keeps running while tests skip ahead. */
export interface ShiftedClock extends Clock {
  advance(ms: number): void;
  readonly offsetMs: number;
}

export function shiftedClock(base: Clock = systemClock): ShiftedClock {
  let offset = 0;
  return {
    now: () => new Date(base.now().getTime() + offset),
    advance(ms) {
      if (!Number.isFinite(ms) || ms < 0) throw new RangeError('the clock only moves forward');
      offset += ms;
    },
    get offsetMs() {
      return offset;
    },
  };
}
