import type { HousePlayResult, HouseSession } from '@lotus/contract';
import { act, renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fail, mockFetch, ok } from '@/test/fetch-mock';
import { useHouseGame } from './use-house-game';

const session: HouseSession = {
  game: { code: 'lotus-wheel', name: 'Lotus Wheel', minStake: 1, maxStake: 100, stakes: [1, 2, 5] },
  freePlay: false,
  balance: 100,
  currency: 'CNY',
  fairness: { serverSeedHash: 'h1', clientSeed: 'c1', nonce: 4 },
  jackpot: 500,
};

const played = (stake: number, payout: number, balance: number): HousePlayResult => ({
  round: {
    id: 9,
    gameCode: 'lotus-wheel',
    nonce: 4,
    clientSeed: 'c1',
    serverSeedHash: 'h1',
    serverSeed: null,
    stake,
    payout,
    outcome: { game: 'lotus-wheel', segment: 3, label: '×5', multiplier: 5, jackpot: false },
    createdAt: 0,
  },
  balance,
  fairness: { serverSeedHash: 'h1', clientSeed: 'c1', nonce: 5 },
  jackpot: 500.02,
});

afterEach(() => vi.unstubAllGlobals());

describe('useHouseGame', () => {
  it('takes the stake at once and shows the win, the new balance and the round only when the game has shown it', async () => {
    const fetchMock = mockFetch({ '/house/v1/play': ok(played(2, 10, 108)) });
    const { result } = renderHook(() => useHouseGame('launch-token', session));
    act(() => result.current.setStake(2));
    await act(() => result.current.play());

    const body = JSON.parse(String(fetchMock.mock.calls[0]?.[1]?.body));
    expect(body).toEqual({ token: 'launch-token', stake: 2, roundKey: expect.stringMatching(/^[0-9a-f-]{36}$/) });
    // The launch token is the only credential: never the member's session.
    expect(new Headers(fetchMock.mock.calls[0]?.[1]?.headers).get('Authorization')).toBeNull();
    expect(result.current.presenting).toBe(true);
    expect(result.current.balance).toBe(98);
    expect(result.current.lastWin).toBeNull();
    expect(result.current.rounds).toEqual([]);
    expect(result.current.fairness.nonce).toBe(5);
    expect(result.current.jackpot).toBe(500.02);

    act(() => result.current.finish());
    expect(result.current.presenting).toBe(false);
    expect(result.current.balance).toBe(108);
    expect(result.current.lastWin).toBe(10);
    expect(result.current.rounds.map((r) => r.id)).toEqual([9]);
  });

  it('tells a refusal apart from a lost answer, which keeps its stake for the retry', async () => {
    let answer = fail(400, 'balance.insufficient', 'Insufficient balance');
    mockFetch({ '/house/v1/play': () => answer });
    const { result } = renderHook(() => useHouseGame('t', session));
    await act(() => result.current.play());
    expect(result.current.error?.kind).toBe('insufficient');
    expect(result.current.retryPending).toBe(false);
    expect(result.current.balance).toBe(100);

    answer = fail(503, 'service.unavailable', 'down');
    act(() => result.current.setStake(5));
    await act(() => result.current.play());
    expect(result.current.error?.kind).toBe('network');
    expect(result.current.retryPending).toBe(true);
    act(() => result.current.setStake(1));
    expect(result.current.nextStake).toBe(5);
  });

  it('a seed change reveals the seed of the rounds already listed', async () => {
    mockFetch({
      '/house/v1/play': ok(played(1, 0, 99)),
      '/house/v1/seed/rotate': ok({
        revealed: { serverSeed: 'secret', serverSeedHash: 'h1', clientSeed: 'c1', rounds: 1 },
        fairness: { serverSeedHash: 'h2', clientSeed: 'mine', nonce: 0 },
      }),
    });
    const { result } = renderHook(() => useHouseGame('t', session));
    await act(() => result.current.play());
    act(() => result.current.finish());
    await act(() => result.current.rotate('mine'));
    expect(result.current.rounds[0]?.serverSeed).toBe('secret');
    expect(result.current.fairness).toEqual({ serverSeedHash: 'h2', clientSeed: 'mine', nonce: 0 });
    expect(result.current.revealed?.serverSeed).toBe('secret');
  });
});
