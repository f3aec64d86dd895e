import type { GameItem } from '@lotus/contract';
import { infiniteQueryOptions, queryOptions } from '@tanstack/react-query';
import { callEndpoint } from '@/lib/api';
import { currentLanguage } from '@/lib/i18n';
import { gameSchema } from './game-schema';

export const favouriteKeys = {
  all: ['games', 'favourites'] as const,
  ids: (token: string | null) => ['games', 'favourites', 'ids', token] as const,
  list: (pageSize: number) => ['games', 'favourites', 'list', pageSize] as const,
};

/** Node ids of the member's favourites: every heart on the page reads this one set. */
export const favouriteIdsQuery = (token: string | null) =>
  queryOptions({
    queryKey: favouriteKeys.ids(token),
    queryFn: ({ signal }) => callEndpoint('favouriteIds', { schema: gameSchema('favouriteIdsSchema'), signal }),
    enabled: token !== null,
    staleTime: 5 * 60_000,
  });

/** The member's favourite games, newest first, in pages; "load more" appends (spec §4). */
export const favouriteListQuery = (pageSize: number, enabled: boolean) =>
  infiniteQueryOptions({
    queryKey: favouriteKeys.list(pageSize),
    queryFn: ({ pageParam, signal }) =>
      callEndpoint('favouriteList', {
        query: { pageNo: pageParam, pageSize, language: currentLanguage() },
        schema: gameSchema('favouriteListSchema'),
        signal,
      }),
    initialPageParam: 1,
    getNextPageParam: (last) => (last.pageNum < last.totalPages ? last.pageNum + 1 : undefined),
    enabled,
  });

const change = (game: GameItem) => ({ nodeId: game.nodeId, vendor: game.vassalage, gameType: game.gameType });

export const addFavourite = (game: GameItem) => callEndpoint('addFavourite', { body: change(game) });
export const removeFavourite = (game: GameItem) => callEndpoint('removeFavourite', { body: change(game) });
