import { FairStream } from '@lotus/house-games';

/** An entry in a raffle's draw: the entry's id and the tickets it holds. */
export interface RaffleEntry {
  entryId: number;
  tickets: number;
}

/** A winner: the entry and the prize tier it won (1: the first). */
export interface RaffleWinner {
  entryId: number;
  rank: number;
}

const DRAW_KEY = /^raffle-[0-9]{1,10}$/;
const TWO_32 = 2 ** 32;
const TWO_53 = 2 ** 53;

/**
 * A uniform integer below n. Up to 2³² it is the stream's `int(n)`; above it (a raffle of billions of tickets) two
 * words make 53 bits, the high word's low 21 bits first, drawn again at or above the largest multiple of n below 2⁵³.
 */
function pick(stream: FairStream, n: number) {
  if (n <= TWO_32) return stream.int(n);
  const limit = TWO_53 - (TWO_53 % n);
  for (;;) {
    const value = (stream.nextUint32() & 0x1f_ffff) * TWO_32 + stream.nextUint32();
    if (value < limit) return value % n;
  }
}

/** The stream's message prefix of a campaign's draw. */
export const raffleDrawKey = (promotionId: number) => `raffle-${promotionId}`;

/**
 * Sums of tickets over a Fenwick tree, so that each pick finds its entry in log time however many entries there are
 * (a draw of 10,000 prizes over 100,000 entries stays well under a second).
 */
class TicketTree {
  private readonly tree: number[];
  private readonly counts: number[];
  constructor(counts: number[]) {
    this.counts = counts;
    this.tree = new Array(counts.length + 1).fill(0);
    for (const [i, count] of counts.entries()) this.add(i, count);
  }
  private add(index: number, delta: number) {
    for (let i = index + 1; i < this.tree.length; i += i & -i) this.tree[i] = (this.tree[i] as number) + delta;
  }
  /** The entry holding ticket `ticket` (0-based) among the tickets left, in entry order. */
  find(ticket: number) {
    let position = 0;
    let left = ticket;
    for (let step = 2 ** Math.floor(Math.log2(this.tree.length)); step > 0; step >>= 1) {
      const next = position + step;
      if (next < this.tree.length && (this.tree[next] as number) <= left) {
        position = next;
        left -= this.tree[next] as number;
      }
    }
    return position;
  }
  /** Takes every ticket of an entry out of the draw. */
  remove(index: number) {
    this.add(index, -(this.counts[index] as number));
    this.counts[index] = 0;
  }
}

/**
 * Draws a raffle's winners from its revealed seed. The entries are numbered in the order given (the proof lists them
 * by entry id): the first holds tickets 0 … n₁−1, the next the n₂ after them, and so on. The random stream is the
 * lottery's: HMAC-SHA256 blocks keyed by the seed (UTF-8) of the messages `${drawKey}:0:${cursor}`, read as big-endian
 * 32-bit words, `int(n)` by rejection sampling (see `pick` past 2³² tickets). Prizes are drawn tier by tier, first tier first, `tierCounts[i]` of
 * tier i + 1: each pick is `int(tickets left)`, the entry holding that ticket wins, and all its tickets leave the draw
 * (an entry wins at most one prize). The draw stops early when no tickets are left.
 */
export function raffleWinners(
  seed: string,
  drawKey: string,
  entries: readonly RaffleEntry[],
  tierCounts: readonly number[],
): RaffleWinner[] {
  if (!DRAW_KEY.test(drawKey)) throw new RangeError(`drawKey must match ${DRAW_KEY}, got ${JSON.stringify(drawKey)}`);
  if (seed.length === 0) throw new RangeError('the seed is empty');
  for (const e of entries) {
    if (!Number.isSafeInteger(e.tickets) || e.tickets < 0) throw new RangeError(`bad ticket count ${e.tickets}`);
  }
  const stream = new FairStream(seed, drawKey, 0);
  const tree = new TicketTree(entries.map((e) => e.tickets));
  let left = entries.reduce((sum, e) => sum + e.tickets, 0);
  if (left > Number.MAX_SAFE_INTEGER) throw new RangeError('too many tickets');
  const winners: RaffleWinner[] = [];
  for (const [tier, count] of tierCounts.entries()) {
    for (let k = 0; k < count; k++) {
      if (left === 0) return winners;
      const index = tree.find(pick(stream, left));
      const won = entries[index] as RaffleEntry;
      winners.push({ entryId: won.entryId, rank: tier + 1 });
      left -= won.tickets;
      tree.remove(index);
    }
  }
  return winners;
}
