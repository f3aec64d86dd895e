import { createHmac } from 'node:crypto';

/**
 * The demo vendor's game: a stake pays 0×, 2×, 5× or 12× with chances 64 %, 30 %, 5 % and 1 %, so it returns
 * 0.6 + 0.25 + 0.12 = 97 % of stakes (a 3 % house edge). The draw is the HMAC of the round id under the vendor's
 * secret: the browser names the round (so a resubmitted form is the same round and nothing moves twice) but cannot
 * know its outcome in advance.
 */
export const DEMO_PAY_TABLE = [
  { multiplier: 12, chance: 0.01 },
  { multiplier: 5, chance: 0.05 },
  { multiplier: 2, chance: 0.3 },
] as const;

export const demoReturnToPlayer = () => DEMO_PAY_TABLE.reduce((sum, row) => sum + row.multiplier * row.chance, 0);

/** A number in [0, 1) drawn from the round id. */
export function demoDraw(secret: string, roundId: string) {
  const digest = createHmac('sha256', secret).update(`demo-round:${roundId}`).digest();
  // 48 bits are plenty for a uniform draw and stay exact in a double.
  return digest.readUIntBE(0, 6) / 2 ** 48;
}

/** The multiplier a draw in [0, 1) lands on. */
export function demoMultiplier(draw: number) {
  let edge = 0;
  for (const row of DEMO_PAY_TABLE) {
    edge += row.chance;
    if (draw < edge) return row.multiplier;
  }
  return 0;
}

/** The win of a stake in minor units. */
export const demoWin = (secret: string, roundId: string, stakeMinor: number) =>
  stakeMinor * demoMultiplier(demoDraw(secret, roundId));
