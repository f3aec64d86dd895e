import { type PromotionKind, type PromotionView, vipKinds } from '@lotus/contract';

/**
 * VIP levels as people read a list of them: runs of consecutive levels joined by a dash, the rest by commas
 * ([2, 3] → "2–3", [1, 3, 4] → "1, 3–4"), in order and each once.
 */
export function formatLevels(levels: readonly number[]): string {
  const sorted = [...new Set(levels)].sort((a, b) => a - b);
  const runs: string[] = [];
  let start = sorted[0];
  for (let i = 0; i < sorted.length; i++) {
    const level = sorted[i] as number;
    const next = sorted[i + 1];
    if (next === level + 1) continue;
    runs.push(start === level ? String(level) : `${start}–${level}`);
    start = next;
  }
  return runs.join(', ');
}

/** What each level of a `levels` reward pays, level 1 first (the reward's first amount is level 1's). */
export const levelAmounts = (amounts: readonly number[]) => amounts.map((amount, i) => ({ level: i + 1, amount }));

/** The most any level pays (0 when none pays). */
export const bestLevelAmount = (amounts: readonly number[]) => Math.max(0, ...amounts);

/** A VIP campaign as a column of the VIP page's rewards table. */
export interface VipRewardColumn {
  id: number;
  title: string;
  kind: PromotionKind;
  /** The member can claim it now. */
  claimable: boolean;
}

/**
 * The VIP page's rewards by level: one column per VIP campaign that is running for the member (an ended or closed one
 * pays nothing more), one row per level of the brand's ladder (level 0 pays nothing), each cell what the campaign
 * pays at that level (0: nothing).
 */
export function vipRewardTable(campaigns: readonly PromotionView[], levels: readonly number[]) {
  const paying = campaigns.filter(
    (p): p is PromotionView & { reward: { type: 'levels'; amounts: number[] } } =>
      vipKinds.includes(p.kind) && p.reward.type === 'levels' && p.state !== 'close',
  );
  const columns: VipRewardColumn[] = paying.map((p) => ({
    id: p.id,
    title: p.title,
    kind: p.kind,
    claimable: p.state === 'claim',
  }));
  const rows = levels
    .filter((level) => level >= 1)
    .map((level) => ({ level, amounts: paying.map((p) => p.reward.amounts[level - 1] ?? 0) }));
  return { columns, rows };
}
