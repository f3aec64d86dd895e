import {
  consoleEarningPayoutSchema,
  consoleEarningRunDetailSchema,
  consoleEarningRunPageSchema,
  consolePath,
  type EarningPayoutReason,
  type EarningRunSearch,
  recomputeEarningRunResultSchema,
} from '@lotus/contract';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { consoleRequest, queryString } from './console-api';

/** Agent earnings in the console: payout runs, their payouts, and the operators' actions (`/api/console/earnings/…`). */

export const earningsKey = ['console', 'earnings'] as const;

export const earningRunsQuery = (search: EarningRunSearch) =>
  queryOptions({
    queryKey: [...earningsKey, 'runs', search],
    queryFn: () =>
      consoleRequest(
        `${consolePath('earningRuns')}${queryString({ ...search } as Record<string, string | number | undefined>)}`,
        consoleEarningRunPageSchema,
      ),
    placeholderData: keepPreviousData,
  });

export const earningRunQuery = (runId: number) =>
  queryOptions({
    queryKey: [...earningsKey, 'run', runId],
    queryFn: () => consoleRequest(consolePath('earningRun', { id: runId }), consoleEarningRunDetailSchema),
  });

export const holdEarningPayout = (id: number, body: EarningPayoutReason) =>
  consoleRequest(consolePath('holdEarningPayout', { id }), consoleEarningPayoutSchema, 'POST', body);

export const approveEarningPayout = (id: number) =>
  consoleRequest(consolePath('approveEarningPayout', { id }), consoleEarningPayoutSchema, 'POST');

export const reverseEarningPayout = (id: number, body: EarningPayoutReason) =>
  consoleRequest(consolePath('reverseEarningPayout', { id }), consoleEarningPayoutSchema, 'POST', body);

export const recomputeEarningRun = (id: number) =>
  consoleRequest(consolePath('recomputeEarningRun', { id }), recomputeEarningRunResultSchema, 'POST');
