import {
  type ConsoleBetSearch,
  consoleBetPageSchema,
  consolePath,
  type GgrReportQuery,
  ggrReportSchema,
  reconciliationReportSchema,
} from '@lotus/contract';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { consoleRequest } from './console-api';

/** `?a=1&b=x` from the set values only. */
function queryString(values: object) {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(values)) {
    if (value !== undefined && value !== '') params.set(key, String(value));
  }
  return params.toString();
}

export const betSearchQuery = (search: ConsoleBetSearch) =>
  queryOptions({
    queryKey: ['console', 'bets', search],
    queryFn: () => consoleRequest(`${consolePath('bets')}?${queryString(search)}`, consoleBetPageSchema),
    placeholderData: keepPreviousData,
  });

export const ggrReportQuery = (query: GgrReportQuery) =>
  queryOptions({
    queryKey: ['console', 'bets', 'ggr', query],
    queryFn: () => consoleRequest(`${consolePath('ggrReport')}?${queryString(query)}`, ggrReportSchema),
  });

/** The daily vendor reconciliation of one business date. */
export const reconciliationQuery = (date: string) =>
  queryOptions({
    queryKey: ['console', 'reconciliation', date],
    queryFn: () =>
      consoleRequest(`${consolePath('reconciliation')}?date=${encodeURIComponent(date)}`, reconciliationReportSchema),
  });
