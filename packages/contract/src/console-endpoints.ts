import type { CONSOLE_PREFIX, OperatorRole } from './console.ts';
import { fillPath } from './path-params.ts';

export type ConsoleMethod = 'GET' | 'POST' | 'PUT' | 'DELETE';

/**
 * Who may call a console route: the operator roles listed, `anySession` (every signed-in operator: their own
 * account, sign-out) or `public` (sign-in only, which has no session yet).
 */
export type ConsoleAccess = readonly OperatorRole[] | 'anySession' | 'public';

export interface ConsoleEndpointDefinition<P extends string = string> {
  method: ConsoleMethod;
  /** The full path, `:name` for each parameter. */
  path: P;
  roles: ConsoleAccess;
  summary: string;
}

type ConsolePathString = `${typeof CONSOLE_PREFIX}/${string}`;

const c = <const P extends ConsolePathString>(
  method: ConsoleMethod,
  path: P,
  roles: ConsoleAccess,
  summary: string,
): ConsoleEndpointDefinition<P> => ({ method, path, roles, summary });

// The role lists of the console's areas; the pages the console shows each role read the same lists (the
// `*_ROLES` constants of console-*.ts, which the server's tests hold equal to these).
const FINANCE: readonly OperatorRole[] = ['admin', 'finance'];
const CHANNEL_ADMIN: readonly OperatorRole[] = ['admin', 'finance'];
const MEMBER_VIEWER: readonly OperatorRole[] = ['admin', 'risk', 'support'];
const MEMBER_SUSPENDER: readonly OperatorRole[] = ['admin', 'risk'];
const AGENT_VIEWER: readonly OperatorRole[] = ['admin', 'risk', 'support'];
const AGENT_MANAGER: readonly OperatorRole[] = ['admin', 'risk'];
const OUTBOX_READER: readonly OperatorRole[] = ['admin', 'risk', 'support'];
const OUTBOX_RETRY: readonly OperatorRole[] = ['admin', 'support'];
const CATALOGUE_ADMIN: readonly OperatorRole[] = ['admin', 'content'];
const VENDOR_SECRET: readonly OperatorRole[] = ['admin'];
const BET_VIEWER: readonly OperatorRole[] = ['admin', 'finance', 'risk'];
const RECONCILIATION: readonly OperatorRole[] = ['admin', 'finance'];
const CONTENT: readonly OperatorRole[] = ['admin', 'content'];
const MESSAGE: readonly OperatorRole[] = ['admin', 'content', 'support'];
const FEEDBACK: readonly OperatorRole[] = ['admin', 'support', 'content'];
const SETTINGS_ADMIN: readonly OperatorRole[] = ['admin'];
const SITE_ADMIN: readonly OperatorRole[] = ['admin'];
const OPERATOR_ADMIN: readonly OperatorRole[] = ['admin'];
const AUDIT: readonly OperatorRole[] = ['admin', 'risk'];
const LOTTERY_GAME: readonly OperatorRole[] = ['admin'];
const LOTTERY_ADD: readonly OperatorRole[] = ['admin'];
const LOTTERY_READER: readonly OperatorRole[] = ['admin', 'content', 'finance', 'risk'];
const LOTTERY_PERIOD: readonly OperatorRole[] = ['admin', 'finance', 'risk'];
const LOTTERY_VOID: readonly OperatorRole[] = ['admin', 'risk'];
const EARNINGS_VIEWER: readonly OperatorRole[] = ['admin', 'finance', 'risk'];
const EARNINGS_ACTOR: readonly OperatorRole[] = ['admin', 'finance'];
const PROMOTION_EDITOR: readonly OperatorRole[] = ['admin', 'content'];
const PROMOTION_VIEWER: readonly OperatorRole[] = ['admin', 'content', 'finance', 'risk'];
const PROMOTION_REVIEW: readonly OperatorRole[] = ['admin', 'finance', 'risk'];
const VIP_EDITOR: readonly OperatorRole[] = ['admin'];
const VIP_VIEWER: readonly OperatorRole[] = ['admin', 'content', 'finance', 'risk', 'support'];
const VIP_MEMBER: readonly OperatorRole[] = ['admin', 'risk'];
const REBATE_EDITOR: readonly OperatorRole[] = ['admin'];
const REBATE_VIEWER: readonly OperatorRole[] = ['admin', 'finance', 'risk'];

