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
  { key: 'agentDividend', modId: 'SIGNCONDIV3' },
  { key: 'agentDailyWages', modId: 'DAILYSALCONT3' },
  { key: 'agentHourlySalary', modId: 'HOURSAL3' },
  { key: 'agentRealTimeSalary', modId: 'RTSALARY3' },
] as const;

export type AgentPageKey = (typeof agentPages)[number]['key'];
export const DEFAULT_AGENT_PAGE: AgentPageKey = 'agentTeamOverview';

export const isAgentPage = (key: string | null): key is AgentPageKey => agentPages.some((p) => p.key === key);

/** Pages this merchant offers: contract pages need their module and the agent-policy module. */
export function visibleAgentPages(features: Record<string, boolean>) {
  return agentPages.filter((p) => !('modId' in p) || (features.AGENTPOLICY3 === true && features[p.modId] === true));
}
