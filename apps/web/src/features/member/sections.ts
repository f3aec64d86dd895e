/** Member centre pages in the order of spec §2; some depend on the merchant's modules. */
export const memberSections = [
  { key: 'securityCenter' },
  { key: 'transferFund', modId: 'FUNDTRANS3' },
  { key: 'depositv2' },
  { key: 'withdraw' },
  { key: 'transferUpline' },
  { key: 'personalHistoryCopy' },
  { key: 'transactionHistory', modId: 'MEMTRANS3' },
  { key: 'personalProfit' },
  // Salaries and dividends of a member who holds a contract without being an agent (agents have the agent centre).
  { key: 'contractIncome', modId: 'AGENTPOLICY3', contractHolders: true },
  { key: 'bonusDetails', modId: 'REWCEN3' },
  { key: 'rewardCenter', modId: 'REWCEN3' },
  { key: 'vip', modId: 'VIP3' },
  { key: 'referral', modId: 'REFERRAL3' },
  { key: 'missionLeaderboard', modId: 'MISSION3' },
  { key: 'messageV2', modId: 'INBOX3' },
  { key: 'manualRebate', modId: 'REBATE3' },
] as const;

export type MemberSectionKey = (typeof memberSections)[number]['key'];
export const DEFAULT_MEMBER_SECTION: MemberSectionKey = 'securityCenter';

export const isMemberSection = (key: string | null): key is MemberSectionKey =>
  memberSections.some((s) => s.key === key);

/**
 * The pages this member sees: those of the merchant's modules, without the vendor-wallet transfer page unless the
 * merchant runs transfer wallets (`isSingle` false; while unknown it stays hidden rather than flash), and the income
 * page only for a member that holds a contract without being an agent.
 */
export const visibleMemberSections = (
  features: Record<string, boolean>,
  wallet?: { isSingle: boolean },
  contractHolder = false,
) =>
  memberSections.filter(
    (s) =>
      (!('modId' in s) || features[s.modId] === true) &&
      (s.key !== 'transferFund' || wallet?.isSingle === false) &&
      (!('contractHolders' in s) || contractHolder),
  );
