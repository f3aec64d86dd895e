import {
  rebateClaimResultSchema,
  rebatePageSchema,
  rebateSettingsViewSchema,
  rebateSummarySchema,
} from '@lotus/contract';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { callEndpoint } from '@/lib/api';
import { rebateKey } from './keys';

export const REBATE_PAGE_SIZE = 10;

/** The rates of the member's level and of every level, the minimum claim and when unclaimed rebate is paid. */
export const rebateSettingsQuery = (token: string | null, enabled = true) =>
  queryOptions({
    queryKey: [...rebateKey, 'settings', token],
    queryFn: ({ signal }) => callEndpoint('rebateSettings', { schema: rebateSettingsViewSchema, signal }),
    enabled: token !== null && enabled,
    staleTime: 60_000,
  });

/** What a claim would pay now: every settled bet moves it, so a page opened again reads it again. */
export const rebateSummaryQuery = (token: string | null) =>
  queryOptions({
    queryKey: [...rebateKey, 'summary', token],
    queryFn: ({ signal }) => callEndpoint('rebateSummary', { schema: rebateSummarySchema, signal }),
    enabled: token !== null,
    staleTime: 0,
  });

/** The member's paid rebates, newest first, a page at a time; the page shown stays while the next one loads. */
export const rebateHistoryQuery = (token: string | null, page: number) =>
  queryOptions({
    queryKey: [...rebateKey, 'history', token, page],
    queryFn: ({ signal }) =>
      callEndpoint('rebateHistory', {
        query: { pageNo: page, pageSize: REBATE_PAGE_SIZE },
        schema: rebatePageSchema,
        signal,
      }),
    enabled: token !== null,
    placeholderData: keepPreviousData,
  });

/** Claims the rebate: `key` is the Idempotency-Key of this press, so a retry after a lost answer is not paid twice. */
export const claimRebate = (key: string) =>
  callEndpoint('claimRebate', { schema: rebateClaimResultSchema, headers: { 'idempotency-key': key } });
