import type { LotteryProof } from '@lotus/contract';
import { displayResult, isResult, periodResult, seedHash } from '@lotus/lottery';

export interface ProofCheck {
  /** The period is drawn and its seed revealed. */
  revealed: boolean;
  /** SHA-256 of the revealed seed, as recomputed here. */
  hash: string | null;
  hashMatches: boolean;
  /** The result recomputed from the seed, display form. */
  recomputed: string | null;
  resultMatches: boolean;
}

/** Recomputes a period from its proof: the seed must hash to the hash published at opening and draw the result. */
export function checkProof(proof: LotteryProof): ProofCheck {
  const { period, family } = proof;
  if (!period.seed || !period.result) {
    return { revealed: false, hash: null, hashMatches: false, recomputed: null, resultMatches: false };
  }
  const hash = seedHash(period.seed);
  const result = periodResult(family, period.seed, period.gameCode, period.numero);
  const recomputed = displayResult(result);
  // Compared in display form, which carries every number of every family (stored JSON may reorder its keys).
  const published = isResult(family, period.result) ? displayResult(period.result) : null;
  return {
    revealed: true,
    hash,
    hashMatches: hash === period.seedHash,
    recomputed,
    resultMatches: recomputed === published,
  };
}
