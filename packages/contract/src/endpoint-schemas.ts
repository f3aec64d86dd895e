import { z } from 'zod';
import type { $ZodType } from 'zod/v4/core';
import {
  avatarSchema,
  changePasswordRequestSchema,
  changePaymentPasswordRequestSchema,
  forgotByEmailRequestSchema,
  forgotByEmailResultSchema,
  memberInfoSchema,
  resetByEmailRequestSchema,
  resetByPhoneRequestSchema,
  setAvatarRequestSchema,
  setPaymentPasswordRequestSchema,
} from './account.ts';
import { openDownlineRequestSchema, openDownlineResultSchema } from './agent-accounts.ts';
import {
  consolidatedSchema,
  contractDecisionResultSchema,
  contractDecisionSchema,
  contractIdSchema,
  contractListQuerySchema,
  contractOfferSchema,
  contractOverviewQuerySchema,
  contractOverviewSchema,
  contractPageSchema,
  contractSchema,
} from './agent-contracts.ts';
import {
  owedPayoutPageSchema,
  payoutHistoryQuerySchema,
  payoutListQuerySchema,
  payoutPageSchema,
} from './agent-earnings.ts';
import {
  agentAnnouncementPageSchema,
  agentAnnouncementsQuerySchema,
  agentPeriodQuerySchema,
  downlineListQuerySchema,
  downlinePageSchema,
  registrationPageSchema,
  registrationsQuerySchema,
  teamBetDetailQuerySchema,
  teamBetDetailSchema,
  teamBetPageSchema,
  teamBetsQuerySchema,
  teamOverviewSchema,
  userLossPageSchema,
  userLossQuerySchema,
} from './agent-reports.ts';
import {
  captchaQuerySchema,
  captchaSchema,
  codeSentSchema,
  devCaptchaSchema,
  freePlayRequestSchema,
  loginRequestSchema,
  loginResponseSchema,
  loginResultSchema,
  loginVerificationCodeRequestSchema,
  loginVerificationRequestSchema,
  outboxListSchema,
  outboxQuerySchema,
  rememberLoginRequestSchema,
  socialCallbackRequestSchema,
  socialProviderListSchema,
  socialProviderParamsSchema,
  socialStartQuerySchema,
  socialStartSchema,
  totpConfirmRequestSchema,
  totpEnrolmentSchema,
} from './auth.ts';
import {
  betDetailQuerySchema,
  betDetailSchema,
  betRecordPageSchema,
  betRecordsQuerySchema,
  personalProfitQuerySchema,
  personalProfitSchema,
} from './bet-records.ts';
import {
  feedbackReceiptSchema,
  feedbackSettingsSchema,
  inboxChangeSchema,
  inboxDeleteRequestSchema,
  inboxListQuerySchema,
  inboxPageSchema,
  inboxReadRequestSchema,
  unreadCountSchema,
} from './content.ts';
import {
  createDepositRequestSchema,
  depositOrderQuerySchema,
  depositOrderSchema,
  depositSettingsSchema,
} from './deposit.ts';
import type { EndpointName, endpoints, HttpMethod } from './endpoints.ts';
import { announcementListSchema, announcementsQuerySchema } from './feeds.ts';
import { gameListSchema, hotGamesSchema, vendorLanesSchema, winnerBoardSchema } from './game-lobby.ts';
import {
  favouriteChangeSchema,
  favouriteIdsSchema,
  favouriteListQuerySchema,
  favouriteListSchema,
  gameListQuerySchema,
  hotGamesQuerySchema,
  launchGameQuerySchema,
  launchGameSchema,
  pvpRoomsQuerySchema,
  pvpRoomsSchema,
  recentGamesQuerySchema,
  recentGamesSchema,
  vendorGameTypesSchema,
  vendorLanesQuerySchema,
  winnerBoardQuerySchema,
} from './games.ts';
import { helpCenterQuerySchema, helpCenterSchema } from './help-center.ts';
import { houseRoundQuerySchema, houseRoundSchema } from './house-games.ts';
import {
  lotteryGameListSchema,
  lotteryMenuQuerySchema,
  lotteryMenusSchema,
  lotteryOpenedAllSchema,
  lotteryOpenedQuerySchema,
  lotteryOpenedSchema,
  lotteryProofQuerySchema,
  lotteryProofSchema,
} from './lottery.ts';
import {
  memberTransferRequestSchema,
  memberTransferResultSchema,
  transferTargetsQuerySchema,
  transferTargetsSchema,
} from './member-transfer.ts';
import { rsaKeyQuerySchema } from './payload-encryption.ts';
import {
  bindEmailCodeRequestSchema,
  bindEmailRequestSchema,
  bindMobileCodeRequestSchema,
  bindMobileRequestSchema,
  memberProfileSchema,
  updateProfileRequestSchema,
} from './profile.ts';
import {
  availablePromoSchema,
  bonusForfeitResultSchema,
  bonusForfeitSchema,
  bonusListQuerySchema,
  bonusPageSchema,
  promotionActionResultSchema,
  promotionActionSchema,
  promotionListSchema,
  raffleProofQuerySchema,
  raffleProofSchema,
} from './promotions.ts';
import {
  rebateClaimResultSchema,
  rebateHistoryQuerySchema,
  rebatePageSchema,
  rebateSettingsViewSchema,
  rebateSummarySchema,
} from './rebate.ts';
import { affiliateQuerySchema, affiliateResultSchema, registerRequestSchema } from './register.ts';
import { registerRulesSchema } from './register-rules.ts';
import { countryListSchema } from './system.ts';
import { domainRouteListSchema, systemStatusSchema, whitelabelTreeSchema } from './system-status.ts';
import { memberTransactionPageSchema, memberTransactionsQuerySchema } from './transactions.ts';
import {
  transferWalletsSchema,
  walletTransferRequestSchema,
  walletTransferSchema,
  walletTransferStatusQuerySchema,
  walletTransferStatusSchema,
} from './vendor-wallet.ts';
import { smsNoLoginRequestSchema, smsRegisterRequestSchema, smsSentSchema } from './verification.ts';
import { rankProgressSchema } from './vip.ts';
import { balanceSchema, merchantWalletSchema } from './wallet.ts';
import {
  bankAccountSchema,
  bankAccountsSchema,
  bindBankAccountRequestSchema,
  removeBankAccountQuerySchema,
  withdrawalListSchema,
  withdrawalProofQuerySchema,
  withdrawalSchema,
  withdrawalSettingsSchema,
  withdrawRequestSchema,
} from './withdrawal.ts';

