import { createHmac, randomBytes } from 'node:crypto';

/**
 * The demo vendor's game: a stake pays 0×, 2×, 5× or 12× with chances 64 %, 30 %, 5 % and 1 %, so it returns
 * 0.6 + 0.25 + 0.12 = 97 % of stakes (a 3 % house edge).
 *
 * The browser names each round (so a resubmitted form is the same round), but the name never decides the outcome of
 * real play: a real round's draw comes from the CSPRNG once its stake is taken and is kept with the round. Free play
 * draws from a key of its own that real play never uses, so no free round says anything about a real one.
 */
export const DEMO_PAY_TABLE = [
  { multiplier: 12, chance: 0.01 },
  { multiplier: 5, chance: 0.05 },
  { multiplier: 2, chance: 0.3 },
] as const;

export const demoReturnToPlayer = () => DEMO_PAY_TABLE.reduce((sum, row) => sum + row.multiplier * row.chance, 0);

/** 48 bits as a number in [0, 1): plenty for a uniform draw, and exact in a double. */
const uniform = (bytes: Buffer) => bytes.readUIntBE(0, 6) / 2 ** 48;

/** The multiplier a draw in [0, 1) lands on. */
export function demoMultiplier(draw: number) {
  let edge = 0;
  for (const row of DEMO_PAY_TABLE) {
    edge += row.chance;
    if (draw < edge) return row.multiplier;
  }
  return 0;
}

/** The win of a real round's stake (minor units), from fresh CSPRNG bytes: drawn once, then stored with the round. */
export const drawRealWin = (stakeMinor: number) => stakeMinor * demoMultiplier(uniform(randomBytes(6)));

/** Free play's own key: random, held only in memory, never the vendor's secret. */
export const newFreePlayKey = () => randomBytes(32);

/** The win of a free round (fun minor units): the same round id shows the same result when its form is resubmitted. */
export const freePlayWin = (freePlayKey: Buffer, roundId: string, stakeMinor: number) =>
  stakeMinor * demoMultiplier(uniform(createHmac('sha256', freePlayKey).update(`demo-free-round:${roundId}`).digest()));
