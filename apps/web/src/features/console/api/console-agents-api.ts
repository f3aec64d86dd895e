import {
  type AgentMoveRequest,
  type AgentTypeRequest,
  agentChangeResultSchema,
  consoleAgentPageSchema,
  consolePath,
} from '@lotus/contract';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { consoleRequest, queryString } from './console-api';

export interface AgentSearch {
  q?: string | undefined;
  type?: number | undefined;
  pageNo: number;
  pageSize: number;
}

/** Agents and members share their cached answers: a promotion or move changes both lists. */
export const agentsKey = ['console', 'members'] as const;

export const agentSearchQuery = (search: AgentSearch) =>
  queryOptions({
    queryKey: [...agentsKey, 'agents', search],
    queryFn: () =>
      consoleRequest(
        `${consolePath('agents')}${queryString({ q: search.q, type: search.type, pageNo: search.pageNo, pageSize: search.pageSize })}`,
        consoleAgentPageSchema,
      ),
    placeholderData: keepPreviousData,
  });

/** Makes the member an agent of the type, or a member again (type 0); audited with the reason. */
export const setAgentType = (body: AgentTypeRequest) =>
  consoleRequest(consolePath('setAgentType'), agentChangeResultSchema, 'POST', body);

/** Moves the member and its team under another agent; audited with the reason. */
export const moveMember = (body: AgentMoveRequest) =>
  consoleRequest(consolePath('moveMember'), agentChangeResultSchema, 'POST', body);
