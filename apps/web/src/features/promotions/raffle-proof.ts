/** Public entry for the fairness page's raffle section; kept out of index.ts so the draw's code loads with the page. */
export { RaffleProofPanel, raffleIdOf } from './components/raffle-proof-panel';
