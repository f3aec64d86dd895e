import { type FavouriteList, type GameItem, limits } from '@lotus/contract';
import { type InfiniteData, useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from '@/components/ui/toast';
import { openLogin } from '@/features/auth';
import { isApiError } from '@/lib/api';
import { useSessionStore } from '@/lib/session';
import { addFavourite, favouriteIdsQuery, favouriteKeys, removeFavourite } from '../api/favourites';

// One toggle a second (spec §4, §9), whichever heart on the page is pressed.
let lastToggleAt = Number.NEGATIVE_INFINITY;

type ListPages = InfiniteData<FavouriteList, number>;

const withoutGame = (data: ListPages | undefined, nodeId: number): ListPages | undefined =>
  data && {
    ...data,
    pages: data.pages.map((page) => ({
      ...page,
      content: page.content.filter((g) => g.nodeId !== nodeId),
      total: page.content.some((g) => g.nodeId === nodeId) ? page.total - 1 : page.total,
    })),
  };

/**
 * The member's favourites as one set of node ids, and the heart's toggle: adding shows at once (nothing to do when
 * it is there already), removing takes the game off every list first; a refusal puts things back with a toast.
 */
export function useFavourites() {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const token = useSessionStore((s) => s.token);
  const idsQuery = favouriteIdsQuery(token);
  const { data } = useQuery(idsQuery);
  const ids = useMemo(() => new Set(data ?? []), [data]);

  const toggle = useCallback(
    async (game: GameItem) => {
      if (token === null) {
        openLogin();
        return;
      }
      const now = Date.now();
      if (now - lastToggleAt < limits.favouriteThrottleMs) {
        toast.message(t('games.favourites.tooFast'));
        return;
      }
      lastToggleAt = now;
      const key = idsQuery.queryKey;
      await queryClient.cancelQueries({ queryKey: key });
      const before = queryClient.getQueryData<number[]>(key) ?? [];
      const adding = !before.includes(game.nodeId);
      const lists = queryClient.getQueriesData<ListPages>({ queryKey: [...favouriteKeys.all, 'list'] });

      if (adding) {
        queryClient.setQueryData<number[]>(key, [game.nodeId, ...before]);
      } else {
        queryClient.setQueryData<number[]>(
          key,
          before.filter((id) => id !== game.nodeId),
        );
        for (const [listKey] of lists) {
          queryClient.setQueryData<ListPages>(listKey, (old) => withoutGame(old, game.nodeId));
        }
      }
      try {
        await (adding ? addFavourite(game) : removeFavourite(game));
        toast.success(t(adding ? 'games.favourites.added' : 'games.favourites.removed', { name: game.gameName }));
        // A new favourite belongs at the top of the lists; they reload when next shown.
        if (adding) void queryClient.invalidateQueries({ queryKey: [...favouriteKeys.all, 'list'] });
      } catch (error) {
        queryClient.setQueryData<number[]>(key, before);
        for (const [listKey, list] of lists) queryClient.setQueryData(listKey, list);
        toast.error(
          isApiError(error)
            ? error.message
            : t(adding ? 'games.favourites.addFailed' : 'games.favourites.removeFailed'),
        );
      }
    },
    [idsQuery.queryKey, queryClient, t, token],
  );

  return { loggedIn: token !== null, isFavourite: (nodeId: number) => ids.has(nodeId), toggle };
}
