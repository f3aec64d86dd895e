import type { FairnessState, HousePlayResult, HouseRound, HouseSession } from '@lotus/contract';
import { useCallback, useEffect, useRef, useState } from 'react';
import { announceRound } from '@/lib/game-rounds';
import { type HouseRotateResult, playHouseRound, rotateHouseSeed } from '../api/house-api';
import { addRound, applyReveal, balanceDuringRound } from '../lib/present';
import { type HouseErrorKind, RoundRunner } from '../lib/round-runner';

export interface HouseGameError {
  kind: HouseErrorKind;
  /** The server's own words for a refusal. */
  message: string;
}

/** Everything the game frame shows and does around one game's rounds. */
export interface HouseGame {
  token: string;
  session: HouseSession;
  stake: number;
  setStake: (stake: number) => void;
  /** The balance shown: the stake leaves at once, the win arrives when the round has been presented. */
  balance: number;
  fairness: FairnessState;
  jackpot: number | null;
  /** Rounds of this visit, newest first. */
  rounds: HouseRound[];
  /** The round being presented (or last presented). */
  current: HousePlayResult | null;
  /** A request is in flight. */
  playing: boolean;
  /** The answer is in and the game is still showing it (reels stopping, card being scratched). */
  presenting: boolean;
  /** Payout of the last presented round. */
  lastWin: number | null;
  error: HouseGameError | null;
  /** A round whose answer was lost waits to be sent again (same key, same stake). */
  retryPending: boolean;
  /** The stake the next press sends: the pending round's when one waits. */
  nextStake: number;
  play: () => Promise<HousePlayResult | null>;
  /** The game has finished showing the current round. */
  finish: () => void;
  rotate: (clientSeed?: string) => Promise<HouseRotateResult | null>;
  rotating: boolean;
  revealed: HouseRotateResult['revealed'] | null;
  rotateError: string | null;
  setJackpot: (jackpot: number) => void;
}

const defaultStake = (session: HouseSession) => {
  const { stakes, minStake } = session.game;
  return stakes.find((s) => s >= minStake) ?? stakes[0] ?? minStake;
};

export function useHouseGame(token: string, session: HouseSession): HouseGame {
  const [stake, setStake] = useState(() => defaultStake(session));
  const [balance, setBalance] = useState(session.balance);
  const [fairness, setFairness] = useState(session.fairness);
  const [jackpot, setJackpot] = useState(session.jackpot);
  const [rounds, setRounds] = useState<HouseRound[]>([]);
  const [current, setCurrent] = useState<HousePlayResult | null>(null);
  const [playing, setPlaying] = useState(false);
  const [presenting, setPresenting] = useState(false);
  const [lastWin, setLastWin] = useState<number | null>(null);
  const [error, setError] = useState<HouseGameError | null>(null);
  const [retryStake, setRetryStake] = useState<number | null>(null);
  const [rotating, setRotating] = useState(false);
  const [revealed, setRevealed] = useState<HouseRotateResult['revealed'] | null>(null);
  const [rotateError, setRotateError] = useState<string | null>(null);

  const runner = useRef<RoundRunner<HousePlayResult> | null>(null);
  runner.current ??= new RoundRunner((request) => playHouseRound({ token, ...request }));
  const pendingResult = useRef<HousePlayResult | null>(null);
  const presentingRef = useRef(false);
  // The round the page around the game has been told of: its header balance waits until the round has been shown.
  const announced = useRef<string | null>(null);
  const endAnnounced = useCallback(() => {
    if (announced.current) announceRound(announced.current, 'end');
    announced.current = null;
  }, []);

  const finish = useCallback(() => {
    const result = pendingResult.current;
    presentingRef.current = false;
    setPresenting(false);
    endAnnounced();
    if (!result) return;
    pendingResult.current = null;
    setBalance(result.balance);
    setLastWin(result.round.payout);
    // Listed only now: the panel must not tell the result before the reels or the card do.
    setRounds((list) => addRound(list, result.round));
  }, [endAnnounced]);

  const play = useCallback(async () => {
    const round = runner.current;
    if (!round || round.busy || presentingRef.current) return null;
    setPlaying(true);
    setError(null);
    endAnnounced();
    announced.current = crypto.randomUUID();
    announceRound(announced.current, 'start');
    const attempt = await round.press(stake);
    setPlaying(false);
    setRetryStake(round.pending?.stake ?? null);
    if (attempt === null || !attempt.ok) endAnnounced();
    if (attempt === null) return null;
    if (!attempt.ok) {
      const message = attempt.error instanceof Error ? attempt.error.message : '';
      setError({ kind: attempt.kind, message });
      return null;
    }
    const result = attempt.value;
    pendingResult.current = result;
    presentingRef.current = true;
    setPresenting(true);
    setCurrent(result);
    setLastWin(null);
    setBalance((before) => balanceDuringRound(before, result.round.stake));
    setFairness(result.fairness);
    setJackpot(result.jackpot);
    return result;
  }, [stake, endAnnounced]);

  const rotate = useCallback(
    async (clientSeed?: string) => {
      setRotating(true);
      setRotateError(null);
      try {
        const result = await rotateHouseSeed({ token, ...(clientSeed ? { clientSeed } : {}) });
        setFairness(result.fairness);
        setRevealed(result.revealed);
        setRounds((list) => applyReveal(list, result.revealed));
        return result;
      } catch (failure) {
        setRotateError(failure instanceof Error ? failure.message : '');
        return null;
      } finally {
        setRotating(false);
      }
    },
    [token],
  );

  // A game closed mid-presentation must not leave the frame locked.
  useEffect(
    () => () => {
      presentingRef.current = false;
      endAnnounced();
    },
    [endAnnounced],
  );

  return {
    token,
    session,
    stake,
    setStake,
    balance,
    fairness,
    jackpot,
    rounds,
    current,
    playing,
    presenting,
    lastWin,
    error,
    retryPending: retryStake !== null,
    nextStake: retryStake ?? stake,
    play,
    finish,
    rotate,
    rotating,
    revealed,
    rotateError,
    setJackpot,
  };
}