/** The schemas of one endpoint, or of one method of an endpoint with two. Each part is absent when it has none. */
export interface EndpointSchemaSet {
  /** The path's parameters (`:provider`): the client fills them in. */
  params?: $ZodType;
  query?: $ZodType;
  /** A JSON body. */
  body?: $ZodType;
  headers?: $ZodType;
  /** The answer's value: inside the envelope, or the whole body of a bare endpoint. */
  response?: $ZodType;
  /** A multipart body (file uploads) instead of JSON: the handler reads its parts and checks its fields. */
  form?: true;
  /**
   * The handler parses `query` and `body` itself rather than the route validating them: the input may come in either
   * (clients of the original API send it both ways). The client still sends what the table says.
   */
  parsedByHandler?: true;
}

type MethodList<K extends EndpointName> = (typeof endpoints)[K]['method'];

/** One set, or one set per method for endpoints with two. */
type EndpointSchemaEntry<K extends EndpointName> =
  MethodList<K> extends readonly HttpMethod[] ? { [M in MethodList<K>[number]]: EndpointSchemaSet } : EndpointSchemaSet;

/** `Idempotency-Key` of the calls that move money: a repeat of the key answers the first call. */
export const idempotencyHeadersSchema = z.object({ 'idempotency-key': z.string().min(8).max(100).optional() });

