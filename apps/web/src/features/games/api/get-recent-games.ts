import { queryOptions } from '@tanstack/react-query';
import { callEndpoint } from '@/lib/api';
import { currentLanguage } from '@/lib/i18n';
import { gameSchema } from './game-schema';

/** The member's recently launched games, most recent first (the server keeps 24). */
export const recentGamesQuery = (enabled: boolean) =>
  queryOptions({
    queryKey: ['games', 'recent'],
    queryFn: async ({ signal }) => {
      const value = await callEndpoint('recentGames', {
        query: { language: currentLanguage() },
        schema: gameSchema('recentGamesSchema'),
        signal,
      });
      return value.list;
    },
    enabled,
    staleTime: 30_000,
  });
