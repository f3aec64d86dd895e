import { fromMinorUnits, type Language, type WinnerEntry } from '@lotus/contract';
import type { Orm } from '../../db/database.ts';
import { localize } from '../../platform/localize.ts';
import { codeParam } from './game-item.ts';
import { largestWins } from './queries.ts';

const WINDOW_MS = 7 * 24 * 60 * 60 * 1000;

/** `ab***9`: enough to recognise oneself, too little to find someone (short names keep only their first letter). */
export function maskName(username: string) {
  const chars = [...username];
  if (chars.length <= 3) return `${chars[0] ?? ''}***`;
  return `${chars.slice(0, 2).join('')}***${chars.at(-1)}`;
}

/**
 * `GCSGAME_getRankList` (spec §9): the largest payouts of winning rounds (payout above stake) settled in the last
 * 7 days, amount descending. `gameCategory` ALL (or none) covers every category.
 */
export async function winnerBoard(
  orm: Orm,
  merchantId: number,
  query: { gameCategory?: string; limitNum: number },
  language: Language,
  now: Date,
): Promise<{ list: WinnerEntry[] }> {
  const category = codeParam(query.gameCategory);
  const rows = await largestWins(orm, merchantId, {
    since: new Date(now.getTime() - WINDOW_MS),
    gameType: category && category !== 'ALL' ? category : undefined,
    limit: query.limitNum,
  });
  return {
    list: rows.map((row) => ({
      customerName: maskName(row.username),
      winAmount: fromMinorUnits(row.payout),
      gameName: row.gameName ? localize(row.gameName, language) : null,
      vassalage: row.vendorCode,
      gameType: row.gameType ?? '',
      at: row.settledAt?.getTime() ?? 0,
    })),
  };
}
