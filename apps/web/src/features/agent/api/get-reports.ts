import {
  type AgentAnnouncementsQuery,
  type AgentPeriodQuery,
  agentAnnouncementPageSchema,
  type DownlineListQuery,
  downlinePageSchema,
  type MemberTransactionsQuery,
  memberTransactionPageSchema,
  type RegistrationsQuery,
  registrationPageSchema,
  type TeamBetsQuery,
  teamBetDetailSchema,
  teamBetPageSchema,
  teamOverviewSchema,
  type UserLossQuery,
  userLossPageSchema,
} from '@lotus/contract';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { callEndpoint } from '@/lib/api';

/** `{a: 1, b: undefined, c: ''}` → `{a: 1}`: the server refuses empty filters. */
const defined = (values: object) =>
  Object.fromEntries(Object.entries(values).filter(([, v]) => v !== undefined && v !== '')) as Record<
    string,
    string | number
  >;

// Every report keeps the previous answer on screen while the next period or page loads, so the page does not jump.

export const teamOverviewQuery = (query: AgentPeriodQuery) =>
  queryOptions({
    queryKey: ['agent', 'overview', query],
    queryFn: ({ signal }) =>
      callEndpoint('agentTeamOverview', { query: defined(query), schema: teamOverviewSchema, signal }),
    placeholderData: keepPreviousData,
  });

export const downlinesQuery = (query: DownlineListQuery) =>
  queryOptions({
    queryKey: ['agent', 'downlines', query],
    queryFn: ({ signal }) =>
      callEndpoint('agentDownlines', { query: defined(query), schema: downlinePageSchema, signal }),
    placeholderData: keepPreviousData,
  });

export const teamBetsQuery = (query: TeamBetsQuery) =>
  queryOptions({
    queryKey: ['agent', 'bets', query],
    queryFn: ({ signal }) =>
      callEndpoint('agentTeamBets', { query: defined(query), schema: teamBetPageSchema, signal }),
    placeholderData: keepPreviousData,
  });

/** The bet detail dialog's source for a bet of the team. */
export const teamBetDetail = {
  key: ['agent', 'bet'],
  fetch: (id: number, signal: AbortSignal) =>
    callEndpoint('agentTeamBetDetail', { query: { id }, schema: teamBetDetailSchema, signal }),
};

export const userLossQuery = (query: UserLossQuery) =>
  queryOptions({
    queryKey: ['agent', 'user-loss', query],
    queryFn: ({ signal }) =>
      callEndpoint('agentUserLoss', { query: defined(query), schema: userLossPageSchema, signal }),
    placeholderData: keepPreviousData,
  });

export const registrationsQuery = (query: RegistrationsQuery) =>
  queryOptions({
    queryKey: ['agent', 'registrations', query],
    queryFn: ({ signal }) =>
      callEndpoint('agentRegistrations', { query: defined(query), schema: registrationPageSchema, signal }),
    placeholderData: keepPreviousData,
  });

export const accountDetailsQuery = (query: MemberTransactionsQuery) =>
  queryOptions({
    queryKey: ['agent', 'account', query],
    queryFn: ({ signal }) =>
      callEndpoint('agentAccountDetails', { query, schema: memberTransactionPageSchema, signal }),
    placeholderData: keepPreviousData,
  });

/** Every cached page of agent notices: what a console change (`announcement.new`) refreshes. */
export const agentAnnouncementsKey = ['agent', 'announcements'] as const;

/** The agent notices live now, a page at a time; read again each time the page opens (the console may have written). */
export const agentAnnouncementsQuery = (query: AgentAnnouncementsQuery) =>
  queryOptions({
    queryKey: [...agentAnnouncementsKey, query],
    queryFn: ({ signal }) =>
      callEndpoint('agentAnnouncements', { query: defined(query), schema: agentAnnouncementPageSchema, signal }),
    placeholderData: keepPreviousData,
    staleTime: 0,
  });
