/** Public entry for the VIP page: its rewards by level, from the reward centre's campaigns; kept out of index.ts. */
export { default as VipRewards } from './components/vip-rewards';
