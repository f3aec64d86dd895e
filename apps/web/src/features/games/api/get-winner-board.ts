import { limits, type WinnerEntry } from '@lotus/contract';
import { queryOptions } from '@tanstack/react-query';
import { callEndpoint, isNotFound } from '@/lib/api';
import { currentLanguage } from '@/lib/i18n';
import { gameSchema } from './game-schema';

/** Top wins, amount descending (spec §9); none while the server has no winner board. */
export async function getWinnerBoard(signal?: AbortSignal): Promise<WinnerEntry[]> {
  try {
    const value = await callEndpoint('winnerBoard', {
      query: { gameCategory: 'ALL', language: currentLanguage(), limitNum: limits.winnerBoardSize },
      schema: gameSchema('winnerBoardFirstViewSchema'),
      signal,
    });
    return [...value.list].sort((a, b) => b.winAmount - a.winAmount).slice(0, limits.winnerBoardSize);
  } catch (error) {
    if (isNotFound(error)) return [];
    throw error;
  }
}

export const winnerBoardQuery = queryOptions({
  queryKey: ['games', 'winner-board'],
  queryFn: ({ signal }) => getWinnerBoard(signal),
  staleTime: 60_000,
});
