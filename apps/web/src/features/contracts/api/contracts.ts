import {
  type Consolidated,
  type ContractDecision,
  type ContractDecisionResult,
  type ContractIdRequest,
  type ContractKind,
  type ContractOffer,
  type ContractStatus,
  consolidatedSchema,
  contractDecisionResultSchema,
  contractOverviewSchema,
  contractPageSchema,
  contractSchema,
  type EndpointName,
} from '@lotus/contract';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { callEndpoint, queryClient } from '@/lib/api';
import { session, sessionKeys } from '@/lib/storage';
import { consolidatedKey, contractListKey, contractsKey, overviewKey } from './keys';

/**
 * The member's consolidated funds: balance, the contract offers waiting for an answer and the contracts held. Kept in
 * the session keys `consolidated`, `enableSalary` and `enableContract` (`'true'` / `'false'`) as the original client
 * does.
 */
export const consolidatedQuery = (token: string | null, enabled: boolean) =>
  queryOptions({
    queryKey: [...consolidatedKey, token],
    queryFn: async ({ signal }): Promise<Consolidated> => {
      const value = await callEndpoint('consolidated', { schema: consolidatedSchema, signal });
      session.set(sessionKeys.consolidated, JSON.stringify(value));
      session.set(sessionKeys.enableSalary, String(value.enableSalary));
      session.set(sessionKeys.enableContract, String(value.enableContract));
      return value;
    },
    enabled: token !== null && enabled,
    staleTime: 60_000,
  });

/** Each kind is answered at its own endpoint (spec §3). */
export const processEndpoints = {
  dividend: 'processDividend',
  dailySalary: 'processDailySalary',
  hourlySalary: 'processHourlySalary',
  realtimeSalary: 'processRealtimeSalary',
} as const satisfies Record<ContractKind, EndpointName>;

export const answerContract = (kind: ContractKind, body: ContractDecision): Promise<ContractDecisionResult> =>
  callEndpoint(processEndpoints[kind], { body, schema: contractDecisionResultSchema });

interface PageQuery {
  pageNo: number;
  pageSize: number;
}
export type OverviewQuery = PageQuery & { username?: string };
export type ListQuery = PageQuery & { kind?: ContractKind; status?: ContractStatus; role?: 'offered' | 'held' };

export const contractOverviewQuery = (token: string | null, query: OverviewQuery) =>
  queryOptions({
    queryKey: [...overviewKey, token, query],
    queryFn: ({ signal }) =>
      callEndpoint('contractOverview', { query: { ...query }, schema: contractOverviewSchema, signal }),
    enabled: token !== null,
    placeholderData: keepPreviousData,
  });

export const contractListQuery = (token: string | null, query: ListQuery) =>
  queryOptions({
    queryKey: [...contractListKey, token, query],
    queryFn: ({ signal }) => callEndpoint('contractList', { query: { ...query }, schema: contractPageSchema, signal }),
    enabled: token !== null,
    placeholderData: keepPreviousData,
  });

export const offerContract = (body: ContractOffer) => callEndpoint('contractOffer', { body, schema: contractSchema });

/** The cancel and terminate answers are read only for success (not validated); the lists refetch. */
export const cancelContract = (body: ContractIdRequest) => callEndpoint('contractCancel', { body });
export const terminateContract = (body: ContractIdRequest) => callEndpoint('contractTerminate', { body });

/** After any change: the offers, the agent's tables and the history read again. */
export const refreshContracts = () => queryClient.invalidateQueries({ queryKey: contractsKey });