const nothing = z.null();

/**
 * The schemas of every endpoint of `endpoints`: what the server validates and answers, what the client sends and
 * reads. A table of its own because the web's first view reads `endpoints` at run time and must not load every
 * schema: the web imports this module as a type only.
 */
export const endpointSchemas = {
  systemStatus: { response: systemStatusSchema },
  whitelabel: { response: whitelabelTreeSchema },
  registerSettings: { response: registerRulesSchema },
  domainRoute: { response: domainRouteListSchema },
  helpCenter: { query: helpCenterQuerySchema, response: helpCenterSchema },
  country: { response: countryListSchema },
  // Plain text: the key itself.
  rsaKey: { query: rsaKeyQuerySchema },
  login: { body: loginRequestSchema, response: loginResponseSchema },
  loginVerification: { body: loginVerificationRequestSchema, response: loginResultSchema },
  loginVerificationCode: { body: loginVerificationCodeRequestSchema, response: codeSentSchema },
  rememberLogin: { body: rememberLoginRequestSchema.optional(), response: loginResultSchema },
  socialProviders: { response: socialProviderListSchema },
  socialStart: { params: socialProviderParamsSchema, query: socialStartQuerySchema, response: socialStartSchema },
  socialCallback: {
    params: socialProviderParamsSchema,
    body: socialCallbackRequestSchema,
    response: loginResultSchema,
  },
  freePlay: { body: freePlayRequestSchema.optional(), response: loginResultSchema },
  logout: { DELETE: { response: nothing }, POST: { response: nothing } },
  smsNoLogin: { body: smsNoLoginRequestSchema, response: smsSentSchema },
  smsRegister: { body: smsRegisterRequestSchema, response: smsSentSchema },
  captcha: { query: captchaQuerySchema, response: captchaSchema },
  memberInfo: { response: memberInfoSchema },
  totpEnrol: { response: totpEnrolmentSchema },
  totpConfirm: { body: totpConfirmRequestSchema, response: nothing },
  memberProfile: { response: memberProfileSchema },
  updateMemberProfile: { body: updateProfileRequestSchema, response: memberProfileSchema },
  smsBind: { body: bindMobileCodeRequestSchema, response: smsSentSchema },
  emailBind: { body: bindEmailCodeRequestSchema, response: smsSentSchema },
  bindMobile: { body: bindMobileRequestSchema, response: memberProfileSchema },
  bindEmail: { body: bindEmailRequestSchema, response: memberProfileSchema },
  register: { body: registerRequestSchema, response: loginResultSchema },
  registerMobile: { body: registerRequestSchema, response: loginResultSchema },
  changePassword: { body: changePasswordRequestSchema, response: nothing },
  forgotByEmail: { body: forgotByEmailRequestSchema, response: forgotByEmailResultSchema },
  resetByEmail: { body: resetByEmailRequestSchema, response: loginResultSchema },
  resetByPhone: { body: resetByPhoneRequestSchema, response: loginResultSchema },
  avatar: { GET: { response: avatarSchema }, POST: { body: setAvatarRequestSchema, response: avatarSchema } },
  setPaymentPassword: { body: setPaymentPasswordRequestSchema, response: nothing },
  changePaymentPassword: { body: changePaymentPasswordRequestSchema, response: nothing },
  affiliate: { query: affiliateQuerySchema, response: affiliateResultSchema },
  balance: { response: balanceSchema },
  depositSettings: { response: depositSettingsSchema },
  createDeposit: { body: createDepositRequestSchema, headers: idempotencyHeadersSchema, response: depositOrderSchema },
  depositOrder: { query: depositOrderQuerySchema, response: depositOrderSchema },
  transferTargets: { query: transferTargetsQuerySchema, response: transferTargetsSchema },
  memberTransfer: {
    body: memberTransferRequestSchema,
    headers: idempotencyHeadersSchema,
    response: memberTransferResultSchema,
  },
  bankAccounts: { response: bankAccountsSchema },
  bindBankAccount: { body: bindBankAccountRequestSchema, response: bankAccountSchema },
  removeBankAccount: { query: removeBankAccountQuerySchema, response: nothing },
  withdrawalSettings: { response: withdrawalSettingsSchema },
  withdraw: { body: withdrawRequestSchema, headers: idempotencyHeadersSchema, response: withdrawalSchema },
  withdrawals: { response: withdrawalListSchema },
  // Fields: `withdrawalReceiptRequestSchema`, images: `PROOF_LIMITS`.
  withdrawalReceipt: { form: true, response: withdrawalSchema },
  // The image itself.
  withdrawalProof: { query: withdrawalProofQuerySchema },
  walletTransfer: { body: walletTransferRequestSchema, response: walletTransferSchema },
  walletTransferStatus: { query: walletTransferStatusQuerySchema, response: walletTransferStatusSchema },
  transferWallets: { response: transferWalletsSchema },
  consolidated: { response: consolidatedSchema },
  processDividend: { body: contractDecisionSchema, response: contractDecisionResultSchema },
  processDailySalary: { body: contractDecisionSchema, response: contractDecisionResultSchema },
  processHourlySalary: { body: contractDecisionSchema, response: contractDecisionResultSchema },
  processRealtimeSalary: { body: contractDecisionSchema, response: contractDecisionResultSchema },
  contractOverview: { query: contractOverviewQuerySchema, response: contractOverviewSchema },
  contractList: { query: contractListQuerySchema, response: contractPageSchema },
  contractOffer: { body: contractOfferSchema, response: contractSchema },
  contractCancel: { body: contractIdSchema, response: contractDecisionResultSchema },
  contractTerminate: { body: contractIdSchema, response: contractDecisionResultSchema },
  agentOpenDownline: { body: openDownlineRequestSchema, response: openDownlineResultSchema },
  agentTeamOverview: { query: agentPeriodQuerySchema, response: teamOverviewSchema },
  agentDownlines: { query: downlineListQuerySchema, response: downlinePageSchema },
  agentTeamBets: { query: teamBetsQuerySchema, response: teamBetPageSchema },
  agentTeamBetDetail: { query: teamBetDetailQuerySchema, response: teamBetDetailSchema },
  agentUserLoss: { query: userLossQuerySchema, response: userLossPageSchema },
  agentRegistrations: { query: registrationsQuerySchema, response: registrationPageSchema },
  agentAccountDetails: { query: memberTransactionsQuerySchema, response: memberTransactionPageSchema },
  agentAnnouncements: { query: agentAnnouncementsQuerySchema, response: agentAnnouncementPageSchema },
  agentIncome: { query: payoutListQuerySchema, response: payoutPageSchema },
  agentPayoutHistory: { query: payoutHistoryQuerySchema, response: payoutPageSchema },
  agentPayoutsOwed: { query: payoutListQuerySchema, response: owedPayoutPageSchema },
  merchantWallet: { response: merchantWalletSchema },
  // Not served yet: no schemas until a route answers them.
  lotteryMenus: { response: lotteryMenusSchema },
  lotteryMenu: { query: lotteryMenuQuerySchema, response: lotteryGameListSchema },
  lotteryRecent: { response: lotteryGameListSchema },
  lotteryOpenedAll: { response: lotteryOpenedAllSchema },
  lotteryOpened: { query: lotteryOpenedQuerySchema, response: lotteryOpenedSchema },
  lotteryProof: { query: lotteryProofQuerySchema, response: lotteryProofSchema },
  gameList: { query: gameListQuerySchema, response: gameListSchema },
  hotGames: {
    GET: { query: hotGamesQuerySchema, response: hotGamesSchema, parsedByHandler: true },
    POST: { body: hotGamesQuerySchema, response: hotGamesSchema, parsedByHandler: true },
  },
  vendors: { query: vendorLanesQuerySchema, response: vendorLanesSchema },
  vendorGameTypes: { response: vendorGameTypesSchema },
  launchGame: { query: launchGameQuerySchema, response: launchGameSchema },
  favouriteIds: { response: favouriteIdsSchema },
  favouriteList: { query: favouriteListQuerySchema, response: favouriteListSchema },
  addFavourite: { body: favouriteChangeSchema, response: z.boolean() },
  // Clients that send no body with DELETE put the fields in the query.
  removeFavourite: { body: favouriteChangeSchema, response: z.boolean(), parsedByHandler: true },
  recentGames: { query: recentGamesQuerySchema, response: recentGamesSchema },
  pvpRooms: { query: pvpRoomsQuerySchema, response: pvpRoomsSchema },
  winnerBoard: { query: winnerBoardQuerySchema, response: winnerBoardSchema },
  houseRound: { query: houseRoundQuerySchema, response: houseRoundSchema },
  betRecords: { query: betRecordsQuerySchema, response: betRecordPageSchema },
  betDetail: { query: betDetailQuerySchema, response: betDetailSchema },
  personalProfit: { query: personalProfitQuerySchema, response: personalProfitSchema },
  announcements: { query: announcementsQuerySchema, response: announcementListSchema },
  announcementsCCSFE: { query: announcementsQuerySchema, response: announcementListSchema },
  unreadCount: { response: unreadCountSchema },
  inboxList: { query: inboxListQuerySchema, response: inboxPageSchema },
  inboxRead: { body: inboxReadRequestSchema, response: inboxChangeSchema },
  inboxDelete: { body: inboxDeleteRequestSchema, response: inboxChangeSchema },
  // Fields: `feedbackFieldsSchema`, images: `FEEDBACK_IMAGE_LIMITS`.
  feedback: { form: true, response: feedbackReceiptSchema },
  feedbackSettings: { response: feedbackSettingsSchema },
  promotionList: { response: promotionListSchema },
  rewardCenter: { response: promotionListSchema },
  availablePromo: { response: availablePromoSchema },
  joinPromotion: { body: promotionActionSchema, response: promotionActionResultSchema },
  claimPromotion: { body: promotionActionSchema, response: promotionActionResultSchema },
  claimRaffle: { body: promotionActionSchema, response: promotionActionResultSchema },
  raffleProof: { query: raffleProofQuerySchema, response: raffleProofSchema },
  bonusDetails: { query: bonusListQuerySchema, response: bonusPageSchema },
  forfeitBonus: { body: bonusForfeitSchema, response: bonusForfeitResultSchema },
  rankProgress: { response: rankProgressSchema },
  rebateSettings: { response: rebateSettingsViewSchema },
  rebateSummary: { response: rebateSummarySchema },
  claimRebate: { headers: idempotencyHeadersSchema, response: rebateClaimResultSchema },
  rebateHistory: { query: rebateHistoryQuerySchema, response: rebatePageSchema },
  memberTransactions: { query: memberTransactionsQuerySchema, response: memberTransactionPageSchema },
  devOutbox: { query: outboxQuerySchema, response: outboxListSchema },
  devCaptcha: { response: devCaptchaSchema },
} as const satisfies { [K in EndpointName]: EndpointSchemaEntry<K> };

export type EndpointSchemas = typeof endpointSchemas;

/** The methods of an endpoint. */
export type EndpointMethod<K extends EndpointName> =
  MethodList<K> extends readonly HttpMethod[] ? MethodList<K>[number] : MethodList<K>;

/** The endpoints with two methods: their routes and calls name the method. */
export type MultiMethodEndpoint = {
  [K in EndpointName]: MethodList<K> extends readonly HttpMethod[] ? K : never;
}[EndpointName];

/** The schema set of endpoint `K` called with method `M`. */
export type EndpointSchemaSetOf<K extends EndpointName, M extends EndpointMethod<K>> = K extends MultiMethodEndpoint
  ? EndpointSchemas[K][M & keyof EndpointSchemas[K]]
  : EndpointSchemas[K];
