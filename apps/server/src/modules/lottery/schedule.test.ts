import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { type GameSchedule, periodAt, periodsDrawnBetween, periodsFrom } from './schedule.ts';

const fast = (intervalSeconds: number, gmtOffsetMinutes = 480, closeSeconds = 10): GameSchedule => ({
  intervalSeconds,
  drawTime: null,
  closeSeconds,
  gmtOffsetMinutes,
});

describe('lottery schedule', () => {
  it('numbers a fast game’s draws from local midnight, the midnight draw ending the day', () => {
    // 2026-11-27 00:00 at GMT+8 is 2026-11-26 16:00 UTC.
    const [first, second] = periodsFrom(fast(60), new Date('2026-11-26T16:00:00Z'), 2);
    expect(first).toEqual({
      numero: '20261127-0001',
      opensAt: new Date('2026-11-26T15:59:50Z'),
      closesAt: new Date('2026-11-26T16:00:50Z'),
      drawsAt: new Date('2026-11-26T16:01:00Z'),
    });
    expect(second?.numero).toBe('20261127-0002');
    const last = periodAt(fast(300), new Date('2026-11-27T15:58:00Z'));
    expect(last.numero).toBe('20261127-0288');
    expect(last.drawsAt).toEqual(new Date('2026-11-27T16:00:00Z'));
  });

  it('takes bets on the next period once the current one closed', () => {
    const closed = periodAt(fast(60), new Date('2026-11-26T16:00:55Z'));
    expect(closed.numero).toBe('20261127-0002');
    expect(closed.opensAt).toEqual(new Date('2026-11-26T16:00:50Z'));
  });

  it('draws a daily game once at its local time', () => {
    const daily: GameSchedule = { intervalSeconds: null, drawTime: '18:30', closeSeconds: 900, gmtOffsetMinutes: 420 };
    const period = periodAt(daily, new Date('2026-11-27T11:00:00Z'));
    expect(period).toEqual({
      numero: '20261127-0001',
      opensAt: new Date('2026-11-26T11:15:00Z'),
      closesAt: new Date('2026-11-27T11:15:00Z'),
      drawsAt: new Date('2026-11-27T11:30:00Z'),
    });
    expect(periodAt(daily, new Date('2026-11-27T11:20:00Z')).numero).toBe('20261128-0001');
  });

  it('chains periods without gaps or repeats for any interval, offset and moment', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(60, 180, 300, 420, 600),
        fc.integer({ min: -720, max: 840 }),
        fc.integer({ min: 0, max: 50 }),
        fc.date({ min: new Date('2020-01-01'), max: new Date('2035-01-01'), noInvalidDate: true }),
        (interval, offset, close, now) => {
          const schedule = fast(interval, offset, close);
          const periods = periodsFrom(schedule, now, 30);
          const current = periods[0];
          expect(current && current.opensAt <= now && now < current.closesAt).toBe(true);
          for (let i = 1; i < periods.length; i += 1) {
            const [before, after] = [periods[i - 1], periods[i]];
            if (!before || !after) throw new Error('missing period');
            expect(after.opensAt).toEqual(before.closesAt);
            expect(after.numero > before.numero).toBe(true);
            expect(after.drawsAt.getTime() - after.closesAt.getTime()).toBe(close * 1000);
          }
        },
      ),
    );
  });

  it('lists every draw missed while the server was down, once', () => {
    const missed = periodsDrawnBetween(fast(180), new Date('2026-11-27T01:00:00Z'), new Date('2026-11-27T02:00:00Z'));
    expect(missed).toHaveLength(20);
    expect(new Set(missed.map((p) => p.numero)).size).toBe(20);
    expect(missed.at(-1)?.drawsAt).toEqual(new Date('2026-11-27T02:00:00Z'));
  });
});
