import type { FavouriteList, Language } from '@lotus/contract';
import type { Orm } from '../../db/database.ts';
import { AppError } from '../../platform/app-error.ts';
import type { SiteUrls } from '../../platform/merchant/site-urls.ts';
import { codeParam, pageCount, pageWindow, toGameItem } from './game-item.ts';
import {
  deleteFavourite,
  favouriteGameIds,
  favouriteGamesPage,
  findPlayableGame,
  gameExists,
  insertFavourite,
} from './queries.ts';

/** Every favourite is the calling member's own: the member id comes from the session, never from the request. */
export interface FavouriteOwner {
  merchantId: number;
  memberId: number;
}

/** `MCSFE_getFavoriteGames`: node ids of the member's playable favourites, newest first. */
export const favouriteIds = (orm: Orm, owner: FavouriteOwner) =>
  favouriteGameIds(orm, owner.merchantId, owner.memberId);

/** `MCSFE_getFavoriteGamesList`: a page of the member's favourites, newest first. */
export async function favouriteList(
  orm: Orm,
  owner: FavouriteOwner,
  query: { gameType?: string; pageNo: number; pageSize: number },
  language: Language,
  urls: SiteUrls,
): Promise<FavouriteList> {
  const { rows, total } = await favouriteGamesPage(
    orm,
    owner.merchantId,
    owner.memberId,
    codeParam(query.gameType),
    pageWindow(query.pageNo, query.pageSize),
  );
  return {
    content: rows.map((row) => toGameItem(row, language, urls)),
    pageNum: query.pageNo,
    totalPages: pageCount(total, query.pageSize),
    total,
  };
}

/** `MCSFE_addFavoriteGameV2`: a playable game only; adding one already there succeeds and changes nothing. */
export async function addFavourite(orm: Orm, owner: FavouriteOwner, nodeId: number, now: Date) {
  const game = await findPlayableGame(orm, owner.merchantId, { id: nodeId });
  if (!game) throw new AppError('game.not.found');
  await insertFavourite(orm, owner.merchantId, owner.memberId, nodeId, now);
  return true;
}

/**
 * `MCSFE_removeFavoriteGameV2`: removing a game that is not a favourite succeeds; a game the brand never had is 404.
 * A disabled game can still be removed, so an old favourite never gets stuck.
 */
export async function removeFavourite(orm: Orm, owner: FavouriteOwner, nodeId: number) {
  if (!(await gameExists(orm, owner.merchantId, nodeId))) throw new AppError('game.not.found');
  await deleteFavourite(orm, owner.memberId, nodeId);
  return true;
}
