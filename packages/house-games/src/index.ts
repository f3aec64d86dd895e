/**
 * The house vendor's games as pure functions, shared by the game server (which draws the outcomes) and the browser
 * (whose verify page re-derives them): the provably fair random stream, each game's pay table and its evaluation.
 */
import type { HouseGameCode, HouseOutcome } from '@lotus/contract';
import { FairStream } from './fair.ts';
import type { RandomSource } from './random.ts';
import { playScratch } from './scratch.ts';
import { playSlot } from './slot.ts';
import { playWheel } from './wheel.ts';

export { FairStream, seedHash } from './fair.ts';
export { type RandomSource, WordSource, weightedIndex, Xoshiro128 } from './random.ts';
export { exactRtp, exactStats, type GameStats } from './rtp.ts';
export {
  playScratch,
  SCRATCH_PRIZES,
  SCRATCH_SYMBOLS,
  SCRATCH_TOTAL_WEIGHT,
  type ScratchOutcome,
  type ScratchSymbol,
  scratchMultiplier,
} from './scratch.ts';
export {
  playSlot,
  SLOT_LINE_COUNT,
  SLOT_LINE_PAYS,
  SLOT_PAY_LINES,
  SLOT_SCATTER_PAYS,
  SLOT_STRIPS,
  SLOT_SYMBOLS,
  type SlotOutcome,
  type SlotSymbol,
  slotDistribution,
  slotMultiplier,
  slotOutcomeAt,
} from './slot.ts';
export {
  playWheel,
  WHEEL_JACKPOT,
  WHEEL_JACKPOT_SEGMENT,
  WHEEL_SEGMENTS,
  WHEEL_TOTAL_WEIGHT,
  type WheelOutcome,
} from './wheel.ts';

/** Plays one round of a game on a random source. */
export function playGame(gameCode: HouseGameCode, random: RandomSource): HouseOutcome {
  switch (gameCode) {
    case 'lotus-slot':
      return playSlot(random);
    case 'lotus-scratch':
      return playScratch(random);
    case 'lotus-wheel':
      return playWheel(random);
  }
}

/** The outcome of round `nonce` under a server seed and client seed: what the server plays and the verify page checks. */
export function deriveOutcome(
  gameCode: HouseGameCode,
  serverSeed: string,
  clientSeed: string,
  nonce: number,
): HouseOutcome {
  return playGame(gameCode, new FairStream(serverSeed, clientSeed, nonce));
}
