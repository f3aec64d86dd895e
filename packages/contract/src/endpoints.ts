import type { ModId } from './modules.ts';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'DELETE';

export interface EndpointDefinition {
  method: HttpMethod | readonly HttpMethod[];
  path: string;
  modId: ModId;
  /** Needs a session token (`Authorization`). */
  login: boolean;
  /** Encrypted body (`Encryption` header), see API.md. */
  encrypted: boolean;
  /** Answers without the `{success, value}` envelope. */
  bare?: boolean;
  /** False: trial accounts (type 4) are refused with 403 `in_need_true_account` (real money, member panels). */
  trial?: false;
  summary: string;
}

/** What an endpoint asks of its caller; each option is off unless named. */
export interface EndpointOptions {
  /** Needs a session token (`Authorization`). */
  login?: true;
  /** Encrypted body (`Encryption` header), see API.md. */
  encrypted?: true;
  /** Answers without the `{success, value}` envelope. */
  bare?: true;
  /**
   * Real accounts only: trial accounts get 403 `in_need_true_account` (every balance-changing call, member panels,
   * consolidated, unread count).
   */
  realOnly?: true;
}

/** The method keeps its literal type: the schema table (`endpoint-schemas.ts`) has one set per method of each endpoint. */
const e = <const M extends EndpointDefinition['method']>(
  method: M,
  path: string,
  modId: ModId,
  options: EndpointOptions,
  summary: string,
): Omit<EndpointDefinition, 'method'> & { method: M } => ({
  method,
  path,
  modId,
  login: !!options.login,
  encrypted: !!options.encrypted,
  ...(options.bare ? { bare: true } : {}),
  ...(options.realOnly ? { trial: false as const } : {}),
  summary,
});

// The usual combinations, named once: the web's first view loads this table, and a name costs fewer bytes there
// than the same object written out in every entry.
const loggedIn = { login: true } as const satisfies EndpointOptions;
const realAccount = { login: true, realOnly: true } as const satisfies EndpointOptions;
const realAccountEncrypted = { login: true, encrypted: true, realOnly: true } as const satisfies EndpointOptions;
const guestEncrypted = { encrypted: true } as const satisfies EndpointOptions;

/**
 * The endpoint table of API.md: the single list the server's feature gates and the client read. The schemas of each
 * endpoint's parameters, query, body and answer are in `endpoint-schemas.ts`, a table of its own so that the web's
 * first view, which reads this one at run time, does not load them.
 *
 * The bodies and queries of these endpoints, of the vendor API and of the house game server are `z.object`s that
 * strip the keys they do not name, nested objects included: the original backend ignores fields it does not know and
 * its clients send extras (`remember`, a cache-busting `_`), while a stripped key never reaches a use case (no mass
 * assignment). No `z.strictObject`, `.strict()`, `z.looseObject` or `.passthrough()` for them. The console's requests
 * (`console*.ts`, merchant settings) stay strict: its one client is ours, and a key they lack there is a client bug
 * or a change the console does not offer (a channel's kind), which must not pass silently.
 */
