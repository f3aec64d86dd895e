import type { Payout } from './payouts.ts';

/**
 * Who funds payouts, by brand setting. `platform`: the platform pays every holder its own amount. `upline`: the
 * platform pays each top holder everything its team earns (`team`), and every holder pays the holders directly below
 * it their teams' earnings from its wallet; each keeps its own amount when all is paid.
 */
export type FundingMode = 'platform' | 'upline';
/** What an upline that cannot pay its downlines in full does: pay none of them, or share out what it has. */
export type ShortfallMode = 'insufficient' | 'partial';

/** One amount owed: `from` null is the platform. */
export interface Due {
  from: number | null;
  to: number;
  amount: number;
}

export interface Transfer extends Due {
  paid: number;
  /** What is still owed, to retry (`retryDues`). */
  owed: number;
  status: 'paid' | 'partial' | 'insufficient';
}

/** The dues a period's payouts create under the brand's mode (zero amounts owe nothing). */
export function fundingDues(mode: FundingMode, payouts: readonly Payout[]): Due[] {
  return payouts
    .map((p) =>
      mode === 'platform'
        ? { from: null, to: p.memberId, amount: p.amount }
        : { from: p.upline, to: p.memberId, amount: p.team },
    )
    .filter((d) => d.amount > 0);
}

/** What the failed or partial transfers of a plan still owe. */
export const retryDues = (transfers: readonly Transfer[]): Due[] =>
  transfers.filter((t) => t.owed > 0).map((t) => ({ from: t.from, to: t.to, amount: t.owed }));

/** Splits `available` over `amounts` in proportion, floored, the leftover minor units going to the largest remainders. */
function shareOut(available: number, amounts: readonly number[]): number[] {
  const total = amounts.reduce((a, b) => a + b, 0);
  const exact = amounts.map((a) => (BigInt(a) * BigInt(available)) / BigInt(total));
  const shares = exact.map(Number);
  let left = available - shares.reduce((a, b) => a + b, 0);
  const byRemainder = amounts
    .map((a, i) => ({ i, rem: (BigInt(a) * BigInt(available)) % BigInt(total) }))
    .sort((x, y) => (y.rem > x.rem ? 1 : y.rem < x.rem ? -1 : x.i - y.i));
  for (const { i } of byRemainder) {
    if (left <= 0) break;
    shares[i] = (shares[i] ?? 0) + 1;
    left--;
  }
  return shares;
}

/**
 * The transfers that fund `dues`, top down: the platform always pays; a member pays from its wallet balance plus what
 * this plan has just paid it. A member that cannot cover all it owes pays nothing (`insufficient`) or shares out what
 * it has in proportion (`partial`); its downlines still pay theirs from their own wallets. Nothing is paid twice and no
 * wallet is taken below zero (a negative balance counts as zero).
 */
export function planFunding(
  dues: readonly Due[],
  balances: ReadonlyMap<number, number>,
  shortfall: ShortfallMode,
): Transfer[] {
  const byPayer = new Map<number | null, Due[]>();
  const incoming = new Map<number, number>();
  for (const due of dues) {
    const list = byPayer.get(due.from);
    if (list) list.push(due);
    else byPayer.set(due.from, [due]);
    incoming.set(due.to, (incoming.get(due.to) ?? 0) + 1);
  }
  const received = new Map<number, number>();
  const transfers: Transfer[] = [];
  // Payers no due of this plan pays go first (the platform, and members settling a retry), then each payee once all
  // its dues are settled.
  const queue: (number | null)[] = [...byPayer.keys()].filter((p) => p === null || !incoming.has(p));
  const done = new Set<number | null>();
  for (let i = 0; i < queue.length; i++) {
    const payer = queue[i] as number | null;
    done.add(payer);
    const owing = byPayer.get(payer) ?? [];
    const total = owing.reduce((a, d) => a + d.amount, 0);
    const available = payer === null ? total : Math.max(0, balances.get(payer) ?? 0) + (received.get(payer) ?? 0);
    const paid =
      available >= total
        ? owing.map((d) => d.amount)
        : shortfall === 'partial'
          ? shareOut(
              available,
              owing.map((d) => d.amount),
            )
          : owing.map(() => 0);
    owing.forEach((due, k) => {
      const amount = paid[k] ?? 0;
      const status = amount === due.amount ? 'paid' : amount > 0 ? 'partial' : 'insufficient';
      transfers.push({ ...due, paid: amount, owed: due.amount - amount, status });
      received.set(due.to, (received.get(due.to) ?? 0) + amount);
      const left = (incoming.get(due.to) ?? 1) - 1;
      incoming.set(due.to, left);
      if (left === 0 && byPayer.has(due.to)) queue.push(due.to);
    });
  }
  // Dues whose payer hangs in a cycle (never the case for a tree) are left unpaid rather than lost.
  for (const [payer, owing] of byPayer)
    if (!done.has(payer))
      for (const due of owing) transfers.push({ ...due, paid: 0, owed: due.amount, status: 'insufficient' });
  return transfers;
}
