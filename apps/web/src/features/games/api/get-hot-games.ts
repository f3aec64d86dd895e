import type { GameItem } from '@lotus/contract';
import { queryOptions } from '@tanstack/react-query';
import { callEndpoint, isNotFound } from '@/lib/api';
import { currentLanguage } from '@/lib/i18n';
import { getMerchantCode } from '@/lib/merchant';
import { session, sessionKeys } from '@/lib/storage';
import { gameSchema } from './game-schema';

// Spec §4: hot games are kept for the session, and reloading the page clears them: the first read of a page load
// always asks the server.
let freshThisLoad = false;

function cachedHotGames(language: string): GameItem[] | undefined {
  if (!freshThisLoad) return undefined;
  try {
    const stored = JSON.parse(session.get(sessionKeys.hotGames) ?? 'null') as { language?: string; list?: unknown };
    return stored?.language === language && Array.isArray(stored.list) ? (stored.list as GameItem[]) : undefined;
  } catch {
    return undefined;
  }
}

/** `GCSGAME_hotGamesV2` with the spec §7 query; none while the server has no hot games. */
export async function getHotGames(signal?: AbortSignal): Promise<GameItem[]> {
  const language = currentLanguage();
  const cached = cachedHotGames(language);
  if (cached) return cached;
  try {
    const value = await callEndpoint('hotGames', {
      query: { merchantCode: getMerchantCode(), isPlatform: 2, platform: 'flash,html5-desktop', language },
      schema: gameSchema('hotGamesFirstViewSchema'),
      signal,
    });
    session.set(sessionKeys.hotGames, JSON.stringify({ language, list: value.list }));
    freshThisLoad = true;
    return value.list;
  } catch (error) {
    if (isNotFound(error)) return [];
    throw error;
  }
}

export const hotGamesQuery = queryOptions({
  queryKey: ['games', 'hot'],
  queryFn: ({ signal }) => getHotGames(signal),
  staleTime: Number.POSITIVE_INFINITY,
});
