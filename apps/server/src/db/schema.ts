// The database schema, one module per domain; drizzle-kit and the drivers read it from here.

export { agentContracts } from './schema/agents.ts';
export { customerService, merchantDomains, merchants, resources } from './schema/brands.ts';
export { earningCarries, earningPayouts, earningRuns } from './schema/earnings.ts';
export {
  bets,
  demoVendorRounds,
  fairSeeds,
  favouriteGames,
  gameLaunchTokens,
  games,
  gameVendors,
  houseRounds,
  jackpotPools,
  recentGames,
  vendorTransactions,
  vendorWalletTransfers,
} from './schema/games.ts';
export { feedback, inboxBroadcasts, inboxMessages } from './schema/inbox.ts';
export {
  lotteryBets,
  lotteryChases,
  lotteryExposure,
  lotteryGames,
  lotteryOdds,
  lotteryPeriods,
} from './schema/lottery.ts';
export {
  accountLocks,
  knownIps,
  loginFailures,
  members,
  payloadKeys,
  rememberTokens,
  sessions,
  socialIdentities,
  verificationCodes,
} from './schema/members.ts';
export { auditLog, jobRuns, messageOutbox, operatorSessions, operators, uploads } from './schema/operations.ts';
export { memberBonuses, promotionEntries, promotions } from './schema/promotions.ts';
export { rebateRates, rebateSettings, rebates } from './schema/rebate.ts';
export { announcements, banners, helpEntries } from './schema/site-content.ts';
export { vipChanges, vipCounts, vipLevels, vipProgress } from './schema/vip.ts';
export {
  adjustments,
  bankAccounts,
  depositChannels,
  depositOrders,
  ledgerAccounts,
  ledgerTransfers,
  turnoverRequirements,
  withdrawalOrders,
  withdrawalProofs,
} from './schema/wallet.ts';
