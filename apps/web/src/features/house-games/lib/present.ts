import { type HouseGameCode, type HouseRound, houseGameCodes } from '@lotus/contract';

/** Money is compared and added in minor units: 0.1 + 0.2 must not show a stray cent. */
const minor = (amount: number) => Math.round(amount * 100);
const major = (units: number) => units / 100;

/** What a round did to the balance: payout − stake. */
export const roundNet = (round: Pick<HouseRound, 'stake' | 'payout'>) =>
  major(minor(round.payout) - minor(round.stake));

/**
 * The balance shown while a round is being presented (reels spinning, a card not yet scratched): the stake is gone,
 * the win is not shown before the player sees it happen.
 */
export const balanceDuringRound = (before: number, stake: number) => major(minor(before) - minor(stake));

/**
 * The verify page's address for a round, once its server seed has been revealed by a rotation; `hash` is the seed hash
 * shown before the round, which the page checks the revealed seed against.
 */
export function verifyUrl(
  round: Pick<HouseRound, 'gameCode' | 'serverSeed' | 'serverSeedHash' | 'clientSeed' | 'nonce'>,
  origin = '',
): string | null {
  if (!round.serverSeed) return null;
  const query = new URLSearchParams({
    game: round.gameCode,
    serverSeed: round.serverSeed,
    clientSeed: round.clientSeed,
    nonce: String(round.nonce),
    hash: round.serverSeedHash,
  });
  return `${origin}/fairness?${query.toString()}`;
}

/** A rotation revealed `serverSeed` for `serverSeedHash`: every round played under it can now be verified. */
export function applyReveal<T extends Pick<HouseRound, 'serverSeedHash' | 'serverSeed'>>(
  rounds: readonly T[],
  revealed: { serverSeed: string; serverSeedHash: string },
): T[] {
  return rounds.map((r) =>
    r.serverSeedHash === revealed.serverSeedHash && !r.serverSeed ? { ...r, serverSeed: revealed.serverSeed } : r,
  );
}

/** Newest first, at most `limit`; a repeated answer (same round id after a retry) replaces the earlier copy. */
export function addRound<T extends Pick<HouseRound, 'id'>>(rounds: readonly T[], round: T, limit = 10): T[] {
  return [round, ...rounds.filter((r) => r.id !== round.id)].slice(0, limit);
}

/** The pay of one slot line: a multiple of the line stake (the whole stake shared by the lines). */
export const linePay = (stake: number, lines: number, multiplier: number) =>
  major(Math.round((minor(stake) / lines) * multiplier));

/** Cells (`reel * 3 + row`) of the winning lines: the first `count` positions of each line from the left. */
export function winningCells(
  wins: readonly { line: number; count: number }[],
  paylines: readonly (readonly number[])[],
): Set<number> {
  const cells = new Set<number>();
  for (const win of wins) {
    const rows = paylines[win.line];
    if (!rows) continue;
    for (let reel = 0; reel < Math.min(win.count, rows.length); reel += 1) {
      const row = rows[reel];
      if (row !== undefined) cells.add(reel * 3 + row);
    }
  }
  return cells;
}

/**
 * The wheel's next rotation (degrees, clockwise, only ever growing) that brings the middle of `segment` under the
 * pointer at the top, after `turns` full turns from where it stands.
 */
export function wheelRotation(current: number, segment: number, count: number, turns = 5): number {
  const size = 360 / count;
  // Segment i spans [i·size, (i+1)·size) clockwise from the top; turning by −mid brings its middle to the top.
  const target = (360 - (segment * size + size / 2)) % 360;
  const base = current - (((current % 360) + 360) % 360);
  let next = base + target + turns * 360;
  if (next - current < turns * 360) next += 360;
  return next;
}

/** The share of a scratch cell's foil cleared, from the alpha channel of its pixels (RGBA bytes). */
export function clearedRatio(pixels: Uint8ClampedArray, step = 4): number {
  let cleared = 0;
  let total = 0;
  for (let i = 3; i < pixels.length; i += 4 * step) {
    total += 1;
    if ((pixels[i] ?? 0) < 64) cleared += 1;
  }
  return total === 0 ? 0 : cleared / total;
}

/** The scratch cell under a point of the card (coordinates inside the card), or null in the gaps outside it. */
export function cellAt(x: number, y: number, width: number, height: number): number | null {
  if (x < 0 || y < 0 || x >= width || y >= height) return null;
  const col = Math.min(2, Math.floor((x / width) * 3));
  const row = Math.min(2, Math.floor((y / height) * 3));
  return row * 3 + col;
}

/** Steps the jackpot counter towards its target so it climbs smoothly between reads, never backwards but on a win. */
export function jackpotStep(shown: number, target: number, fraction = 0.08): number {
  if (target < shown) return target;
  const diff = minor(target) - minor(shown);
  if (diff <= 1) return target;
  return major(minor(shown) + Math.max(1, Math.round(diff * fraction)));
}

export const isHouseGame = (code: string | undefined): code is HouseGameCode =>
  (houseGameCodes as readonly (string | undefined)[]).includes(code);
