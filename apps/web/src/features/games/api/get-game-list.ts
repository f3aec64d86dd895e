import type { GameList } from '@lotus/contract';
import { infiniteQueryOptions, queryOptions } from '@tanstack/react-query';
import { callEndpoint, isNotFound } from '@/lib/api';
import { currentLanguage } from '@/lib/i18n';
import { getMerchantCode } from '@/lib/merchant';
import { gameSchema } from './game-schema';

export interface GameListFilter {
  gameType?: string;
  vassalage?: string;
  /** RNG sub-type (SC, VP, JP, TG, AC, BG). */
  gameClassify?: string;
  keyword?: string;
  minBet?: number;
  lines?: number;
  pageSize: number;
}

const EMPTY: GameList = { games: [], totalPages: 0, total: 0 };

/** One page of `GCSGAME_gameList` (spec §7 query: client type 3, both platforms, the merchant and language). */
export async function getGameList(filter: GameListFilter, pageNo: number, signal?: AbortSignal): Promise<GameList> {
  try {
    return await callEndpoint('gameList', {
      query: {
        clientType: 3,
        platform: 'flash,html5-desktop',
        merchant: getMerchantCode(),
        language: currentLanguage(),
        pageNo,
        ...filter,
      },
      schema: gameSchema('gameListFirstViewSchema'),
      signal,
    });
  } catch (error) {
    if (isNotFound(error)) return EMPTY;
    throw error;
  }
}

/** Pages of a game list: "load more" appends the next page; a new filter is a new list (spec §4). */
export const gameListQuery = (filter: GameListFilter) =>
  infiniteQueryOptions({
    queryKey: ['games', 'list', filter],
    queryFn: ({ pageParam, signal }) => getGameList(filter, pageParam, signal),
    initialPageParam: 1,
    getNextPageParam: (last, _all, page) => (page < last.totalPages ? page + 1 : undefined),
    staleTime: 60_000,
  });

/** The first few games of a category, for the home page previews (spec §2: 3 slots, 1 live, 1 fish, 1 sports game). */
export const gamePreviewQuery = (gameType: string, count: number) =>
  queryOptions({
    queryKey: ['games', 'preview', gameType, count],
    queryFn: async ({ signal }) => (await getGameList({ gameType, pageSize: count }, 1, signal)).games,
    staleTime: 60_000,
  });
