import {
  type CreateLotteryGame,
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
import { consoleRequest, queryString } from './console-api';

/** The house lottery in the console: its games and their rules, periods, bets, exposure and voids (`/api/console/lottery/…`). */

export const lotteryKey = ['console', 'lottery'] as const;

export const lotteryGamesQuery = () =>
  queryOptions({
    queryKey: [...lotteryKey, 'games'],
    queryFn: () => consoleRequest(consolePath('lotteryGames'), consoleLotteryGameListSchema),
  });

/** A new game of the house lottery; it takes bets at once when enabled. */
export const createLotteryGame = (body: CreateLotteryGame) =>
  consoleRequest(consolePath('createLotteryGame'), consoleLotteryGameSchema, 'POST', body);

export const updateLotteryGame = (id: number, body: UpdateLotteryGame) =>
  consoleRequest(consolePath('updateLotteryGame', { id }), consoleLotteryGameSchema, 'PUT', body);

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
