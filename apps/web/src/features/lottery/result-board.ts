// A secondary entry (biome.json): the betting record's lottery details (the member's and the agent's) show a bet's
// picks and its period's result as the lottery page does, without loading the lottery page.
export { ResultBoard } from './components/result-board';
export { picksText } from './lib/names';
