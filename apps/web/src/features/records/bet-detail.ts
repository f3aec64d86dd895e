// A secondary entry (biome.json): the agent centre shows its team's bets with the member's own bet details.
export { BetDetailDialog } from './components/bet-detail-dialog';