export const endpoints = {
  systemStatus: e('GET', '/wps/system/status', 'COMM3', {}, 'Boot payload: permissions, resources, status'),
  whitelabel: e('GET', '/wps/system/whitelabel', 'COMM3', {}, 'Whitelabel feature tree'),
  registerSettings: e('GET', '/wps/system/setting/register', 'REG3', {}, 'Registration field rules'),
  domainRoute: e('GET', '/wps/system/domainRoute', 'COMM3', {}, 'Alternative domains of the brand'),
  helpCenter: e('GET', '/wps/system/helpCenter', 'COMM3', {}, 'Help centre entries'),
  country: e('GET', '/wps/system/country', 'COMM3', {}, 'Countries with dialling codes'),
  rsaKey: e('GET', '/wps/session/key/rsa', 'COMM3', { bare: true }, 'Public key for encrypted calls'),
  login: e('POST', '/wps/session/login', 'COMM3', guestEncrypted, 'Log in'),
  loginVerification: e(
    'POST',
    '/wps/session/login/verification',
    'LOGINIPVERF3',
    guestEncrypted,
    'Second step for a new IP',
  ),
  loginVerificationCode: e(
    'POST',
    '/wps/session/login/verification/code',
    'LOGINIPVERF3',
    {},
    'Send the SMS or email code of the second step',
  ),
  rememberLogin: e('POST', '/wps/session/login/remember', 'LOGIN3', {}, 'Log in with the remember-me cookies'),
  socialProviders: e('GET', '/wps/session/social/providers', 'SOCIALLOGIN3', {}, 'Social login providers'),
  socialStart: e('GET', '/wps/session/social/:provider/start', 'SOCIALLOGIN3', {}, 'Start a social login'),
  socialCallback: e('POST', '/wps/session/social/:provider/callback', 'SOCIALLOGIN3', {}, 'Finish a social login'),
  freePlay: e('POST', '/wps/session/login/freeplay', 'FREEPLAY3', {}, 'Trial account login'),
  logout: e(['DELETE', 'POST'], '/wps/session/logout', 'COMM3', loggedIn, 'Log out'),
  smsNoLogin: e('POST', '/wps/verification/sms/noLogin', 'VERIFICATION3', {}, 'SMS code for login or reset'),
  smsRegister: e('POST', '/wps/verification/sms/register', 'REGMOBVERF3', {}, 'SMS code for registration'),
  captcha: e('GET', '/wps/captcha', 'CAPTCHA3', {}, 'Captcha image (base64 PNG)'),
  memberInfo: e('GET', '/wps/member/info', 'COMM3', loggedIn, 'Member info'),
  totpEnrol: e('POST', '/wps/member/totp', 'LOGINIPVERF3', realAccount, 'Start authenticator enrolment'),
  totpConfirm: e('POST', '/wps/member/totp/confirm', 'LOGINIPVERF3', realAccount, 'Confirm authenticator enrolment'),
  memberProfile: e(
    'GET',
    '/wps/member/info/profile',
    'MEMBER3',
    realAccount,
    'Profile with the fields the member may edit',
  ),
  updateMemberProfile: e(
    'PUT',
    '/wps/member/info',
    'MEMBER3',
    realAccountEncrypted,
    'Edit profile fields the merchant allows',
  ),
  smsBind: e('POST', '/wps/verification/sms/bind', 'MEMBER3', realAccount, 'SMS code to a mobile number being bound'),
  emailBind: e('POST', '/wps/verification/email/bind', 'MEMBER3', realAccount, 'Email code to an address being bound'),
  bindMobile: e(
    'PUT',
    '/wps/member/info/mobile',
    'MEMBER3',
    realAccountEncrypted,
    'Bind or change the mobile number with its code',
  ),
  bindEmail: e(
    'PUT',
    '/wps/member/info/email',
    'MEMBER3',
    realAccountEncrypted,
    'Bind or change the email with its code',
  ),
  register: e('PUT', '/wps/member/register', 'REG3', guestEncrypted, 'Register by username'),
  registerMobile: e('PUT', '/wps/member/register/mobile', 'MOBILENUMREG3', guestEncrypted, 'Register by mobile'),
  changePassword: e('POST', '/wps/member/password', 'PASS3', realAccountEncrypted, 'Change password'),
  forgotByEmail: e('POST', '/wps/member/password/email', 'COMM3', {}, 'Forgot password by email'),
  resetByEmail: e('POST', '/wps/member/password/email/reset', 'COMM3', {}, 'Reset password from the emailed link'),
  resetByPhone: e(
    'POST',
    '/wps/member/password/verification',
    'CHNGPASSVERIF3',
    guestEncrypted,
    'Reset password by phone',
  ),
  avatar: e(['GET', 'POST'], '/wps/member/info/icon', 'PROFPIC3', realAccount, 'Member avatar'),
  setPaymentPassword: e(
    'PUT',
    '/wps/member/password/payment',
    'PASS3',
    realAccountEncrypted,
    'Set the payment password',
  ),
  changePaymentPassword: e(
    'POST',
    '/wps/member/password/payment',
    'PASS3',
    realAccountEncrypted,
    'Change the payment password',
  ),
  affiliate: e('GET', '/wps/agent/affiliate', 'AFFMAN3', {}, 'Check an affiliate code'),
  agentOpenDownline: e('POST', '/wps/agent/downline', 'COMM3', realAccount, 'Open an account directly below the agent'),
  balance: e('GET', '/wps/v2/wallets/balance', 'COMM3', loggedIn, 'Wallet balances'),
  depositSettings: e('GET', '/wps/relay/MCSFE_getDepositSettings', 'COMM3', realAccount, 'Deposit channels and limits'),
  createDeposit: e('POST', '/wps/v2/transaction/deposit', 'COMM3', realAccount, 'Create a deposit order'),
  depositOrder: e('GET', '/wps/v2/transaction/deposit/order', 'COMM3', realAccount, 'One deposit order of the member'),
  transferTargets: e(
    'GET',
    '/wps/v2/transaction/transfer/targets',
    'COMM3',
    realAccount,
    'Upline and downlines to pay',
  ),
  memberTransfer: e(
    'POST',
    '/wps/v2/transaction/transfer',
    'COMM3',
    realAccountEncrypted,
    'Transfer to the upline or a downline',
  ),
  bankAccounts: e('GET', '/wps/v2/member/bankAccounts', 'COMM3', realAccount, 'Bound bank accounts'),
  bindBankAccount: e('PUT', '/wps/v2/member/bankAccounts', 'COMM3', realAccountEncrypted, 'Bind a bank account'),
  removeBankAccount: e('DELETE', '/wps/v2/member/bankAccounts', 'COMM3', realAccount, 'Remove a bound bank account'),
  withdrawalSettings: e('GET', '/wps/v2/transaction/withdraw/settings', 'COMM3', realAccount, 'Withdrawal limits now'),
  withdraw: e('POST', '/wps/v2/transaction/withdraw', 'COMM3', realAccountEncrypted, 'Request a withdrawal'),
  withdrawals: e('GET', '/wps/v2/transaction/withdraw', 'COMM3', realAccount, "The member's recent withdrawals"),
  withdrawalReceipt: e(
    'POST',
    '/wps/v2/transaction/withdraw/receipt',
    'COMM3',
    realAccount,
    'Confirm a paid withdrawal: received, fully received, or not received with proof (multipart)',
  ),
  withdrawalProof: e(
    'GET',
    '/wps/v2/transaction/withdraw/proof',
    'COMM3',
    { login: true, bare: true },
    'A proof image the member attached',
  ),
  walletTransfer: e('POST', '/wps/relay/GCS_walletTransfer', 'FUNDTRANS3', realAccount, 'Transfer between wallets'),
  walletTransferStatus: e(
    'GET',
    '/wps/relay/GCS_walletTransferStatus',
    'FUNDTRANS3',
    realAccount,
    'Whether a wallet transfer happened, by reference',
  ),
  transferWallets: e(
    'GET',
    '/wps/relay/GCS_transferWallets',
    'FUNDTRANS3',
    realAccount,
    "The member's transfer wallets",
  ),
  consolidated: e('GET', '/wps/member/info/funds/consolidated', 'COMM3', realAccount, 'Contracts and balance summary'),
  processDividend: e(
    'POST',
    '/wps/relay/MCS2_processDividendReq',
    'SIGNCONDIV3',
    realAccount,
    'Answer a dividend offer',
  ),
  processDailySalary: e(
    'POST',
    '/wps/relay/MCS2_processDailySalContract',
    'DAILYSALCONT3',
    realAccount,
    'Answer a daily salary offer',
  ),
  processHourlySalary: e(
    'POST',
    '/wps/relay/MCS2_processContractHourSalary',
    'HOURSAL3',
    realAccount,
    'Answer an hourly salary offer',
  ),
  processRealtimeSalary: e(
    'POST',
    '/wps/relay/MCSFE_processRealTimeSalaryContract',
    'RTSALARY3',
    realAccount,
    'Answer a real-time salary offer',
  ),
  contractOverview: e(
    'GET',
    '/wps/relay/MCS2_getContractOverview',
    'AGENTPOLICY3',
    realAccount,
    "An agent's own contracts and its downlines' contracts",
  ),
  contractList: e('GET', '/wps/relay/MCS2_getContractList', 'AGENTPOLICY3', realAccount, 'Contracts offered or held'),
  contractOffer: e(
    'POST',
    '/wps/relay/MCS2_offerContract',
    'AGENTPOLICY3',
    realAccount,
    'Offer a direct downline a contract',
  ),
  contractCancel: e('POST', '/wps/relay/MCS2_cancelContract', 'AGENTPOLICY3', realAccount, 'Withdraw a pending offer'),
  contractTerminate: e(
    'POST',
    '/wps/relay/MCS2_terminateContract',
    'AGENTPOLICY3',
    realAccount,
    "End a downline's active contract",
  ),
  // Agent centre reports (docs/agent-reports.md): agents only, each over the caller's own team.
  agentTeamOverview: e('GET', '/wps/agent/report/overview', 'COMM3', realAccount, "The agent's team at a glance"),
  agentDownlines: e('GET', '/wps/agent/report/downlines', 'COMM3', realAccount, 'Downlines with their team figures'),
  agentTeamBets: e('GET', '/wps/agent/report/bets', 'COMM3', realAccount, "Bets of the agent's team with totals"),
  agentTeamBetDetail: e('GET', '/wps/agent/report/bet', 'COMM3', realAccount, 'One bet of the team'),
  agentUserLoss: e('GET', '/wps/agent/report/userLoss', 'COMM3', realAccount, 'Profit and loss per downline'),
  agentRegistrations: e(
    'GET',
    '/wps/agent/report/registrations',
    'COMM3',
    realAccount,
    "Registrations through the agent's affiliate code",
  ),
  agentAccountDetails: e('GET', '/wps/agent/report/account', 'COMM3', realAccount, "The agent's own ledger entries"),
  agentAnnouncements: e(
    'GET',
    '/wps/agent/report/announcements',
    'COMM3',
    realAccount,
    'Agent notices from the console, live now',
  ),
  agentIncome: e(
    'GET',
    '/wps/agent/earnings/income',
    'AGENTPOLICY3',
    realAccount,
    "The agent's salaries and dividends",
  ),
  agentPayoutHistory: e(
    'GET',
    '/wps/agent/earnings/history',
    'AGENTPOLICY3',
    realAccount,
    "The agent's payouts of one contract kind",
  ),
  agentPayoutsOwed: e(
    'GET',
    '/wps/agent/earnings/owed',
    'AGENTPOLICY3',
    realAccount,
    'What the agent pays its downlines as their upline',
  ),
  merchantWallet: e('GET', '/wps/relay/GCS_merchantWallet', 'COMM3', loggedIn, 'Single or transfer wallet'),
  lotteryMenus: e('GET', '/lgw/games/game_menus', 'COMM3', { bare: true }, 'Lottery menus'),
  lotteryMenu: e('GET', '/lgw/vn/games/game_menu', 'COMM3', {}, 'Lottery games of a prize mode'),
  lotteryRecent: e(
    'GET',
    '/lgw/vn/games/game_menu/recent',
    'COMM3',
    realAccount,
    'Lottery games the member played last',
  ),
  lotteryOpenedAll: e(
    'GET',
    '/lgw/vn/numeros/opened/game',
    'COMM3',
    {},
    'The period taking bets of every lottery game',
  ),
  lotteryOpened: e('GET', '/lotto/lgw/games/opened/numero', 'COMM3', {}, 'The period taking bets and the last drawn'),
  lotteryProof: e('GET', '/wps/relay/LOTTO_periodProof', 'COMM3', {}, "A drawn period's seed and result, to recompute"),
  gameList: e('GET', '/wps/relay/GCSGAME_gameList', 'GAMELO3', {}, 'Game list'),
  hotGames: e(['GET', 'POST'], '/wps/relay/GCSGAME_hotGamesV2', 'GAMELOHOT3', {}, 'Hot games'),
  vendors: e('GET', '/wps/relay/GCSGAME_newGameVendor', 'COMM3', {}, 'Vendor lanes'),
  vendorGameTypes: e('GET', '/wps/relay/GCSGAME_getVassGameType', 'COMM3', {}, 'Game types per vendor'),
  // No session gate: free play (`accountType 0`) needs no login; real play checks the session in the use case.
  launchGame: e('GET', '/wps/game/launchGame', 'GAMELO3', {}, 'Launch a game'),
  favouriteIds: e('GET', '/wps/relay/MCSFE_getFavoriteGames', 'GAMELOFAV3', loggedIn, 'Favourite node ids'),
  favouriteList: e('GET', '/wps/relay/MCSFE_getFavoriteGamesList', 'GAMELOFAV3', loggedIn, 'Favourite games'),
  addFavourite: e('POST', '/wps/relay/MCSFE_addFavoriteGameV2', 'GAMELOFAV3', loggedIn, 'Add a favourite'),
  removeFavourite: e('DELETE', '/wps/relay/MCSFE_removeFavoriteGameV2', 'GAMELOFAV3', loggedIn, 'Remove a favourite'),
  recentGames: e('GET', '/wps/relay/GCS_recentGame', 'GAMELOREC3', loggedIn, 'Recent games'),
  pvpRooms: e('GET', '/wps/relay/GLS2_roomList', 'COMM3', loggedIn, 'PVP rooms'),
  winnerBoard: e('GET', '/wps/relay/GCSGAME_getRankList', 'COMM3', {}, 'Winner board'),
  houseRound: e(
    'GET',
    '/wps/relay/HOUSE_roundProof',
    'COMM3',
    loggedIn,
    'A house game round of the member, with its fairness proof',
  ),
  // Games: bet records (issue 5 records part adds its endpoints here).
  betRecords: e(
    'GET',
    '/wps/relay/ODSFE2_betRecords',
    'COMM3',
    realAccount,
    'Betting record with totals over the filter',
  ),
  betDetail: e('GET', '/wps/relay/ODSFE2_betDetail', 'COMM3', realAccount, 'One bet of the member'),
  personalProfit: e(
    'GET',
    '/wps/relay/ODSFE2_personalProfit',
    'COMM3',
    realAccount,
    'Profit and loss by category and day',
  ),
  announcements: e('GET', '/wps/relay/MCSFE_getListAnnouncements', 'COMM3', {}, 'Banners and announcements'),
  /** The name the original client calls `announcements` by; the same feed. */
  announcementsCCSFE: e(
    'GET',
    '/wps/relay/CCSFE_getListAnnouncements',
    'COMM3',
    {},
    'Banners and announcements: the same feed as MCSFE_getListAnnouncements',
  ),
  unreadCount: e('GET', '/wps/relay/CSP_unreadCount', 'INBOX3', realAccount, 'Unread messages'),
  inboxList: e('GET', '/wps/relay/CSP_messageList', 'INBOX3', realAccount, 'Messages of the inbox, newest first'),
  inboxRead: e('POST', '/wps/relay/CSP_readMessage', 'INBOX3', realAccount, 'Mark messages read'),
  inboxDelete: e('POST', '/wps/relay/CSP_deleteMessage', 'INBOX3', realAccount, 'Delete messages'),
  feedback: e('PUT', '/wps/feedback', 'FEEDBACK3', {}, 'Send feedback'),
  // Promotions (issue 33): the promotions page, the reward centre and its badge, bonus details.
  promotionList: e('GET', '/wps/promotions', 'REWCEN3', {}, 'Promotions as a guest sees them'),
  rewardCenter: e(
    'GET',
    '/wps/relay/MCSFE_getRewardCenter',
    'REWCEN3',
    realAccount,
    "Promotions in the member's states",
  ),
  availablePromo: e(
    'GET',
    '/wps/relay/MCSFE_getAvailablePromo',
    'REWCEN3',
    realAccount,
    'Promotions the member can join or claim now (the red badge)',
  ),
  joinPromotion: e('POST', '/wps/relay/MCSFE_joinPromotion', 'REWCEN3', realAccount, 'Join a promotion'),
  claimPromotion: e('POST', '/wps/relay/MCSFE_claimPromotion', 'REWCEN3', realAccount, "Claim a promotion's reward"),
  claimRaffle: e('POST', '/wps/relay/MCS2_claimRafflePromotion', 'REWCEN3', realAccount, "Claim a raffle's prize"),
  raffleProof: e('GET', '/wps/relay/MCSFE_getRaffleProof', 'REWCEN3', {}, "A raffle's draw and what verifies it"),
  bonusDetails: e('GET', '/wps/relay/MCSFE_getBonusDetails', 'REWCEN3', realAccount, "The member's bonuses"),
  forfeitBonus: e('POST', '/wps/relay/MCSFE_forfeitBonus', 'REWCEN3', realAccount, 'Give up an active bonus'),
  // VIP levels and rebate (issue 33).
  rankProgress: e(
    'GET',
    '/wps/relay/MCSFE_getPlayerRankProgress',
    'VIP3',
    realAccount,
    "The member's VIP level, progress and the levels",
  ),
  rebateSettings: e(
    'GET',
    '/wps/relay/MCSFE_getCustomerRebateSettingByProductType',
    'REBATE3',
    realAccount,
    'Rebate rates by category for the member and each level',
  ),
  rebateSummary: e('GET', '/wps/relay/MCSFE_getRebateSummary', 'REBATE3', realAccount, 'What a rebate claim pays now'),
  claimRebate: e('POST', '/wps/relay/MCSFE_claimRebate', 'REBATE3', realAccount, 'Claim the rebate'),
  rebateHistory: e('GET', '/wps/relay/MCSFE_getRebateHistory', 'REBATE3', realAccount, "The member's rebates"),
  feedbackSettings: e('GET', '/wps/relay/MCSFE_getFeedbackSettings', 'FEEDBACK3', {}, 'Feedback limits and types'),
  memberTransactions: e('GET', '/wps/relay/ODSFE2_MemTransDet', 'MEMTRANS3', realAccount, 'Member transactions'),
  devOutbox: e('GET', '/dev/outbox', 'COMM3', {}, 'Messages of the embedded SMS/email provider (not in production)'),
  devCaptcha: e('GET', '/dev/captcha', 'COMM3', {}, 'Answer of the captcha in the cookie (not in production)'),
} as const satisfies Record<string, EndpointDefinition>;

export type EndpointName = keyof typeof endpoints;