/**
 * The operator console's API (`/api/console/…`): the single list the server registers its routes from and checks
 * roles by (before any handler runs), and the console client builds its URLs from. Every console route has a row
 * here; the server refuses to start with one that has none. Types only from zod-built modules: the console's
 * bundle reads this at run time.
 */
export const consoleEndpoints = {
  // Session and the operator's own account.
  signIn: c('POST', '/api/console/session', 'public', 'Sign in with the brand code (and the authenticator code)'),
  signOut: c('DELETE', '/api/console/session', 'anySession', 'Sign out'),
  me: c('GET', '/api/console/me', 'anySession', 'The signed-in operator'),
  changeOwnPassword: c('POST', '/api/console/me/password', 'anySession', 'Change my password'),
  startOwnTotp: c('POST', '/api/console/me/totp', 'anySession', 'Start my authenticator enrolment'),
  confirmOwnTotp: c('POST', '/api/console/me/totp/confirm', 'anySession', 'Confirm my authenticator enrolment'),

  // Finance: withdrawals, deposits, adjustments, the ledger.
  withdrawals: c('GET', '/api/console/withdrawals', FINANCE, 'Withdrawal queue'),
  approveWithdrawal: c('POST', '/api/console/withdrawals/:orderNo/approve', FINANCE, 'Approve a withdrawal'),
  payWithdrawal: c('POST', '/api/console/withdrawals/:orderNo/pay', FINANCE, 'Mark a withdrawal paid'),
  forceWithdrawalReceived: c(
    'POST',
    '/api/console/withdrawals/:orderNo/force-received',
    FINANCE,
    'Close a paid withdrawal as received',
  ),
  refundWithdrawal: c('POST', '/api/console/withdrawals/:orderNo/refund', FINANCE, 'Refund a withdrawal'),
  rejectWithdrawal: c('POST', '/api/console/withdrawals/:orderNo/reject', FINANCE, 'Reject a withdrawal'),
  withdrawalProof: c('GET', '/api/console/withdrawals/proofs/:id', FINANCE, 'A proof image a member attached'),
  deposits: c('GET', '/api/console/deposits', FINANCE, 'Deposit queue'),
  creditDeposit: c('POST', '/api/console/deposits/:orderNo/credit', FINANCE, 'Credit a bank-transfer deposit'),
  adjustments: c('GET', '/api/console/adjustments', FINANCE, 'Manual adjustments'),
  requestAdjustment: c('POST', '/api/console/adjustments', FINANCE, 'Request a manual adjustment'),
  approveAdjustment: c('POST', '/api/console/adjustments/:id/approve', FINANCE, 'Approve an adjustment'),
  rejectAdjustment: c('POST', '/api/console/adjustments/:id/reject', FINANCE, 'Reject an adjustment'),
  verifyLedger: c('GET', '/api/console/ledger/verify', FINANCE, 'Check the ledger balances'),

  // Members.
  members: c('GET', '/api/console/members', MEMBER_VIEWER, 'Search members'),
  member: c('GET', '/api/console/members/:id', MEMBER_VIEWER, "One member's file"),
  suspendMember: c('POST', '/api/console/members/:id/suspend', MEMBER_SUSPENDER, 'Suspend a member'),
  reactivateMember: c('POST', '/api/console/members/:id/reactivate', MEMBER_SUSPENDER, 'Reactivate a member'),

  // Agents: the tree, promotions and moves.
  agents: c('GET', '/api/console/agents', AGENT_VIEWER, 'Agents with their upline and team'),
  setAgentType: c('POST', '/api/console/agents/type', AGENT_MANAGER, 'Make a member an agent, or a member again'),
  moveMember: c('POST', '/api/console/agents/upline', AGENT_MANAGER, 'Move a member and its team under an agent'),

  // Deposit channels.
  channels: c('GET', '/api/console/channels', CHANNEL_ADMIN, 'Deposit channels'),
  createChannel: c('POST', '/api/console/channels', CHANNEL_ADMIN, 'Add a deposit channel'),
  reorderChannels: c('PUT', '/api/console/channels/order', CHANNEL_ADMIN, 'Reorder the deposit channels'),
  updateChannel: c('PUT', '/api/console/channels/:id', CHANNEL_ADMIN, 'Edit a deposit channel'),
  enableChannel: c('POST', '/api/console/channels/:id/enable', CHANNEL_ADMIN, 'Enable a deposit channel'),
  disableChannel: c('POST', '/api/console/channels/:id/disable', CHANNEL_ADMIN, 'Disable a deposit channel'),

  // The SMS and email outbox (which roles see codes is decided inside: OUTBOX_CODE_READER_ROLES).
  outbox: c('GET', '/api/console/outbox', OUTBOX_READER, 'SMS and email outbox'),
  retryOutboxMessage: c('POST', '/api/console/outbox/:id/retry', OUTBOX_RETRY, 'Send a failed message again'),

  // The game catalogue.
  vendors: c('GET', '/api/console/catalogue/vendors', CATALOGUE_ADMIN, 'Game vendors'),
  createVendor: c('POST', '/api/console/catalogue/vendors', VENDOR_SECRET, 'Add a vendor with its signing secret'),
  updateVendor: c('PUT', '/api/console/catalogue/vendors/:id', CATALOGUE_ADMIN, 'Edit a vendor'),
  moveVendor: c('POST', '/api/console/catalogue/vendors/:id/move', CATALOGUE_ADMIN, 'Move a vendor in the order'),
  rotateVendorSecret: c(
    'POST',
    '/api/console/catalogue/vendors/:id/secret',
    VENDOR_SECRET,
    "Rotate a vendor's signing secret",
  ),
  uploadVendorIcon: c('POST', '/api/console/catalogue/vendors/:id/icon', CATALOGUE_ADMIN, "Upload a vendor's icon"),
  resetVendorIcon: c('DELETE', '/api/console/catalogue/vendors/:id/icon', CATALOGUE_ADMIN, "Reset a vendor's icon"),
  vendorGames: c('GET', '/api/console/catalogue/vendors/:id/games', CATALOGUE_ADMIN, "Search a vendor's games"),
  updateGame: c('PUT', '/api/console/catalogue/games/:id', CATALOGUE_ADMIN, 'Edit a game'),
  uploadGameIcon: c('POST', '/api/console/catalogue/games/:id/icon', CATALOGUE_ADMIN, "Upload a game's icon"),
  resetGameIcon: c('DELETE', '/api/console/catalogue/games/:id/icon', CATALOGUE_ADMIN, "Reset a game's icon"),

  // Bets and reports.
  bets: c('GET', '/api/console/bets', BET_VIEWER, 'Search bets'),
  ggrReport: c('GET', '/api/console/bets/ggr', BET_VIEWER, 'GGR per vendor'),
  reconciliation: c('GET', '/api/console/reconciliation', RECONCILIATION, 'Daily vendor reconciliation'),

  // The house lottery: its games' rules and its periods.
  lotteryGames: c('GET', '/api/console/lottery/games', LOTTERY_READER, "The brand's lottery games"),
  createLotteryGame: c('POST', '/api/console/lottery/games', LOTTERY_ADD, 'Add a lottery game'),
  updateLotteryGame: c('PUT', '/api/console/lottery/games/:id', LOTTERY_GAME, "Edit a lottery game's rules"),
  lotteryPeriods: c('GET', '/api/console/lottery/games/:id/periods', LOTTERY_PERIOD, "A lottery game's periods"),
  lotteryPeriod: c('GET', '/api/console/lottery/periods/:id', LOTTERY_PERIOD, 'A period with its bets and exposure'),
  voidLotteryPeriod: c('POST', '/api/console/lottery/periods/:id/void', LOTTERY_VOID, 'Void a period, refunding it'),

  // Agent earnings: the scheduler's payout runs and what operators do to their payouts.
  earningRuns: c('GET', '/api/console/earnings/runs', EARNINGS_VIEWER, 'Payout runs'),
  earningRun: c('GET', '/api/console/earnings/runs/:id', EARNINGS_VIEWER, 'A payout run with its payouts'),
  recomputeEarningRun: c(
    'POST',
    '/api/console/earnings/runs/:id/recompute',
    EARNINGS_ACTOR,
    "Recompute a run's period, paying only the difference",
  ),
  holdEarningPayout: c('POST', '/api/console/earnings/payouts/:id/hold', EARNINGS_ACTOR, 'Hold a payout'),
  approveEarningPayout: c('POST', '/api/console/earnings/payouts/:id/approve', EARNINGS_ACTOR, 'Approve a held payout'),
  reverseEarningPayout: c('POST', '/api/console/earnings/payouts/:id/reverse', EARNINGS_ACTOR, 'Reverse a payout'),

  // Promotions: campaigns, their figures, the review queue.
  promotions: c('GET', '/api/console/promotions', PROMOTION_VIEWER, 'Campaigns with their figures'),
  promotion: c('GET', '/api/console/promotions/:id', PROMOTION_VIEWER, 'One campaign with its figures'),
  createPromotion: c('POST', '/api/console/promotions', PROMOTION_EDITOR, 'Add a campaign'),
  updatePromotion: c('PUT', '/api/console/promotions/:id', PROMOTION_EDITOR, 'Edit a campaign'),
  grantPromotion: c(
    'POST',
    '/api/console/promotions/:id/grants',
    PROMOTION_REVIEW,
    "Give a grant campaign's bonus to members",
  ),
  raffleWinners: c('GET', '/api/console/promotions/:id/raffle-winners', PROMOTION_VIEWER, "A raffle's winners"),
  promotionClaims: c('GET', '/api/console/promotion-claims', PROMOTION_VIEWER, 'Claims waiting for review, or decided'),
  approvePromotionClaim: c(
    'POST',
    '/api/console/promotion-claims/:id/approve',
    PROMOTION_REVIEW,
    'Approve a claim: the bonus is paid',
  ),
  rejectPromotionClaim: c(
    'POST',
    '/api/console/promotion-claims/:id/reject',
    PROMOTION_REVIEW,
    'Reject a claim with a reason',
  ),

  // VIP levels and rebate.
  vipLevels: c('GET', '/api/console/vip/levels', VIP_VIEWER, 'VIP levels with their members'),
  updateVipLevels: c('PUT', '/api/console/vip/levels', VIP_EDITOR, 'Replace the VIP ladder'),
  memberVip: c('GET', '/api/console/members/:id/vip', VIP_VIEWER, "A member's VIP level and its history"),
  setMemberVip: c('POST', '/api/console/members/:id/vip', VIP_MEMBER, "Set a member's VIP level by hand"),
  rebateSettings: c('GET', '/api/console/rebate', REBATE_VIEWER, 'Rebate rates and rules'),
  updateRebateSettings: c('PUT', '/api/console/rebate', REBATE_EDITOR, 'Set rebate rates and rules'),
  rebatePayouts: c('GET', '/api/console/rebate/payouts', REBATE_VIEWER, 'Paid rebates'),

  // Content: banners, announcements, the help centre, images.
  banners: c('GET', '/api/console/content/banners', CONTENT, 'Banners'),
  createBanner: c('POST', '/api/console/content/banners', CONTENT, 'Add a banner'),
  updateBanner: c('PUT', '/api/console/content/banners/:id', CONTENT, 'Edit a banner'),
  deleteBanner: c('DELETE', '/api/console/content/banners/:id', CONTENT, 'Delete a banner'),
  announcements: c('GET', '/api/console/content/announcements', CONTENT, 'Notices, pop-ups and promotions'),
  createAnnouncement: c('POST', '/api/console/content/announcements', CONTENT, 'Add an announcement'),
  updateAnnouncement: c('PUT', '/api/console/content/announcements/:id', CONTENT, 'Edit an announcement'),
  deleteAnnouncement: c('DELETE', '/api/console/content/announcements/:id', CONTENT, 'Delete an announcement'),
  helpTree: c('GET', '/api/console/content/help', CONTENT, 'The help centre tree'),
  createHelpEntry: c('POST', '/api/console/content/help', CONTENT, 'Add a help entry'),
  updateHelpEntry: c('PUT', '/api/console/content/help/:id', CONTENT, 'Edit a help entry'),
  deleteHelpEntry: c('DELETE', '/api/console/content/help/:id', CONTENT, 'Delete a help entry and its children'),
  uploadContentImage: c('POST', '/api/console/content/images', CONTENT, 'Upload a content image (multipart)'),

  // Messages to members and the feedback inbox.
  sendMessage: c('POST', '/api/console/messages', MESSAGE, 'Send a message to members'),
  broadcasts: c('GET', '/api/console/messages', MESSAGE, 'Messages sent'),
  feedback: c('GET', '/api/console/feedback', FEEDBACK, 'Feedback inbox'),
  feedbackImage: c('GET', '/api/console/feedback/images/:id', FEEDBACK, 'An image attached to feedback'),
  setFeedbackStatus: c('PUT', '/api/console/feedback/:id/status', FEEDBACK, 'Open or close feedback'),
  replyToFeedback: c('POST', '/api/console/feedback/:id/reply', FEEDBACK, "Reply to the member's inbox"),

  // Brand settings and site.
  settings: c('GET', '/api/console/settings', SETTINGS_ADMIN, 'Brand settings'),
  updateSettings: c('PUT', '/api/console/settings', SETTINGS_ADMIN, 'Replace settings sections'),
  testDelivery: c('POST', '/api/console/settings/delivery/test', SETTINGS_ADMIN, 'Send a test SMS or email'),
  site: c('GET', '/api/console/site', SITE_ADMIN, 'Brand, domains, customer service, resources'),
  updateSiteBrand: c('PUT', '/api/console/site/brand', SITE_ADMIN, 'Edit the brand'),
  addSiteDomain: c('POST', '/api/console/site/domains', SITE_ADMIN, 'Add a domain'),
  editSiteDomain: c('PUT', '/api/console/site/domains/:id', SITE_ADMIN, 'Edit a domain'),
  removeSiteDomain: c('DELETE', '/api/console/site/domains/:id', SITE_ADMIN, 'Remove a domain'),
  addServiceEntry: c('POST', '/api/console/site/customer-service', SITE_ADMIN, 'Add a customer service entry'),
  reorderServiceEntries: c(
    'PUT',
    '/api/console/site/customer-service/order',
    SITE_ADMIN,
    'Reorder customer service entries',
  ),
  editServiceEntry: c('PUT', '/api/console/site/customer-service/:id', SITE_ADMIN, 'Edit a customer service entry'),
  removeServiceEntry: c(
    'DELETE',
    '/api/console/site/customer-service/:id',
    SITE_ADMIN,
    'Remove a customer service entry',
  ),
  addSiteResource: c('POST', '/api/console/site/resources', SITE_ADMIN, 'Add a resource'),
  reorderSiteResources: c('PUT', '/api/console/site/resources/order', SITE_ADMIN, 'Reorder resources'),
  editSiteResource: c('PUT', '/api/console/site/resources/:id', SITE_ADMIN, 'Edit a resource'),
  removeSiteResource: c('DELETE', '/api/console/site/resources/:id', SITE_ADMIN, 'Remove a resource'),

  // Operators and the audit log.
  operators: c('GET', '/api/console/operators', OPERATOR_ADMIN, "The brand's operators"),
  createOperator: c('POST', '/api/console/operators', OPERATOR_ADMIN, 'Add an operator'),
  changeOperatorRole: c('PUT', '/api/console/operators/:id/role', OPERATOR_ADMIN, "Change an operator's role"),
  setOperatorStatus: c('PUT', '/api/console/operators/:id/status', OPERATOR_ADMIN, 'Disable or enable an operator'),
  resetOperatorPassword: c(
    'POST',
    '/api/console/operators/:id/password',
    OPERATOR_ADMIN,
    "Reset an operator's password",
  ),
  resetOperatorTotp: c(
    'DELETE',
    '/api/console/operators/:id/totp',
    OPERATOR_ADMIN,
    "Remove an operator's authenticator",
  ),
  audit: c('GET', '/api/console/audit', AUDIT, 'The audit log'),
} satisfies Record<string, ConsoleEndpointDefinition>;

export type ConsoleEndpointName = keyof typeof consoleEndpoints;

/** The `:name` segments of a path. */
type PathParamNames<P extends string> = P extends `${string}:${infer Name}/${infer Rest}`
  ? Name | PathParamNames<`/${Rest}`>
  : P extends `${string}:${infer Name}`
    ? Name
    : never;

/** The values a console endpoint's path needs, one per `:name`. */
export type ConsolePathParams<N extends ConsoleEndpointName> = Record<
  PathParamNames<(typeof consoleEndpoints)[N]['path']>,
  string | number
>;

type ParamsArgument<N extends ConsoleEndpointName> =
  PathParamNames<(typeof consoleEndpoints)[N]['path']> extends never ? [] : [params: ConsolePathParams<N>];

/** The URL of a console endpoint with its parameters filled in (each one URL-encoded). */
export function consolePath<N extends ConsoleEndpointName>(name: N, ...[params]: ParamsArgument<N>): string {
  return fillPath(consoleEndpoints[name].path, params);
}
