import { describe, expect, it, vi } from 'vitest';
import { ApiError } from '@/lib/api';
import { classifyHouseError, type RoundRequest, RoundRunner } from './round-runner';

const keys = () => {
  let n = 0;
  return () => `key-${++n}`;
};

/** A send whose answers the test releases by hand. */
function deferredSend() {
  const calls: { request: RoundRequest; resolve: (v: string) => void; reject: (e: unknown) => void }[] = [];
  const send = vi.fn(
    (request: RoundRequest) =>
      new Promise<string>((resolve, reject) => {
        calls.push({ request, resolve, reject });
      }),
  );
  return { send, calls };
}

describe('classifyHouseError', () => {
  it('sorts failures into what the player can do next', () => {
    expect(classifyHouseError(new ApiError('service.unavailable', 'x', 0))).toBe('network');
    expect(classifyHouseError(new ApiError('system.busy', 'x', 503))).toBe('network');
    expect(classifyHouseError(new ApiError('rate.limited', 'x', 429))).toBe('network');
    expect(classifyHouseError(new TypeError('Failed to fetch'))).toBe('network');
    expect(classifyHouseError(new ApiError('balance.insufficient', 'x', 400))).toBe('insufficient');
    expect(classifyHouseError(new ApiError('house.token.expired', 'x', 401))).toBe('expired');
    expect(classifyHouseError(new ApiError('house.session.invalid', 'x', 403))).toBe('expired');
    expect(classifyHouseError(new ApiError('house.stake.invalid', 'x', 400))).toBe('refused');
  });
});

describe('RoundRunner', () => {
  it('sends one request per press and ignores presses while one is in flight', async () => {
    const { send, calls } = deferredSend();
    const runner = new RoundRunner(send, keys());
    const first = runner.press(1);
    expect(runner.busy).toBe(true);
    expect(await runner.press(1)).toBeNull();
    expect(await runner.press(5)).toBeNull();
    expect(send).toHaveBeenCalledTimes(1);
    calls[0]?.resolve('round');
    expect(await first).toEqual({ ok: true, value: 'round', request: { roundKey: 'key-1', stake: 1 } });
    expect(runner.busy).toBe(false);
  });

  it('makes a new key for each new round', async () => {
    const send = vi.fn(async (r: RoundRequest) => r.roundKey);
    const runner = new RoundRunner(send, keys());
    await runner.press(1);
    await runner.press(2);
    expect(send.mock.calls.map(([r]) => r)).toEqual([
      { roundKey: 'key-1', stake: 1 },
      { roundKey: 'key-2', stake: 2 },
    ]);
  });

  it('retries a round whose answer was lost with the same key and stake, whatever stake is asked next', async () => {
    const send = vi
      .fn<(r: RoundRequest) => Promise<string>>()
      .mockRejectedValueOnce(new ApiError('service.unavailable', 'offline', 0))
      .mockRejectedValueOnce(new ApiError('system.busy', 'down', 502))
      .mockResolvedValueOnce('played');
    const runner = new RoundRunner(send, keys());
    const lost = await runner.press(2);
    expect(lost).toMatchObject({ ok: false, kind: 'network' });
    expect(runner.pending).toEqual({ roundKey: 'key-1', stake: 2 });
    expect(await runner.press(10)).toMatchObject({ ok: false, kind: 'network' });
    expect(await runner.press(10)).toMatchObject({
      ok: true,
      value: 'played',
      request: { roundKey: 'key-1', stake: 2 },
    });
    expect(runner.pending).toBeNull();
    expect(send.mock.calls.map(([r]) => r.roundKey)).toEqual(['key-1', 'key-1', 'key-1']);
  });

  it('forgets a refused round: the next press is a new round', async () => {
    const send = vi
      .fn<(r: RoundRequest) => Promise<string>>()
      .mockRejectedValueOnce(new ApiError('balance.insufficient', 'no money', 400))
      .mockResolvedValueOnce('played');
    const runner = new RoundRunner(send, keys());
    expect(await runner.press(100)).toMatchObject({ ok: false, kind: 'insufficient' });
    expect(runner.pending).toBeNull();
    expect(await runner.press(1)).toMatchObject({ ok: true, request: { roundKey: 'key-2', stake: 1 } });
  });
});
