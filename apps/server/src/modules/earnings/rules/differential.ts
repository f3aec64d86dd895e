/** A holder's pay for a period once the holders below it have taken theirs. */
export interface Differential {
  gross: number;
  /** What the whole teams of the nearest holders below received (their `team`). */
  downlines: number;
  /** `gross − downlines`, never below zero. */
  amount: number;
  /** `amount + downlines`: everything paid within this holder's team; what its payer owes it in upline funding. */
  team: number;
}

/**
 * Differential pay: each holder receives its own rate's amount on its team minus what the holders directly below it
 * received on theirs, never below zero. "Received on theirs" is everything paid within their teams, so a team never
 * costs more than the largest own-rate amount in it: `team = max(gross, Σ downline teams)`. When no holder is cut to
 * zero this is the usual "own amount minus the direct downlines' own amounts", as each downline team then costs exactly
 * its holder's gross. `uplines` is `holderUplines`'s map; every holder has a gross.
 */
export function differentialPay(
  order: readonly number[],
  uplines: ReadonlyMap<number, number | null>,
  gross: ReadonlyMap<number, number>,
): Map<number, Differential> {
  const below = new Map<number, number>();
  const out = new Map<number, Differential>();
  for (let i = order.length - 1; i >= 0; i--) {
    const id = order[i] as number;
    if (!uplines.has(id)) continue;
    const own = gross.get(id) ?? 0;
    const downlines = below.get(id) ?? 0;
    const amount = Math.max(0, own - downlines);
    const team = amount + downlines;
    out.set(id, { gross: own, downlines, amount, team });
    const up = uplines.get(id) ?? null;
    if (up !== null) below.set(up, (below.get(up) ?? 0) + team);
  }
  return out;
}
