import {
  type BetDetail,
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

/** Where a bet's details come from: the member's own bets, or (agent centre) a bet of the agent's team. */
export interface BetDetailSource {
  key: readonly string[];
  fetch: (id: number, signal: AbortSignal) => Promise<BetDetail>;
}

export const memberBetDetail: BetDetailSource = {
  key: ['records', 'bet'],
  fetch: (id, signal) => callEndpoint('betDetail', { query: { id }, schema: betDetailSchema, signal }),
};

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
