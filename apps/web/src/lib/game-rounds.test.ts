import { afterEach, describe, expect, it, vi } from 'vitest';
import { announceRound, followGameRounds, RoundsInProgress } from './game-rounds';

const message = (data: unknown, origin = window.location.origin) => new MessageEvent('message', { data, origin });

describe('game rounds framed in the page', () => {
  afterEach(() => vi.useRealTimers());

  it('follows the rounds its frames announce, and tells when the last one ends', () => {
    const rounds = new RoundsInProgress();
    const idle = vi.fn();
    rounds.onIdle(idle);
    const stop = followGameRounds(rounds);
    window.dispatchEvent(message({ type: 'lotus:game-round', round: 'a', phase: 'start' }));
    window.dispatchEvent(message({ type: 'lotus:game-round', round: 'b', phase: 'start' }));
    expect(rounds.active).toBe(true);
    window.dispatchEvent(message({ type: 'lotus:game-round', round: 'a', phase: 'end' }));
    expect(idle).not.toHaveBeenCalled();
    window.dispatchEvent(message({ type: 'lotus:game-round', round: 'b', phase: 'end' }));
    expect(rounds.active).toBe(false);
    expect(idle).toHaveBeenCalledTimes(1);
    stop();
  });

  it('ignores other origins and other messages', () => {
    const rounds = new RoundsInProgress();
    const stop = followGameRounds(rounds);
    window.dispatchEvent(message({ type: 'lotus:game-round', round: 'a', phase: 'start' }, 'https://vendor.example'));
    window.dispatchEvent(message({ type: 'lotus:game-round', round: 7, phase: 'start' }));
    window.dispatchEvent(message({ type: 'other', round: 'a', phase: 'start' }));
    window.dispatchEvent(message('lotus:game-round'));
    expect(rounds.active).toBe(false);
    stop();
  });

  it('lets a round go that never says it ended (its frame was closed)', () => {
    vi.useFakeTimers();
    const rounds = new RoundsInProgress(1_000);
    const idle = vi.fn();
    rounds.onIdle(idle);
    rounds.start('a');
    vi.advanceTimersByTime(999);
    expect(rounds.active).toBe(true);
    vi.advanceTimersByTime(1);
    expect(rounds.active).toBe(false);
    expect(idle).toHaveBeenCalledTimes(1);
  });

  it('tells only a page that frames the game', () => {
    const parent = { postMessage: vi.fn() };
    const framed = { parent, location: { origin: 'https://site.example' } } as unknown as Window;
    announceRound('a', 'start', framed);
    expect(parent.postMessage).toHaveBeenCalledWith(
      { type: 'lotus:game-round', round: 'a', phase: 'start' },
      'https://site.example',
    );
    const alone = { location: { origin: 'https://site.example' } } as unknown as Window & { parent: Window };
    alone.parent = alone;
    expect(() => announceRound('a', 'start', alone)).not.toThrow();
  });
});
