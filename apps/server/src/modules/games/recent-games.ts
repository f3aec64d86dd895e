import { type Language, RECENT_GAMES_MAX, type RecentGames } from '@lotus/contract';
import type { Orm } from '../../db/database.ts';
import type { SiteUrls } from '../../platform/merchant/site-urls.ts';
import { toGameItem } from './game-item.ts';
import { recentGamesOf } from './queries.ts';

/** `GCS_recentGame`: the member's last launched games, most recent first (launching records them). */
export async function recentGames(
  orm: Orm,
  merchantId: number,
  memberId: number,
  language: Language,
  urls: SiteUrls,
): Promise<RecentGames> {
  const rows = await recentGamesOf(orm, merchantId, memberId, RECENT_GAMES_MAX);
  return { list: rows.map((row) => ({ ...toGameItem(row, language, urls), playedAt: row.playedAt.getTime() })) };
}
