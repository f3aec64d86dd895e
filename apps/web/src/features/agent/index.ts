export { AgentClock } from './components/agent-clock';
export { AgentLoginPanel } from './components/agent-login-panel';
export { AgentReportSection, isReportPage } from './components/agent-report-section';
export { MyIncomeSection } from './components/my-income-section';
export { PayoutHistorySection } from './components/payout-history-section';
export { useHoldsContract } from './hooks/use-holds-contract';
export { agentPageContract, DEFAULT_AGENT_PAGE, isAgentPage, visibleAgentPages } from './lib/agent-pages';
