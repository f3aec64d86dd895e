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

const e = (
  method: EndpointDefinition['method'],
  path: string,
  modId: ModId,
  flags: string,
  summary: string,
): EndpointDefinition => ({
  method,
  path,
  modId,
  login: flags.includes('T'),
  encrypted: flags.includes('E'),
  ...(flags.includes('B') ? { bare: true } : {}),
  ...(flags.includes('R') ? { trial: false as const } : {}),
  summary,
});

/**
 * Flags: `T` login, `E` encrypted body, `B` bare answer, `R` real accounts only (trial accounts get 403
 * `in_need_true_account`: every balance-changing call, member panels, consolidated, unread count).
 *
 * The endpoint table of API.md: the single list the server's feature gates and the client read.
 *
 * The bodies and queries of these endpoints, of the vendor API and of the house game server are `z.object`s that
 * strip the keys they do not name, nested objects included: the original backend ignores fields it does not know and
 * its clients send extras (`remember`, a cache-busting `_`), while a stripped key never reaches a use case (no mass
 * assignment). No `z.strictObject`, `.strict()`, `z.looseObject` or `.passthrough()` for them. The console's requests
 * (`console*.ts`, merchant settings) stay strict: its one client is ours, and a key they lack there is a client bug
 * or a change the console does not offer (a channel's kind), which must not pass silently.
 */
