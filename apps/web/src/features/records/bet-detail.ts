// A secondary entry (biome.json): the agent centre lists its team's bets as the member's records do, with the same
// filter, totals, table and bet details.
export { BetDetailDialog } from './components/bet-detail-dialog';
export { ALL_BETS, BetFilterFields, betFilterQuery } from './components/bet-filter';
export { BetTable, BetTotals } from './components/bet-table';
