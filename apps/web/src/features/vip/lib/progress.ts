import type { RankProgress, VipLevelView } from '@lotus/contract';

const cents = (n: number) => Math.round(n * 100) / 100;

/** One figure a level asks: how much there is of what is needed, what is left, and a percent for its bar. */
export interface Goal {
  actual: number;
  needed: number;
  left: number;
  /** 0–100, rounded down to a tenth so a bar shows 100 only once the goal is met. */
  percent: number;
  met: boolean;
}

export function goal(actual: number, needed: number): Goal {
  const have = Math.max(0, actual);
  const need = Math.max(0, needed);
  const left = Math.max(0, cents(need - have));
  const percent = need <= 0 ? 100 : Math.min(100, Math.floor((have / need) * 1000) / 10);
  return { actual: have, needed: need, left, percent, met: left === 0 };
}

/**
 * What the next level asks, figure by figure (valid bet, deposits), each against the member's progress; a figure the
 * level does not ask (0) is left out. Null at the top of the ladder.
 */
export function nextLevelGoals(progress: Pick<RankProgress, 'next' | 'totalTurnover' | 'totalDeposit'>) {
  const { next } = progress;
  if (!next) return null;
  return {
    level: next,
    validBet: next.upgradeValidBet > 0 ? goal(progress.totalTurnover, next.upgradeValidBet) : null,
    deposit: next.upgradeDeposit > 0 ? goal(progress.totalDeposit, next.upgradeDeposit) : null,
  };
}

/** This business month's valid bet against what keeping the level asks; null when the level asks nothing. */
export function keepGoal(progress: Pick<RankProgress, 'monthlyTurnover'>): Goal | null {
  const { actual, expected } = progress.monthlyTurnover;
  return expected > 0 ? goal(actual, expected) : null;
}

/** The member's level as the ladder names it (the progress carries the name too; the ladder is the fallback). */
export function currentLevel(progress: Pick<RankProgress, 'rankLevel' | 'playerRankName' | 'levels'>): VipLevelView {
  const found = progress.levels.find((l) => l.level === progress.rankLevel);
  return {
    level: progress.rankLevel,
    name: progress.playerRankName || found?.name || '',
    upgradeValidBet: found?.upgradeValidBet ?? 0,
    upgradeDeposit: found?.upgradeDeposit ?? 0,
    keepValidBet: found?.keepValidBet ?? null,
  };
}

/** The highest level of the brand's ladder (0 when it has none above the start). */
export const topLevel = (levels: readonly Pick<VipLevelView, 'level'>[]) =>
  levels.reduce((top, l) => Math.max(top, l.level), 0);

const squeeze = (text: string) => text.replace(/\s+/g, '').toLowerCase();

/**
 * A level's name to show beside its number ("VIP 2"): nothing when the brand named the level by its number, so a
 * ladder named "VIP 1", "VIP 2" … does not read "VIP 2 VIP 2".
 */
export const nameBesideNumber = (name: string, numberLabel: string) =>
  name && squeeze(name) !== squeeze(numberLabel) ? name : '';
