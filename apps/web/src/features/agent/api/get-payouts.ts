import { owedPayoutPageSchema, type PayoutHistoryQuery, type PayoutListQuery, payoutPageSchema } from '@lotus/contract';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { callEndpoint } from '@/lib/api';

// Like the reports, each list keeps the previous answer on screen while the next period or page loads.

/** "My income": the agent's payouts of every kind, or of one. */
export const incomeQuery = (query: PayoutListQuery) =>
  queryOptions({
    queryKey: ['agent', 'income', query],
    queryFn: ({ signal }) => callEndpoint('agentIncome', { query, schema: payoutPageSchema, signal }),
    placeholderData: keepPreviousData,
  });

/** A contract page's payout history: the agent's payouts of that kind. */
export const payoutHistoryQuery = (query: PayoutHistoryQuery) =>
  queryOptions({
    queryKey: ['agent', 'payouts', query],
    queryFn: ({ signal }) => callEndpoint('agentPayoutHistory', { query, schema: payoutPageSchema, signal }),
    placeholderData: keepPreviousData,
  });

/** What the agent pays its downlines as their upline, and what it still owes them. */
export const owedQuery = (query: PayoutListQuery) =>
  queryOptions({
    queryKey: ['agent', 'owed', query],
    queryFn: ({ signal }) => callEndpoint('agentPayoutsOwed', { query, schema: owedPayoutPageSchema, signal }),
    placeholderData: keepPreviousData,
  });
