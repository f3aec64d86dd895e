import {
  type BetRecordsQuery,
  betDetailSchema,
  betRecordPageSchema,
  houseRoundSchema,
  type PersonalProfitQuery,
  personalProfitSchema,
} from '@lotus/contract';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { callEndpoint } from '@/lib/api';

/** `{a: 1, b: undefined}` → `{a: 1}`: the server refuses empty filters. */
const defined = (values: object) =>
  Object.fromEntries(Object.entries(values).filter(([, v]) => v !== undefined && v !== '')) as Record<
    string,
    string | number
  >;

export const betRecordsQuery = (query: BetRecordsQuery) =>
  queryOptions({
    queryKey: ['records', 'bets', query],
    queryFn: ({ signal }) => callEndpoint('betRecords', { query: defined(query), schema: betRecordPageSchema, signal }),
    // The table keeps the previous page while the next one loads, so it does not jump.
    placeholderData: keepPreviousData,
  });

export const betDetailQuery = (id: number) =>
  queryOptions({
    queryKey: ['records', 'bet', id],
    queryFn: ({ signal }) => callEndpoint('betDetail', { query: { id }, schema: betDetailSchema, signal }),
  });

/** The fairness proof of a house game round (served by the house vendor). */
export const houseRoundProofQuery = (roundId: number) =>
  queryOptions({
    queryKey: ['records', 'house-round', roundId],
    queryFn: ({ signal }) => callEndpoint('houseRound', { query: { roundId }, schema: houseRoundSchema, signal }),
    retry: false,
  });

export const personalProfitQuery = (query: PersonalProfitQuery) =>
  queryOptions({
    queryKey: ['records', 'profit', query],
    queryFn: ({ signal }) =>
      callEndpoint('personalProfit', { query: defined(query), schema: personalProfitSchema, signal }),
    placeholderData: keepPreviousData,
  });
