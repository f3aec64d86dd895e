import {
  type GameList,
  type gameListQuerySchema,
  type HotGames,
  type Language,
  MINOR_PER_MAJOR,
} from '@lotus/contract';
import type { z } from 'zod';
import type { Orm } from '../../db/database.ts';
import type { SiteUrls } from '../../platform/merchant/site-urls.ts';
import { codeParam, pageCount, pageWindow, toGameItem } from './game-item.ts';
import { findGames, findGamesPage } from './queries.ts';

/** Spellings of "no sub-type filter" that existing clients send. */
const allClassifies = new Set(['ALL', 'ALLGAME', 'ALL_GAMES']);

/**
 * `GCSGAME_gameList`: a page of playable games by category, vendor, sub-type, name and the slot filters. An unknown
 * category or vendor simply matches nothing.
 */
export async function listGames(
  orm: Orm,
  merchantId: number,
  query: z.output<typeof gameListQuerySchema>,
  language: Language,
  urls: SiteUrls,
): Promise<GameList> {
  const classify = codeParam(query.gameClassify);
  const { rows, total } = await findGamesPage(
    orm,
    merchantId,
    {
      gameType: codeParam(query.gameType),
      vendorCode: query.vassalage,
      subType: classify && !allClassifies.has(classify) ? classify : undefined,
      keyword: query.keyword,
      minBet: query.minBet === undefined ? undefined : Math.round(query.minBet * MINOR_PER_MAJOR),
      lines: query.lines,
    },
    pageWindow(query.pageNo, query.pageSize),
  );
  return {
    games: rows.map((row) => toGameItem(row, language, urls)),
    totalPages: pageCount(total, query.pageSize),
    total,
  };
}

/** `GCSGAME_hotGamesV2`: every hot game, optionally of one category, in catalogue order. */
export async function hotGames(
  orm: Orm,
  merchantId: number,
  gameType: string | undefined,
  language: Language,
  urls: SiteUrls,
): Promise<HotGames> {
  const rows = await findGames(orm, merchantId, { gameType: codeParam(gameType), hotOnly: true });
  return { list: rows.map((row) => toGameItem(row, language, urls)) };
}
