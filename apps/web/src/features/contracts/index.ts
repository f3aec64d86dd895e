// Only the lazy entry points: the pop-up and the agent pages load their code (and the contract schemas) on demand.
export { AgentContractSection } from './components/agent-contract-section';
export { ContractPopupHost } from './components/contract-popup-host';
