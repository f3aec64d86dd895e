import {
  type LotteryGame,
  type LotteryPlaceRequest,
  lotteryBetPageSchema,
  lotteryCancelResultSchema,
  lotteryGameListSchema,
  lotteryMenusSchema,
  lotteryOpenedAllSchema,
  lotteryPlaceResultSchema,
  lotteryProofSchema,
  lotteryResultsSchema,
  lotterySessionSchema,
  lotteryStopChaseResultSchema,
} from '@lotus/contract';
import { queryOptions } from '@tanstack/react-query';
import { callEndpoint, isApiError, request } from '@/lib/api';
import { currentLanguage } from '@/lib/i18n';
import { getDevice } from '@/lib/media';

/**
 * The lottery's two surfaces: the player API's lottery endpoints (menus, open numeros, proofs) under the member's
 * session, and the lottery server `/lotto/v1/*` (contract `lottery.ts`), which knows the player only by the launch
 * token the page got from `launchGame`.
 */
const base = '/lotto/v1';

export const lotteryMenusQuery = () =>
  queryOptions({
    queryKey: ['lottery', 'menus', currentLanguage()],
    queryFn: ({ signal }) => callEndpoint('lotteryMenus', { schema: lotteryMenusSchema, signal }),
    staleTime: 5 * 60_000,
  });

export const lotteryRecentQuery = () =>
  queryOptions({
    queryKey: ['lottery', 'recent', currentLanguage()],
    queryFn: ({ signal }) => callEndpoint('lotteryRecent', { schema: lotteryGameListSchema, signal }),
    staleTime: 60_000,
  });

export const lotteryOpenedAllQuery = () =>
  queryOptions({
    queryKey: ['lottery', 'opened-all'],
    queryFn: ({ signal }) => callEndpoint('lotteryOpenedAll', { schema: lotteryOpenedAllSchema, signal }),
    // Again as soon as the first listed period closes, so every countdown moves on to the next period.
    refetchInterval: (query) => {
      const data = query.state.data;
      if (!data) return 60_000;
      const offset = data.serverTime - query.state.dataUpdatedAt;
      const next = Math.min(...data.list.map((p) => p.closesAt));
      return Math.min(60_000, Math.max(1_000, next - (Date.now() + offset) + 500));
    },
  });

export const fetchLotteryProof = (gameCode: string, numero: string) =>
  callEndpoint('lotteryProof', { query: { gameCode, numero }, schema: lotteryProofSchema });

/** Launches a lottery game for real play and returns the token of its launch URL. */
export async function launchLottery(game: LotteryGame): Promise<string> {
  const mobile = getDevice() === 'mobile';
  const value = await callEndpoint('launchGame', {
    query: {
      nodeId: game.nodeId,
      gameType: game.prizeMode === 'ELOTT' ? 'ELOTT' : 'LOTT',
      vassalage: game.vendor,
      platform: mobile ? 'html5' : 'html5-desktop',
      accountType: 1,
      language: currentLanguage(),
      lottoPrizeMode: game.prizeMode,
      lottoGameCode: game.gameCode,
      lottoView: 'betting',
      device: mobile ? 'MOBILE' : 'WEB',
    },
  });
  const token = new URL(value.content.game_url, window.location.origin).searchParams.get('token');
  if (!token) throw new Error('launch URL without a token');
  return token;
}

export const isTokenInvalid = (error: unknown) => isApiError(error) && error.errorCode === 'lottery.token.invalid';

export const lotteryKeys = {
  session: (token: string) => ['lottery', 'session', token] as const,
  results: (token: string) => ['lottery', 'results', token] as const,
  bets: (token: string) => ['lottery', 'bets', token] as const,
};

export const lotterySessionQuery = (token: string) =>
  queryOptions({
    queryKey: lotteryKeys.session(token),
    queryFn: ({ signal }) =>
      request(`${base}/session`, { query: { token }, schema: lotterySessionSchema, signal }, false),
    retry: (count, error) => !(isApiError(error) && error.status > 0 && error.status < 500) && count < 2,
  });

export const lotteryResultsQuery = (token: string) =>
  queryOptions({
    queryKey: lotteryKeys.results(token),
    queryFn: ({ signal }) =>
      request(`${base}/results`, { query: { token, limit: 60 }, schema: lotteryResultsSchema, signal }, false),
  });

export const lotteryBetsQuery = (token: string) =>
  queryOptions({
    queryKey: lotteryKeys.bets(token),
    queryFn: ({ signal }) =>
      request(
        `${base}/bets`,
        { query: { token, pageNo: 1, pageSize: 30 }, schema: lotteryBetPageSchema, signal },
        false,
      ),
  });

export const placeLotteryBets = (body: LotteryPlaceRequest) =>
  request(`${base}/bets`, { method: 'POST', body, schema: lotteryPlaceResultSchema }, false);

export const cancelLotteryBet = (token: string, betId: number) =>
  request(`${base}/bets/cancel`, { method: 'POST', body: { token, betId }, schema: lotteryCancelResultSchema }, false);

export const stopLotteryChase = (token: string, chaseId: number) =>
  request(
    `${base}/chases/stop`,
    { method: 'POST', body: { token, chaseId }, schema: lotteryStopChaseResultSchema },
    false,
  );