export const endpoints = {
  systemStatus: e('GET', '/wps/system/status', 'COMM3', '', 'Boot payload: permissions, resources, status'),
  whitelabel: e('GET', '/wps/system/whitelabel', 'COMM3', '', 'Whitelabel feature tree'),
  registerSettings: e('GET', '/wps/system/setting/register', 'REG3', '', 'Registration field rules'),
  domainRoute: e('GET', '/wps/system/domainRoute', 'COMM3', '', 'Alternative domains of the brand'),
  helpCenter: e('GET', '/wps/system/helpCenter', 'COMM3', '', 'Help centre entries'),
  country: e('GET', '/wps/system/country', 'COMM3', '', 'Countries with dialling codes'),
  rsaKey: e('GET', '/wps/session/key/rsa', 'COMM3', 'B', 'Public key for encrypted calls'),
  login: e('POST', '/wps/session/login', 'COMM3', 'E', 'Log in'),
  loginVerification: e('POST', '/wps/session/login/verification', 'LOGINIPVERF3', 'E', 'Second step for a new IP'),
  loginVerificationCode: e(
    'POST',
    '/wps/session/login/verification/code',
    'LOGINIPVERF3',
    '',
    'Send the SMS or email code of the second step',
  ),
  rememberLogin: e('POST', '/wps/session/login/remember', 'LOGIN3', '', 'Log in with the remember-me cookies'),
  socialProviders: e('GET', '/wps/session/social/providers', 'SOCIALLOGIN3', '', 'Social login providers'),
  socialStart: e('GET', '/wps/session/social/:provider/start', 'SOCIALLOGIN3', '', 'Start a social login'),
  socialCallback: e('POST', '/wps/session/social/:provider/callback', 'SOCIALLOGIN3', '', 'Finish a social login'),
  freePlay: e('POST', '/wps/session/login/freeplay', 'FREEPLAY3', '', 'Trial account login'),
  logout: e(['DELETE', 'POST'], '/wps/session/logout', 'COMM3', 'T', 'Log out'),
  smsNoLogin: e('POST', '/wps/verification/sms/noLogin', 'VERIFICATION3', '', 'SMS code for login or reset'),
  smsRegister: e('POST', '/wps/verification/sms/register', 'REGMOBVERF3', '', 'SMS code for registration'),
  captcha: e('GET', '/wps/captcha', 'CAPTCHA3', '', 'Captcha image (base64 PNG)'),
  memberInfo: e('GET', '/wps/member/info', 'COMM3', 'T', 'Member info'),
  totpEnrol: e('POST', '/wps/member/totp', 'LOGINIPVERF3', 'TR', 'Start authenticator enrolment'),
  totpConfirm: e('POST', '/wps/member/totp/confirm', 'LOGINIPVERF3', 'TR', 'Confirm authenticator enrolment'),
  memberProfile: e('GET', '/wps/member/info/profile', 'MEMBER3', 'TR', 'Profile with the fields the member may edit'),
  updateMemberProfile: e('PUT', '/wps/member/info', 'MEMBER3', 'TER', 'Edit profile fields the merchant allows'),
  smsBind: e('POST', '/wps/verification/sms/bind', 'MEMBER3', 'TR', 'SMS code to a mobile number being bound'),
  emailBind: e('POST', '/wps/verification/email/bind', 'MEMBER3', 'TR', 'Email code to an address being bound'),
  bindMobile: e('PUT', '/wps/member/info/mobile', 'MEMBER3', 'TER', 'Bind or change the mobile number with its code'),
  bindEmail: e('PUT', '/wps/member/info/email', 'MEMBER3', 'TER', 'Bind or change the email with its code'),
  register: e('PUT', '/wps/member/register', 'REG3', 'E', 'Register by username'),
  registerMobile: e('PUT', '/wps/member/register/mobile', 'MOBILENUMREG3', 'E', 'Register by mobile'),
  changePassword: e('POST', '/wps/member/password', 'PASS3', 'TER', 'Change password'),
  forgotByEmail: e('POST', '/wps/member/password/email', 'COMM3', '', 'Forgot password by email'),
  resetByEmail: e('POST', '/wps/member/password/email/reset', 'COMM3', '', 'Reset password from the emailed link'),
  resetByPhone: e('POST', '/wps/member/password/verification', 'CHNGPASSVERIF3', 'E', 'Reset password by phone'),
  avatar: e(['GET', 'POST'], '/wps/member/info/icon', 'PROFPIC3', 'TR', 'Member avatar'),
  setPaymentPassword: e('PUT', '/wps/member/password/payment', 'PASS3', 'TER', 'Set the payment password'),
  changePaymentPassword: e('POST', '/wps/member/password/payment', 'PASS3', 'TER', 'Change the payment password'),
  affiliate: e('GET', '/wps/agent/affiliate', 'AFFMAN3', '', 'Check an affiliate code'),
  balance: e('GET', '/wps/v2/wallets/balance', 'COMM3', 'T', 'Wallet balances'),
  depositSettings: e('GET', '/wps/relay/MCSFE_getDepositSettings', 'COMM3', 'TR', 'Deposit channels and limits'),
  createDeposit: e('POST', '/wps/v2/transaction/deposit', 'COMM3', 'TR', 'Create a deposit order'),
  depositOrder: e('GET', '/wps/v2/transaction/deposit/order', 'COMM3', 'TR', 'One deposit order of the member'),
  transferTargets: e('GET', '/wps/v2/transaction/transfer/targets', 'COMM3', 'TR', 'Upline and downlines to pay'),
  memberTransfer: e('POST', '/wps/v2/transaction/transfer', 'COMM3', 'TER', 'Transfer to the upline or a downline'),
  bankAccounts: e('GET', '/wps/v2/member/bankAccounts', 'COMM3', 'TR', 'Bound bank accounts'),
  bindBankAccount: e('PUT', '/wps/v2/member/bankAccounts', 'COMM3', 'TER', 'Bind a bank account'),
  removeBankAccount: e('DELETE', '/wps/v2/member/bankAccounts', 'COMM3', 'TR', 'Remove a bound bank account'),
  withdrawalSettings: e('GET', '/wps/v2/transaction/withdraw/settings', 'COMM3', 'TR', 'Withdrawal limits now'),
  withdraw: e('POST', '/wps/v2/transaction/withdraw', 'COMM3', 'TER', 'Request a withdrawal'),
  withdrawals: e('GET', '/wps/v2/transaction/withdraw', 'COMM3', 'TR', "The member's recent withdrawals"),
  withdrawalReceipt: e(
    'POST',
    '/wps/v2/transaction/withdraw/receipt',
    'COMM3',
    'TR',
    'Confirm a paid withdrawal: received, fully received, or not received with proof (multipart)',
  ),
  withdrawalProof: e('GET', '/wps/v2/transaction/withdraw/proof', 'COMM3', 'TB', 'A proof image the member attached'),
  walletTransfer: e('POST', '/wps/relay/GCS_walletTransfer', 'FUNDTRANS3', 'TR', 'Transfer between wallets'),
  walletTransferStatus: e(
    'GET',
    '/wps/relay/GCS_walletTransferStatus',
    'FUNDTRANS3',
    'TR',
    'Whether a wallet transfer happened, by reference',
  ),
  transferWallets: e('GET', '/wps/relay/GCS_transferWallets', 'FUNDTRANS3', 'TR', "The member's transfer wallets"),
  consolidated: e('GET', '/wps/member/info/funds/consolidated', 'COMM3', 'TR', 'Contracts and balance summary'),
  processDividend: e('POST', '/wps/relay/MCS2_processDividendReq', 'SIGNCONDIV3', 'TR', 'Answer a dividend offer'),
  processDailySalary: e(
    'POST',
    '/wps/relay/MCS2_processDailySalContract',
    'DAILYSALCONT3',
    'TR',
    'Answer a daily salary offer',
  ),
  processHourlySalary: e(
    'POST',
    '/wps/relay/MCS2_processContractHourSalary',
    'HOURSAL3',
    'TR',
    'Answer an hourly salary offer',
  ),
  processRealtimeSalary: e(
    'POST',
    '/wps/relay/MCSFE_processRealTimeSalaryContract',
    'RTSALARY3',
    'TR',
    'Answer a real-time salary offer',
  ),
  contractOverview: e(
    'GET',
    '/wps/relay/MCS2_getContractOverview',
    'AGENTPOLICY3',
    'TR',
    "An agent's own contracts and its downlines' contracts",
  ),
  contractList: e('GET', '/wps/relay/MCS2_getContractList', 'AGENTPOLICY3', 'TR', 'Contracts offered or held'),
  contractOffer: e('POST', '/wps/relay/MCS2_offerContract', 'AGENTPOLICY3', 'TR', 'Offer a direct downline a contract'),
  contractCancel: e('POST', '/wps/relay/MCS2_cancelContract', 'AGENTPOLICY3', 'TR', 'Withdraw a pending offer'),
  contractTerminate: e(
    'POST',
    '/wps/relay/MCS2_terminateContract',
    'AGENTPOLICY3',
    'TR',
    "End a downline's active contract",
  ),
  merchantWallet: e('GET', '/wps/relay/GCS_merchantWallet', 'COMM3', 'T', 'Single or transfer wallet'),
  lotteryMenus: e('GET', '/lgw/games/game_menus', 'COMM3', 'B', 'Lottery menus'),
  gameList: e('GET', '/wps/relay/GCSGAME_gameList', 'GAMELO3', '', 'Game list'),
  hotGames: e(['GET', 'POST'], '/wps/relay/GCSGAME_hotGamesV2', 'GAMELOHOT3', '', 'Hot games'),
  vendors: e('GET', '/wps/relay/GCSGAME_newGameVendor', 'COMM3', '', 'Vendor lanes'),
  vendorGameTypes: e('GET', '/wps/relay/GCSGAME_getVassGameType', 'COMM3', '', 'Game types per vendor'),
  // No session gate: free play (`accountType 0`) needs no login; real play checks the session in the use case.
  launchGame: e('GET', '/wps/game/launchGame', 'GAMELO3', '', 'Launch a game'),
  launchGameFB: e('GET', '/wps/relay/GCS_gameLaunchFB', 'COMM3', '', 'Launch from a social channel'),
  favouriteIds: e('GET', '/wps/relay/MCSFE_getFavoriteGames', 'GAMELOFAV3', 'T', 'Favourite node ids'),
  favouriteList: e('GET', '/wps/relay/MCSFE_getFavoriteGamesList', 'GAMELOFAV3', 'T', 'Favourite games'),
  addFavourite: e('POST', '/wps/relay/MCSFE_addFavoriteGameV2', 'GAMELOFAV3', 'T', 'Add a favourite'),
  removeFavourite: e('DELETE', '/wps/relay/MCSFE_removeFavoriteGameV2', 'GAMELOFAV3', 'T', 'Remove a favourite'),
  recentGames: e('GET', '/wps/relay/GCS_recentGame', 'GAMELOREC3', 'T', 'Recent games'),
  pvpRooms: e('GET', '/wps/relay/GLS2_roomList', 'COMM3', 'T', 'PVP rooms'),
  winnerBoard: e('GET', '/wps/relay/GCSGAME_getRankList', 'COMM3', '', 'Winner board'),
  houseRound: e(
    'GET',
    '/wps/relay/HOUSE_roundProof',
    'COMM3',
    'T',
    'A house game round of the member, with its fairness proof',
  ),
  // Games: bet records (issue 5 records part adds its endpoints here).
  betRecords: e('GET', '/wps/relay/ODSFE2_betRecords', 'COMM3', 'TR', 'Betting record with totals over the filter'),
  betDetail: e('GET', '/wps/relay/ODSFE2_betDetail', 'COMM3', 'TR', 'One bet of the member'),
  personalProfit: e('GET', '/wps/relay/ODSFE2_personalProfit', 'COMM3', 'TR', 'Profit and loss by category and day'),
  missionSummary: e('GET', '/wps/relay/MCSFE_getMissionSummaryDetails', 'MISSION3', 'TR', 'Mission summary'),
  missionLeaderboard: e('GET', '/wps/relay/MCSFE_getMissionLeaderboard', 'MISSION3', 'TR', 'Mission leaderboard'),
  announcements: e('GET', '/wps/relay/MCSFE_getListAnnouncements', 'COMM3', '', 'Banners and announcements'),
  /** The name the original client calls `announcements` by; the same feed. */
  announcementsCCSFE: e(
    'GET',
    '/wps/relay/CCSFE_getListAnnouncements',
    'COMM3',
    '',
    'Banners and announcements: the same feed as MCSFE_getListAnnouncements',
  ),
  unreadCount: e('GET', '/wps/relay/CSP_unreadCount', 'INBOX3', 'TR', 'Unread messages'),
  inboxList: e('GET', '/wps/relay/CSP_messageList', 'INBOX3', 'TR', 'Messages of the inbox, newest first'),
  inboxRead: e('POST', '/wps/relay/CSP_readMessage', 'INBOX3', 'TR', 'Mark messages read'),
  inboxDelete: e('POST', '/wps/relay/CSP_deleteMessage', 'INBOX3', 'TR', 'Delete messages'),
  feedback: e('PUT', '/wps/feedback', 'FEEDBACK3', '', 'Send feedback'),
  feedbackSettings: e('GET', '/wps/relay/MCSFE_getFeedbackSettings', 'FEEDBACK3', '', 'Feedback limits and types'),
  memberTransactions: e('GET', '/wps/relay/ODSFE2_MemTransDet', 'MEMTRANS3', 'TR', 'Member transactions'),
  liveModels: e('GET', '/wps/relay/CBS_modelList', 'CBS3', '', 'Live models'),
  liveChat: e('GET', '/wps/relay/CBS_launchChat', 'CBS3', '', 'Launch live chat'),
  devOutbox: e('GET', '/dev/outbox', 'COMM3', '', 'Messages of the embedded SMS/email provider (not in production)'),
  devCaptcha: e('GET', '/dev/captcha', 'COMM3', '', 'Answer of the captcha in the cookie (not in production)'),
} as const satisfies Record<string, EndpointDefinition>;

export type EndpointName = keyof typeof endpoints;
