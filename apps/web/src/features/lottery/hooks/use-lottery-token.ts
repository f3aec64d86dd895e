import type { LotteryGame } from '@lotus/contract';
import { useCallback, useEffect, useState } from 'react';
import { launchLottery } from '../api/lottery-api';

/**
 * The launch token of the game on the page: launched for real play through `launchGame` when the game changes, and
 * again when the lottery server calls it invalid (`relaunch`).
 */
export function useLotteryToken(game: LotteryGame | null) {
  const [state, setState] = useState<{ gameCode: string; token: string | null; error: unknown }>({
    gameCode: '',
    token: null,
    error: null,
  });
  const [attempt, setAttempt] = useState(0);
  const gameCode = game?.gameCode ?? '';

  // biome-ignore lint/correctness/useExhaustiveDependencies: a new attempt launches again.
  useEffect(() => {
    if (!game) return;
    let live = true;
    setState({ gameCode: game.gameCode, token: null, error: null });
    launchLottery(game).then(
      (token) => live && setState({ gameCode: game.gameCode, token, error: null }),
      (error: unknown) => live && setState({ gameCode: game.gameCode, token: null, error }),
    );
    return () => {
      live = false;
    };
  }, [gameCode, attempt]);

  const relaunch = useCallback(() => setAttempt((n) => n + 1), []);
  const current = state.gameCode === gameCode;
  return { token: current ? state.token : null, error: current ? state.error : null, relaunch, attempt };
}
