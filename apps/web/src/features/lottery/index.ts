export { LotteryPage } from './components/lottery-page';
export { LotteryProofPanel } from './components/lottery-proof';
