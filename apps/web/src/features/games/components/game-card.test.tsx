import type { GameItem } from '@lotus/contract';
import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useAuthDialog } from '@/features/auth';
import { clearSession, setSession } from '@/lib/session';
import { fail, mockFetch, ok } from '@/test/fetch-mock';
import { renderWithBoot } from '@/test/render-with-boot';
import { GameCard } from './game-card';

const game: GameItem = {
  nodeId: 7,
  gameType: 'RNG',
  vassalage: 'HOUSE',
  gameCode: 'lotus-slot',
  gameName: 'Lotus Slot',
  nodeName: 'Lotus Slot',
  displayName: 'Lotus Originals',
  vendorName: 'Lotus Originals',
  iconUrl: 'game-art/games/HOUSE/lotus-slot.svg',
  subType: null,
  minBet: 0.2,
  lines: 20,
  hot: true,
  maintenance: false,
};

const heart = () => screen.getByRole('button', { name: 'Favourite Lotus Slot' });
const pressed = () => heart().getAttribute('aria-pressed');

// Each test starts well past the previous one's toggle: one toggle a second.
let now = Date.parse('2026-01-01T00:00:00Z');
beforeEach(() => {
  now += 60_000;
  vi.spyOn(Date, 'now').mockImplementation(() => now);
});
afterEach(() => {
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
  clearSession();
  act(() => useAuthDialog.setState({ dialog: null }));
});

describe('the heart of a game tile (spec §4)', () => {
  it('asks a guest to log in', async () => {
    mockFetch({});
    renderWithBoot(<GameCard game={game} />);
    await userEvent.click(heart());
    expect(useAuthDialog.getState().dialog).toBe('login');
  });

  it('adds at once, and puts it back with a toast when the server refuses', async () => {
    setSession({ token: 'member-token' });
    let answer: (value: unknown) => void = () => {};
    const fetchMock = mockFetch({
      '/wps/relay/MCSFE_getFavoriteGames': ok([]),
      '/wps/relay/MCSFE_addFavoriteGameV2': () =>
        new Promise((resolve) => {
          answer = resolve as (value: unknown) => void;
        }),
    });
    renderWithBoot(<GameCard game={game} />);
    await waitFor(() => expect(fetchMock).toHaveBeenCalled());
    await userEvent.click(heart());
    // Optimistic: pressed while the server's answer is still held back.
    await waitFor(() => expect(pressed()).toBe('true'));
    await waitFor(() =>
      expect(fetchMock.mock.calls.some(([url]) => String(url).includes('MCSFE_addFavoriteGameV2'))).toBe(true),
    );
    answer(fail(500, 'system.busy', 'Unknown error'));
    await waitFor(() => expect(pressed()).toBe('false'));
  });

  it('removes at once and takes one toggle a second', async () => {
    setSession({ token: 'member-token' });
    const removed = vi.fn(() => ok(true));
    mockFetch({
      '/wps/relay/MCSFE_getFavoriteGames': ok([7]),
      '/wps/relay/MCSFE_removeFavoriteGameV2': removed,
      '/wps/relay/MCSFE_addFavoriteGameV2': ok(true),
    });
    renderWithBoot(<GameCard game={game} />);
    await waitFor(() => expect(pressed()).toBe('true'));
    await userEvent.click(heart());
    expect(pressed()).toBe('false');
    await waitFor(() => expect(removed).toHaveBeenCalledTimes(1));
    // A second press within the second changes nothing.
    now += 500;
    await userEvent.click(heart());
    expect(pressed()).toBe('false');
    now += 600;
    await userEvent.click(heart());
    expect(pressed()).toBe('true');
  });
});
