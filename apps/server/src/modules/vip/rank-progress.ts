import { fromMinorUnits, type Language, type RankProgress } from '@lotus/contract';
import type { Orm } from '../../db/database.ts';
import { AppError } from '../../platform/app-error.ts';
import type { MerchantConfig } from '../../platform/merchant/merchant-config.ts';
import { businessMonthOf, monthWindow, shiftMonth } from './business-month.ts';
import { brandLadder, levelName, levelView } from './ladder.ts';
import { findCounts, findMemberStanding, validBetBetween } from './queries.ts';

export interface ProgressViewer {
  merchant: Pick<MerchantConfig, 'id' | 'features' | 'gmtOffsetMinutes'>;
  language: Language;
  now: Date;
}

/**
 * GET MCSFE_getPlayerRankProgress: the member's level and progress in their language, what the next level asks,
 * and the valid bet settled this business month against what keeping the level asks.
 */
export async function rankProgress(orm: Orm, viewer: ProgressViewer, memberId: number): Promise<RankProgress> {
  const { merchant, language, now } = viewer;
  const [ladder, member, counts] = await Promise.all([
    brandLadder(orm, merchant),
    findMemberStanding(orm, merchant.id, memberId),
    findCounts(orm, merchant.id),
  ]);
  if (!member) throw new AppError('login.not.session');
  const month = businessMonthOf(now, merchant.gmtOffsetMinutes);
  const row = ladder.find((l) => l.level === member.level);
  const next = ladder.find((l) => l.level === member.level + 1) ?? null;
  const keep = row?.keepValidBet ?? null;
  const actual =
    ladder.length > 0
      ? await validBetBetween(orm, merchant.id, memberId, monthWindow(month, merchant.gmtOffsetMinutes).start, now)
      : 0;
  const asksKeep = ladder.some((l) => l.keepValidBet !== null);
  return {
    hasVip: ladder.length > 0,
    rankLevel: member.level,
    playerRankName: levelName(row, language),
    monthlyTurnover: { actual: fromMinorUnits(actual), expected: fromMinorUnits(keep ?? 0) },
    totalTurnover: fromMinorUnits(member.validBet),
    totalDeposit: fromMinorUnits(member.deposit),
    next: next ? levelView(next, language) : null,
    levels: ladder.map((l) => levelView(l, language)),
    countedAt: ladder.length > 0 ? (counts?.countedUntil.getTime() ?? null) : null,
    reviewAt: asksKeep && counts ? monthWindow(shiftMonth(month, 1), merchant.gmtOffsetMinutes).start.getTime() : null,
  };
}
