import {
  consoleLotteryGameListSchema,
  consoleLotteryGameSchema,
  consoleLotteryPeriodDetailSchema,
  consoleLotteryPeriodPageSchema,
  consolePath,
  type LotteryPeriodSearch,
  type UpdateLotteryGame,
  type VoidLotteryPeriod,
  voidLotteryPeriodResultSchema,
} from '@lotus/contract';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { consoleRequest } from './console-api';

/** The house lottery in the console: its games' rules, periods, bets, exposure and voids (`/api/console/lottery/…`). */

export const lotteryKey = ['console', 'lottery'] as const;

export const lotteryGamesQuery = () =>
  queryOptions({
    queryKey: [...lotteryKey, 'games'],
    queryFn: () => consoleRequest(consolePath('lotteryGames'), consoleLotteryGameListSchema),
  });

export const updateLotteryGame = (id: number, body: UpdateLotteryGame) =>
  consoleRequest(consolePath('updateLotteryGame', { id }), consoleLotteryGameSchema, 'PUT', body);

/** `?a=1&b=x` from the set values only. */
function queryString(values: Record<string, string | number | undefined>) {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(values)) {
    if (value !== undefined && value !== '') params.set(key, String(value));
  }
  const text = params.toString();
  return text ? `?${text}` : '';
}

/** The periods search as the query string carries it. */
export interface PeriodSearch {
  pageNo: number;
  pageSize: number;
  status?: LotteryPeriodSearch['status'];
  upcoming?: LotteryPeriodSearch['upcoming'];
}

export const lotteryPeriodsQuery = (gameId: number, search: PeriodSearch) =>
  queryOptions({
    queryKey: [...lotteryKey, 'periods', gameId, search],
    queryFn: () =>
      consoleRequest(
        `${consolePath('lotteryPeriods', { id: gameId })}${queryString({ ...search })}`,
        consoleLotteryPeriodPageSchema,
      ),
    placeholderData: keepPreviousData,
  });

export const lotteryPeriodQuery = (periodId: number) =>
  queryOptions({
    queryKey: [...lotteryKey, 'period', periodId],
    queryFn: () => consoleRequest(consolePath('lotteryPeriod', { id: periodId }), consoleLotteryPeriodDetailSchema),
  });

export const voidLotteryPeriod = (periodId: number, body: VoidLotteryPeriod) =>
  consoleRequest(consolePath('voidLotteryPeriod', { id: periodId }), voidLotteryPeriodResultSchema, 'POST', body);
