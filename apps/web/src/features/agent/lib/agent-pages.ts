import type { ContractKind } from '@lotus/contract';

/** Agent centre pages in the order of spec §2; contract pages depend on the merchant's modules. */
export const agentPages = [
  { key: 'agentAnnouncement' },
  { key: 'agentTeamOverview' },
  { key: 'agentRegister' },
  { key: 'agentDownline' },
  { key: 'agentTeamBetting' },
  { key: 'agentUserLoss' },
  { key: 'agentIncome' },
  { key: 'agentAccountDetails' },
  { key: 'agentDividend', modId: 'SIGNCONDIV3', contract: 'dividend' },
  { key: 'agentDailyWages', modId: 'DAILYSALCONT3', contract: 'dailySalary' },
  { key: 'agentHourlySalary', modId: 'HOURSAL3', contract: 'hourlySalary' },
  { key: 'agentRealTimeSalary', modId: 'RTSALARY3', contract: 'realtimeSalary' },
] as const;

export type AgentPageKey = (typeof agentPages)[number]['key'];
export const DEFAULT_AGENT_PAGE: AgentPageKey = 'agentTeamOverview';

/** The contract kind a page manages, or null for the report pages. */
export function agentPageContract(key: AgentPageKey): ContractKind | null {
  const page = agentPages.find((p) => p.key === key);
  return page && 'contract' in page ? page.contract : null;
}

export const isAgentPage = (key: string | null): key is AgentPageKey => agentPages.some((p) => p.key === key);

/** Pages this merchant offers: contract pages need their module and the agent-policy module. */
export function visibleAgentPages(features: Record<string, boolean>) {
  return agentPages.filter((p) => !('modId' in p) || (features.AGENTPOLICY3 === true && features[p.modId] === true));
}
