import {
  type AuthSettings,
  type CashierSettings,
  type ContentSettings,
  type ContractEndReason,
  type ContractKind,
  type ContractSettings,
  type ContractStatus,
  type ContractTerms,
  type DeliverySettings,
  type DepositChannelKind,
  type DepositStatus,
  defaultAuthSettings,
  defaultCashierSettings,
  defaultContentSettings,
  defaultContractSettings,
  defaultDeliverySettings,
  type FeedbackQuestionType,
  type FeedbackStatus,
  type InboxMessageKind,
  type LocalizedText,
  type MessageTarget,
  type RegionBlock,
  type RegisterRules,
  type TransferKind,
  type WithdrawalReceipt,
  type WithdrawalStatus,
} from '@lotus/contract';
import { sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  bigint,
  boolean,
  check,
  customType,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';

const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();
const updatedAt = () => timestamp('updated_at', { withTimezone: true }).notNull().defaultNow();
const merchantId = () =>
  integer('merchant_id')
    .notNull()
    .references(() => merchants.id, { onDelete: 'cascade' });

export const merchants = pgTable('merchants', {
  id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
  code: text('code').notNull().unique(),
  name: text('name').notNull(),
  currency: text('currency').notNull(),
  currencySymbol: text('currency_symbol').notNull(),
  gmtOffsetMinutes: integer('gmt_offset_minutes').notNull().default(0),
  languages: text('languages').array().notNull().default(sql`'{EN,CN}'::text[]`),
  logoUrl: text('logo_url'),
  theme: jsonb('theme').$type<Record<string, string>>().notNull().default({}),
  mainDomain: text('main_domain').notNull(),
  gtagId: text('gtag_id'),
  imageCdns: text('image_cdns').array().notNull().default(sql`'{}'::text[]`),
  launchGameCdns: text('launch_game_cdns').array().notNull().default(sql`'{}'::text[]`),
  disabledModules: text('disabled_modules').array().notNull().default(sql`'{}'::text[]`),
  registerRules: jsonb('register_rules').$type<RegisterRules>().notNull(),
  maintenance: boolean('maintenance').notNull().default(false),
  maintenanceEndsAt: timestamp('maintenance_ends_at', { withTimezone: true }),
  maintenanceMessage: jsonb('maintenance_message').$type<LocalizedText>(),
  /** Addresses (CIDR or single) that still see the site during maintenance. */
  maintenanceAllowCidrs: text('maintenance_allow_cidrs').array().notNull().default(sql`'{}'::text[]`),
  regionBlock: jsonb('region_block')
    .$type<RegionBlock>()
    .notNull()
    .default({ blockedCountries: [], allowCidrs: [], denyCidrs: [], message: null }),
  /** Session lifetimes, code validity, trial money, social providers (see `authSettingsSchema`). */
  authSettings: jsonb('auth_settings').$type<AuthSettings>().notNull().default(defaultAuthSettings),
  /** Withdrawal limits, auto-confirmation and bank accounts per member (see `cashierSettingsSchema`). */
  cashierSettings: jsonb('cashier_settings').$type<CashierSettings>().notNull().default(defaultCashierSettings),
  /** Feedback word limits and other content rules (see `contentSettingsSchema`). */
  contentSettings: jsonb('content_settings').$type<ContentSettings>().notNull().default(defaultContentSettings),
  /** The caps on top-level agents' contract rates (see `contractSettingsSchema`). */
  contractSettings: jsonb('contract_settings').$type<ContractSettings>().notNull().default(defaultContractSettings),
  /** The brand's own SMTP account and SMS provider; a null part uses the server's (see `deliverySettingsSchema`). */
  deliverySettings: jsonb('delivery_settings').$type<DeliverySettings>().notNull().default(defaultDeliverySettings),
  /** The demo brand, whose accounts have the passwords published in the README; the console shows a badge. */
  isDemo: boolean('is_demo').notNull().default(false),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
});

/** Host names that serve a merchant's site; the first match of the request host picks the brand. */
export const merchantDomains = pgTable(
  'merchant_domains',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    merchantId: merchantId(),
    domain: text('domain').notNull().unique(),
    label: text('label').notNull(),
    primary: boolean('is_primary').notNull().default(false),
    sort: integer('sort').notNull().default(0),
    /**
     * The public origin of the site on this domain (`https://www.brand.example`), which every link Lotus builds starts
     * with; null: `https://<domain>`, or `http://<domain>:<PORT>` for a loopback domain (see `base-url.ts`).
     */
    baseUrl: text('base_url'),
  },
  (t) => [
    index('merchant_domains_merchant_idx').on(t.merchantId),
    // An origin only: scheme, lower-case host and port; no path, query or credentials.
    check(
      'merchant_domains_base_url_origin',
      sql`${t.baseUrl} is null or ${t.baseUrl} ~ '^https?://([a-z0-9.-]+|\\[[0-9a-f:.]+\\])(:[0-9]{1,5})?$'`,
    ),
  ],
);

export const customerService = pgTable(
  'customer_service',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    merchantId: merchantId(),
    csType: text('cs_type').notNull(),
    /** A plain https URL or an encrypted link (see `customerServiceSchema` in the contract). */
    path: text('path').notNull(),
    label: jsonb('label').$type<LocalizedText>().notNull(),
    sort: integer('sort').notNull().default(0),
  },
  (t) => [index('customer_service_merchant_idx').on(t.merchantId)],
);

export const resources = pgTable(
  'resources',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    merchantId: merchantId(),
    resourceType: text('resource_type').notNull(),
    url: text('url').notNull(),
    labelName: jsonb('label_name').$type<LocalizedText>().notNull(),
    iconUrl: text('icon_url'),
    sort: integer('sort').notNull().default(0),
  },
  (t) => [index('resources_merchant_idx').on(t.merchantId)],
);

export const banners = pgTable(
  'banners',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    merchantId: merchantId(),
    groupName: text('group_name').notNull(),
    imageUrl: text('image_url').notNull(),
    linkType: text('link_type').notNull().default('NONE'),
    linkTarget: text('link_target'),
    title: jsonb('title').$type<LocalizedText>().notNull(),
    sort: integer('sort').notNull().default(0),
    /** Shown from this instant (null: already) until `activeUntil` (null: no end). */
    activeFrom: timestamp('active_from', { withTimezone: true }),
    activeUntil: timestamp('active_until', { withTimezone: true }),
    enabled: boolean('enabled').notNull().default(true),
    /** Languages it shows in (`EN`, `CN`); null: every language. */
    languages: text('languages').array(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index('banners_merchant_group_idx').on(t.merchantId, t.groupName)],
);

/**
 * Notices (the home marquee), pop-ups and promotion announcements (`MCSFE_getListAnnouncements` PL/H, PU, PR). Title
 * and content per language (at least one); content is HTML sanitised when saved.
 */
export const announcements = pgTable(
  'announcements',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    merchantId: merchantId(),
    kind: text('kind').$type<'notice' | 'popup' | 'promotion'>().notNull(),
    title: jsonb('title').$type<Partial<LocalizedText>>().notNull(),
    content: jsonb('content').$type<Partial<LocalizedText>>().notNull(),
    /** Pop-ups: B anonymous, A logged in, F first login. */
    execution: text('execution'),
    promotionType: text('promotion_type'),
    linkType: text('link_type').notNull().default('NONE'),
    linkTarget: text('link_target'),
    /** Platforms (`W`, `M`, `A`) and languages it shows on; null: all. */
    platforms: text('platforms').array(),
    languages: text('languages').array(),
    sort: integer('sort').notNull().default(0),
    enabled: boolean('enabled').notNull().default(true),
    activeFrom: timestamp('active_from', { withTimezone: true }),
    activeUntil: timestamp('active_until', { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index('announcements_merchant_kind_idx').on(t.merchantId, t.kind, t.sort)],
);

export const helpEntries = pgTable(
  'help_entries',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    merchantId: merchantId(),
    parentId: integer('parent_id').references((): AnyPgColumn => helpEntries.id, { onDelete: 'cascade' }),
    lang: text('lang').notNull(),
    title: text('title').notNull(),
    /** Trusted HTML: written by the seed or sanitised by the operator console before it is stored. */
    content: text('content').notNull(),
    anchor: text('anchor'),
    sort: integer('sort').notNull().default(0),
  },
  (t) => [index('help_entries_merchant_lang_idx').on(t.merchantId, t.lang)],
);

const memberId = () =>
  bigint('member_id', { mode: 'number' })
    .notNull()
    .references(() => members.id, { onDelete: 'cascade' });

export const members = pgTable(
  'members',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    merchantId: merchantId(),
    username: text('username').notNull(),
    /** argon2id; null for accounts made by social login or mobile registration without a password. */
    passwordHash: text('password_hash'),
    /** 0 member, 1 / 2 / 41 / 42 agent kinds, 4 trial (spec §4). */
    type: integer('type').notNull().default(0),
    parentId: bigint('parent_id', { mode: 'number' }).references((): AnyPgColumn => members.id),
    nickname: text('nickname'),
    /** active | suspended. */
    status: text('status').notNull().default('active'),
    /** E.164 parts: `+86` and the national number. */
    countryDialingCode: text('country_dialing_code'),
    mobile: text('mobile'),
    /** When a code sent to the number proved it is the member's; null while unproved. */
    mobileVerifiedAt: timestamp('mobile_verified_at', { withTimezone: true }),
    email: text('email'),
    /** When a code sent to the address proved it is the member's. */
    emailVerifiedAt: timestamp('email_verified_at', { withTimezone: true }),
    /** The payee name of registration: bank accounts must be in this name. */
    realName: text('real_name'),
    qq: text('qq'),
    line: text('line'),
    whatsapp: text('whatsapp'),
    facebook: text('facebook'),
    wechat: text('wechat'),
    idNumber: text('id_number'),
    /** This member's own code for inviting others, and who invited them. */
    referralCode: text('referral_code'),
    referredBy: bigint('referred_by', { mode: 'number' }).references((): AnyPgColumn => members.id),
    recommenderId: text('recommender_id'),
    paymentPasswordHash: text('payment_password_hash'),
    passwordChangedAt: timestamp('password_changed_at', { withTimezone: true }).notNull().defaultNow(),
    firstLoginAt: timestamp('first_login_at', { withTimezone: true }),
    lastLoginAt: timestamp('last_login_at', { withTimezone: true }),
    lastLoginIp: text('last_login_ip'),
    /** Trial accounts stop working at this instant. */
    expiresAt: timestamp('expires_at', { withTimezone: true }),
    icon: text('icon'),
    /** Base32 TOTP secret; enrolled once `totpEnabledAt` is set. */
    totpSecret: text('totp_secret'),
    totpEnabledAt: timestamp('totp_enabled_at', { withTimezone: true }),
    /** VIP level (0: none); messages may target levels. */
    vipLevel: integer('vip_level').notNull().default(0),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('members_merchant_username_key').on(t.merchantId, sql`lower(${t.username})`),
    uniqueIndex('members_merchant_mobile_key')
      .on(t.merchantId, t.countryDialingCode, t.mobile)
      .where(sql`${t.mobile} is not null`),
    uniqueIndex('members_merchant_referral_key').on(t.merchantId, t.referralCode),
    index('members_parent_idx').on(t.parentId),
    index('members_merchant_email_idx').on(t.merchantId, sql`lower(${t.email})`),
  ],
);

/**
 * Login sessions. The token itself is never stored, only its SHA-256; `id` is a random, non-secret handle that
 * socket messages and logs may carry. One live session per member and channel: a new login revokes the old one.
 */
export const sessions = pgTable(
  'sessions',
  {
    id: text('id').primaryKey(),
    merchantId: merchantId(),
    memberId: memberId(),
    tokenHash: text('token_hash').notNull().unique(),
    /** web | mobile | app (the `Device` header). */
    channel: text('channel').notNull(),
    /** password | sms | social | remember | trial | register | reset | verification. */
    method: text('method').notNull(),
    ip: text('ip'),
    deviceId: text('device_id'),
    userAgent: text('user_agent'),
    createdAt: createdAt(),
    /** Written at most once a minute: the idle timeout counts from here. */
    lastSeenAt: timestamp('last_seen_at', { withTimezone: true }).notNull().defaultNow(),
    /** Absolute end. */
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    /** The password is `123456` or expired under `PWDEXPFORCECHANGE3`: only the password change is open. */
    passwordChangeRequired: boolean('password_change_required').notNull().default(false),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    revokeReason: text('revoke_reason'),
  },
  (t) => [index('sessions_member_idx').on(t.memberId, t.channel)],
);

/**
 * Single-use secrets with an expiry, found by `(purpose, target)`: SMS and email codes (target: the number or
 * address), captcha answers, pending second steps, emailed reset links and social-login states (target: the hash of
 * the handle the browser holds). Only hashes are stored.
 */
export const verificationCodes = pgTable(
  'verification_codes',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    merchantId: merchantId(),
    purpose: text('purpose').notNull(),
    target: text('target').notNull(),
    codeHash: text('code_hash').notNull(),
    memberId: bigint('member_id', { mode: 'number' }).references(() => members.id, { onDelete: 'cascade' }),
    ip: text('ip'),
    data: jsonb('data').$type<Record<string, unknown>>().notNull().default({}),
    attempts: integer('attempts').notNull().default(0),
    createdAt: createdAt(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    consumedAt: timestamp('consumed_at', { withTimezone: true }),
  },
  (t) => [
    index('verification_codes_target_idx').on(t.merchantId, t.purpose, t.target, t.createdAt),
    index('verification_codes_ip_idx').on(t.merchantId, t.ip, t.createdAt),
  ],
);

/** What the embedded message provider "sent": the operator console and development tools read it. */
export const messageOutbox = pgTable(
  'message_outbox',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    merchantId: merchantId(),
    /** sms | email. */
    channel: text('channel').notNull(),
    recipient: text('recipient').notNull(),
    /** Email only; null: the brand's name. */
    subject: text('subject'),
    body: text('body').notNull(),
    /**
     * outbox (the embedded provider: the row is the delivery) | smtp | http-sms. Rows from before delivery tracking
     * were all written to the embedded outbox, hence the defaults.
     */
    provider: text('provider').notNull().default('outbox'),
    /** queued | sent | failed. */
    status: text('status').notNull().default('sent'),
    /** Tries so far; a try is counted when a sender claims the row. */
    attempts: integer('attempts').notNull().default(0),
    /** Why the last try failed, without credentials. */
    lastError: text('last_error'),
    sentAt: timestamp('sent_at', { withTimezone: true }),
    /** When a queued row is next due; while a try is running, when its claim lapses. */
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    index('message_outbox_recipient_idx').on(t.merchantId, t.recipient, t.createdAt),
    index('message_outbox_due_idx').on(t.nextAttemptAt).where(sql`${t.status} = 'queued'`),
    check('message_outbox_status', sql`${t.status} in ('queued', 'sent', 'failed')`),
  ],
);

/**
 * Failed logins, by account key (the lower-cased username or the phone number, whether or not an account has it,
 * so that locks never tell which accounts exist) and by client address.
 */
export const loginFailures = pgTable(
  'login_failures',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    merchantId: merchantId(),
    accountKey: text('account_key').notNull(),
    ip: text('ip').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    index('login_failures_account_idx').on(t.merchantId, t.accountKey, t.createdAt),
    index('login_failures_ip_idx').on(t.merchantId, t.ip, t.createdAt),
  ],
);

/** Temporary account locks; each new lock lasts twice the previous one, up to a cap. */
export const accountLocks = pgTable(
  'account_locks',
  {
    merchantId: merchantId(),
    accountKey: text('account_key').notNull(),
    lockedUntil: timestamp('locked_until', { withTimezone: true }).notNull(),
    lockCount: integer('lock_count').notNull().default(1),
  },
  (t) => [primaryKey({ columns: [t.merchantId, t.accountKey] })],
);

/** Remember-me tokens (24 h, one device, hashed); used tokens are replaced. */
export const rememberTokens = pgTable(
  'remember_tokens',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    merchantId: merchantId(),
    memberId: memberId(),
    tokenHash: text('token_hash').notNull().unique(),
    deviceId: text('device_id'),
    createdAt: createdAt(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('remember_tokens_member_idx').on(t.memberId)],
);

/** Addresses a member logged in from; a new one asks for a second factor when `LOGINIPVERF3` is on. */
export const knownIps = pgTable(
  'known_ips',
  {
    merchantId: merchantId(),
    memberId: memberId(),
    ip: text('ip').notNull(),
    firstSeenAt: timestamp('first_seen_at', { withTimezone: true }).notNull().defaultNow(),
    lastSeenAt: timestamp('last_seen_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.memberId, t.ip] })],
);

/** Accounts of an OpenID Connect provider linked to a member. */
export const socialIdentities = pgTable(
  'social_identities',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    merchantId: merchantId(),
    memberId: memberId(),
    provider: text('provider').notNull(),
    subject: text('subject').notNull(),
    email: text('email'),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('social_identities_subject_key').on(t.merchantId, t.provider, t.subject)],
);

/** Append-only (a trigger refuses updates and deletes): every authentication event and operator action. */
export const auditLog = pgTable(
  'audit_log',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    merchantId: integer('merchant_id').references(() => merchants.id, { onDelete: 'cascade' }),
    event: text('event').notNull(),
    memberId: bigint('member_id', { mode: 'number' }),
    operatorId: integer('operator_id'),
    ip: text('ip'),
    userAgent: text('user_agent'),
    requestId: text('request_id'),
    detail: jsonb('detail').$type<Record<string, unknown>>().notNull().default({}),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('audit_log_member_idx').on(t.memberId, t.at),
    index('audit_log_merchant_event_idx').on(t.merchantId, t.event, t.at),
    // The console's audit page: a brand's entries newest first, paged by id, optionally of one operator.
    index('audit_log_merchant_id_idx').on(t.merchantId, t.id),
    index('audit_log_operator_idx').on(t.operatorId, t.id),
  ],
);

export const operators = pgTable(
  'operators',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    merchantId: merchantId(),
    username: text('username').notNull(),
    passwordHash: text('password_hash').notNull(),
    role: text('role').notNull(),
    /** Set for a password someone else chose (new operator, reset): the console allows only changing it. */
    mustChangePassword: boolean('must_change_password').notNull().default(false),
    /** A disabled operator cannot sign in and their sessions end at once. */
    disabledAt: timestamp('disabled_at', { withTimezone: true }),
    /** Base32 TOTP secret, as members'; enrolled once `totpEnabledAt` is set. */
    totpSecret: text('totp_secret'),
    totpEnabledAt: timestamp('totp_enabled_at', { withTimezone: true }),
    /** The last TOTP step accepted: a code works once. */
    totpLastStep: bigint('totp_last_step', { mode: 'number' }),
    lastLoginAt: timestamp('last_login_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('operators_merchant_username_key').on(t.merchantId, sql`lower(${t.username})`)],
);

/**
 * Key pairs for encrypted calls (API.md "Encrypted calls"): `v1` textbook RSA of existing clients, `v2` RSA-OAEP.
 * Kept in the database so every server process decrypts what any other handed out; the newest pair of a scheme
 * is current and the one before it is still accepted while clients catch up with a rotation.
 */
export const payloadKeys = pgTable(
  'payload_keys',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    scheme: text('scheme').notNull(),
    /** v1: the modulus as hex; v2: SPKI DER as base64. */
    publicKey: text('public_key').notNull(),
    /** PKCS#8 PEM. */
    privateKey: text('private_key').notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('payload_keys_scheme_idx').on(t.scheme, t.createdAt)],
);

/**
 * Ledger accounts (ARCHITECTURE.md "Data and money"): one per owner and purpose. A member's accounts (`main`, play
 * money for trials, later vendor wallets, bonus, points) have `member_id`; the house's accounts (clearing, expense and
 * issuer accounts, one per kind of movement) do not. Balances are integer minor units; a member's can never go below
 * zero (CHECK), house accounts mirror them and may. Every balance equals its transfers in minus out.
 */
export const ledgerAccounts = pgTable(
  'ledger_accounts',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    merchantId: merchantId(),
    memberId: bigint('member_id', { mode: 'number' }).references(() => members.id),
    purpose: text('purpose').notNull(),
    balance: bigint('balance', { mode: 'number' }).notNull().default(0),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('ledger_accounts_member_purpose_key')
      .on(t.merchantId, t.memberId, t.purpose)
      .where(sql`${t.memberId} is not null`),
    uniqueIndex('ledger_accounts_house_purpose_key').on(t.merchantId, t.purpose).where(sql`${t.memberId} is null`),
    check('ledger_accounts_member_not_negative', sql`${t.memberId} is null or ${t.balance} >= 0`),
  ],
);

/**
 * Append-only transfers between two accounts of one merchant: `amount` leaves `from` and reaches `to`. The
 * idempotency key is unique per merchant, and `fingerprint` (a hash of what was asked) tells a repeat from a
 * different request under the same key. Each side's balance after the transfer is kept for account statements.
 */
export const ledgerTransfers = pgTable(
  'ledger_transfers',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    merchantId: merchantId(),
    fromAccountId: bigint('from_account_id', { mode: 'number' })
      .notNull()
      .references(() => ledgerAccounts.id),
    toAccountId: bigint('to_account_id', { mode: 'number' })
      .notNull()
      .references(() => ledgerAccounts.id),
    amount: bigint('amount', { mode: 'number' }).notNull(),
    fromBalanceAfter: bigint('from_balance_after', { mode: 'number' }).notNull(),
    toBalanceAfter: bigint('to_balance_after', { mode: 'number' }).notNull(),
    kind: text('kind').$type<TransferKind>().notNull(),
    /** The business object behind the movement (`deposit:123`, `bet:PG:abc`), for statements and reports. */
    reference: text('reference'),
    idempotencyKey: text('idempotency_key').notNull(),
    fingerprint: text('fingerprint').notNull(),
    detail: jsonb('detail').$type<Record<string, unknown>>().notNull().default({}),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('ledger_transfers_idempotency_key').on(t.merchantId, t.idempotencyKey),
    index('ledger_transfers_from_idx').on(t.fromAccountId, t.id),
    index('ledger_transfers_to_idx').on(t.toAccountId, t.id),
    check('ledger_transfers_amount_positive', sql`${t.amount} > 0`),
    check('ledger_transfers_two_accounts', sql`${t.fromAccountId} <> ${t.toAccountId}`),
  ],
);

/** Deposit channels of a merchant (DOMAIN.md "Money"): online through a payment provider, or manual (bank). */
export const depositChannels = pgTable(
  'deposit_channels',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    merchantId: merchantId(),
    kind: text('kind').$type<DepositChannelKind>().notNull(),
    /** The payment provider adapter of an online channel (`demo` in the embedded default). */
    provider: text('provider'),
    name: jsonb('name').$type<LocalizedText>().notNull(),
    instructions: jsonb('instructions').$type<LocalizedText>().notNull(),
    minAmount: bigint('min_amount', { mode: 'number' }).notNull(),
    maxAmount: bigint('max_amount', { mode: 'number' }).notNull(),
    enabled: boolean('enabled').notNull().default(true),
    sort: integer('sort').notNull().default(0),
    createdAt: createdAt(),
  },
  (t) => [
    index('deposit_channels_merchant_idx').on(t.merchantId, t.sort),
    check('deposit_channels_limits', sql`${t.minAmount} > 0 and ${t.maxAmount} >= ${t.minAmount}`),
  ],
);

/**
 * Deposit orders: made by the player, credited exactly once (by the provider's signed notification or by finance)
 * through a ledger transfer whose idempotency key is the order's. `client_key` is the player's Idempotency-Key.
 */
export const depositOrders = pgTable(
  'deposit_orders',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    merchantId: merchantId(),
    memberId: bigint('member_id', { mode: 'number' })
      .notNull()
      .references(() => members.id),
    channelId: integer('channel_id')
      .notNull()
      .references(() => depositChannels.id),
    orderNo: text('order_no').notNull(),
    amount: bigint('amount', { mode: 'number' }).notNull(),
    status: text('status').$type<DepositStatus>().notNull().default('pending'),
    clientKey: text('client_key'),
    providerRef: text('provider_ref'),
    transferId: bigint('transfer_id', { mode: 'number' }).references(() => ledgerTransfers.id),
    createdAt: createdAt(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    settledAt: timestamp('settled_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('deposit_orders_order_no_key').on(t.merchantId, t.orderNo),
    uniqueIndex('deposit_orders_client_key')
      .on(t.merchantId, t.memberId, t.clientKey)
      .where(sql`${t.clientKey} is not null`),
    index('deposit_orders_member_idx').on(t.memberId, t.createdAt),
    index('deposit_orders_status_idx').on(t.merchantId, t.status, t.createdAt),
    check('deposit_orders_amount_positive', sql`${t.amount} > 0`),
  ],
);

/** Bank accounts members withdraw to. Removed ones stay (withdrawals refer to them) but no longer count or show. */
export const bankAccounts = pgTable(
  'bank_accounts',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    merchantId: merchantId(),
    memberId: bigint('member_id', { mode: 'number' })
      .notNull()
      .references(() => members.id),
    bankName: text('bank_name').notNull(),
    accountNo: text('account_no').notNull(),
    holderName: text('holder_name').notNull(),
    createdAt: createdAt(),
    removedAt: timestamp('removed_at', { withTimezone: true }),
  },
  (t) => [
    index('bank_accounts_member_idx').on(t.memberId),
    uniqueIndex('bank_accounts_member_number_key').on(t.memberId, t.accountNo).where(sql`${t.removedAt} is null`),
  ],
);

/**
 * Withdrawal orders (DOMAIN.md "Money"): the request moves the amount from the member's wallet to the house's
 * withdrawals-in-transit account in the same transaction; finance then pays (or rejects: refunded), and the player
 * confirms receipt. `client_key` is the player's Idempotency-Key.
 */
export const withdrawalOrders = pgTable(
  'withdrawal_orders',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    merchantId: merchantId(),
    memberId: bigint('member_id', { mode: 'number' })
      .notNull()
      .references(() => members.id),
    bankAccountId: bigint('bank_account_id', { mode: 'number' })
      .notNull()
      .references(() => bankAccounts.id),
    orderNo: text('order_no').notNull(),
    amount: bigint('amount', { mode: 'number' }).notNull(),
    status: text('status').$type<WithdrawalStatus>().notNull().default('pending'),
    clientKey: text('client_key'),
    requestTransferId: bigint('request_transfer_id', { mode: 'number' })
      .notNull()
      .references(() => ledgerTransfers.id),
    rejectReason: text('reject_reason'),
    /** Set when finance pays: without the player's answer by then, the withdrawal counts as received. */
    confirmBy: timestamp('confirm_by', { withTimezone: true }),
    /** How the receipt was settled: the player's answer, the auto-confirm, or finance forcing it. */
    receipt: text('receipt').$type<WithdrawalReceipt>(),
    /** What the player says arrived (minor units); the rest is the amount they dispute. */
    receivedAmount: bigint('received_amount', { mode: 'number' }),
    receiptAt: timestamp('receipt_at', { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('withdrawal_orders_order_no_key').on(t.merchantId, t.orderNo),
    uniqueIndex('withdrawal_orders_client_key')
      .on(t.merchantId, t.memberId, t.clientKey)
      .where(sql`${t.clientKey} is not null`),
    index('withdrawal_orders_member_idx').on(t.memberId, t.createdAt),
    index('withdrawal_orders_status_idx').on(t.merchantId, t.status, t.createdAt),
    check('withdrawal_orders_amount_positive', sql`${t.amount} > 0`),
    check(
      'withdrawal_orders_received_in_range',
      sql`${t.receivedAmount} is null or (${t.receivedAmount} >= 0 and ${t.receivedAmount} <= ${t.amount})`,
    ),
    index('withdrawal_orders_confirm_by_idx').on(t.confirmBy).where(sql`${t.status} = 'paid'`),
  ],
);

/** Images a player attached to a withdrawal they did not (fully) receive, in the order given. */
export const withdrawalProofs = pgTable(
  'withdrawal_proofs',
  {
    withdrawalId: bigint('withdrawal_id', { mode: 'number' })
      .notNull()
      .references(() => withdrawalOrders.id),
    position: integer('position').notNull(),
    uploadId: text('upload_id')
      .notNull()
      .references(() => uploads.id),
  },
  (t) => [primaryKey({ columns: [t.withdrawalId, t.position] })],
);

const bytea = customType<{ data: Uint8Array; driverData: Uint8Array }>({ dataType: () => 'bytea' });

/**
 * Files people send us (withdrawal proofs, feedback images), kept in the database so every API process serves them
 * and backups carry them. Only content-sniffed images of a bounded size get here; `sha256` lets us spot repeats.
 */
export const uploads = pgTable(
  'uploads',
  {
    id: text('id').primaryKey(),
    merchantId: merchantId(),
    memberId: bigint('member_id', { mode: 'number' }).references(() => members.id),
    purpose: text('purpose').notNull(),
    contentType: text('content_type').notNull(),
    size: integer('size').notNull(),
    sha256: text('sha256').notNull(),
    content: bytea('content').notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('uploads_member_idx').on(t.memberId, t.createdAt)],
);

/**
 * What a member still has to wager before withdrawing (DOMAIN.md "Money"): each deposit or bonus adds a requirement,
 * valid bets wear the oldest ones down first. `remaining` never goes below zero.
 */
export const turnoverRequirements = pgTable(
  'turnover_requirements',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    merchantId: merchantId(),
    memberId: bigint('member_id', { mode: 'number' })
      .notNull()
      .references(() => members.id),
    /** The business object that set it (`deposit:D…`, `bonus:…`); one requirement each. */
    reference: text('reference').notNull(),
    required: bigint('required', { mode: 'number' }).notNull(),
    remaining: bigint('remaining', { mode: 'number' }).notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('turnover_requirements_reference_key').on(t.merchantId, t.reference),
    index('turnover_requirements_open_idx').on(t.memberId, t.id).where(sql`${t.remaining} > 0`),
    check('turnover_requirements_remaining_range', sql`${t.remaining} >= 0 and ${t.remaining} <= ${t.required}`),
  ],
);

/**
 * Scheduled jobs' slots (ARCHITECTURE.md "jobs"): every process runs the scheduler, and the first to insert
 * (job, slot) runs it, so each slot runs once however many processes there are.
 */
export const jobRuns = pgTable(
  'job_runs',
  {
    job: text('job').notNull(),
    slot: text('slot').notNull(),
    startedAt: timestamp('started_at', { withTimezone: true }).notNull(),
    finishedAt: timestamp('finished_at', { withTimezone: true }),
    /** How many subjects the run handled, or why it failed. */
    outcome: text('outcome'),
  },
  (t) => [primaryKey({ columns: [t.job, t.slot] })],
);

/** Operator console sessions: like members' (only the token's SHA-256 is kept), with their own idle and absolute ends. */
export const operatorSessions = pgTable(
  'operator_sessions',
  {
    id: text('id').primaryKey(),
    operatorId: integer('operator_id')
      .notNull()
      .references(() => operators.id),
    merchantId: merchantId(),
    tokenHash: text('token_hash').notNull(),
    createdAt: createdAt(),
    lastSeenAt: timestamp('last_seen_at', { withTimezone: true }).notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
  },
  (t) => [uniqueIndex('operator_sessions_token_key').on(t.tokenHash)],
);

/**
 * Manual adjustments by finance (DOMAIN.md "Money"): a credit or debit of a member's wallet with a reason. Above the
 * merchant's threshold one operator asks and another approves; the ledger transfer is made when it is applied.
 */
export const adjustments = pgTable(
  'adjustments',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    merchantId: merchantId(),
    memberId: bigint('member_id', { mode: 'number' })
      .notNull()
      .references(() => members.id),
    direction: text('direction').$type<'credit' | 'debit'>().notNull(),
    amount: bigint('amount', { mode: 'number' }).notNull(),
    reason: text('reason').notNull(),
    status: text('status').$type<'pending' | 'applied' | 'rejected'>().notNull(),
    requestedBy: integer('requested_by')
      .notNull()
      .references(() => operators.id),
    decidedBy: integer('decided_by').references(() => operators.id),
    transferId: bigint('transfer_id', { mode: 'number' }).references(() => ledgerTransfers.id),
    createdAt: createdAt(),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
    /** The operator's Idempotency-Key: a repeat of the request answers the first adjustment. */
    clientKey: text('client_key'),
  },
  (t) => [
    index('adjustments_merchant_status_idx').on(t.merchantId, t.status, t.createdAt),
    uniqueIndex('adjustments_client_key')
      .on(t.merchantId, t.requestedBy, t.clientKey)
      .where(sql`${t.clientKey} is not null`),
    check('adjustments_amount_positive', sql`${t.amount} > 0`),
  ],
);

/**
 * Game vendors of a merchant (DOMAIN.md "Games"). `code` is the vassalage clients send. Seamless vendors call the
 * wallet API signed with `secret` (HMAC-SHA256, so it is kept, not hashed); transfer vendors hold money in a
 * per-member vendor wallet. `launchUrl` is the vendor's game client, `{token}`, `{game}` and `{lang}` filled in.
 */
export const gameVendors = pgTable(
  'game_vendors',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    merchantId: merchantId(),
    code: text('code').notNull(),
    name: jsonb('name').$type<LocalizedText>().notNull(),
    walletMode: text('wallet_mode').$type<'seamless' | 'transfer'>().notNull().default('seamless'),
    secret: text('secret').notNull(),
    launchUrl: text('launch_url').notNull(),
    currency: text('currency').notNull().default('CNY'),
    enabled: boolean('enabled').notNull().default(true),
    maintenance: boolean('maintenance').notNull().default(false),
    /** Shown in the exclusive-games section (spec §2: vendors 10 to 15 of the slot list, as MXWIN under PVP). */
    exclusive: boolean('exclusive').notNull().default(false),
    /** The local slot vendor section of the home page. */
    local: boolean('local').notNull().default(false),
    sortOrder: integer('sort_order').notNull().default(0),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [uniqueIndex('game_vendors_code_key').on(t.merchantId, t.code)],
);

/**
 * Games (`id` is the client's `nodeId`). `gameType` is the category (RNG, LIVE, FISH, PVP, SPORTS, ESPORTS, LOTT,
 * ELOTT, COCKFIGHT), `subType` the RNG sub-type (SC, VP, JP, TG, AC, BG). `icon` is a path below the merchant's
 * image CDN. A vendor's card in a category opens a sub-list when it has more than one game there.
 */
export const games = pgTable(
  'games',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    merchantId: merchantId(),
    vendorId: integer('vendor_id')
      .notNull()
      .references(() => gameVendors.id, { onDelete: 'cascade' }),
    gameCode: text('game_code').notNull(),
    gameType: text('game_type').notNull(),
    subType: text('sub_type'),
    name: jsonb('name').$type<LocalizedText>().notNull(),
    icon: text('icon').notNull(),
    /** Smallest stake, minor units (spec §9 slot filter "minimum bet"). */
    minBet: bigint('min_bet', { mode: 'number' }).notNull().default(100),
    /** Pay lines of a slot (spec §9 slot filter "lines"). */
    lines: integer('lines'),
    hot: boolean('hot').notNull().default(false),
    enabled: boolean('enabled').notNull().default(true),
    maintenance: boolean('maintenance').notNull().default(false),
    sortOrder: integer('sort_order').notNull().default(0),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('games_vendor_code_key').on(t.vendorId, t.gameCode),
    index('games_merchant_type_idx').on(t.merchantId, t.gameType, t.sortOrder),
    check('games_min_bet_positive', sql`${t.minBet} > 0`),
  ],
);

export const favouriteGames = pgTable(
  'favourite_games',
  {
    merchantId: merchantId(),
    memberId: bigint('member_id', { mode: 'number' })
      .notNull()
      .references(() => members.id, { onDelete: 'cascade' }),
    gameId: bigint('game_id', { mode: 'number' })
      .notNull()
      .references(() => games.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.memberId, t.gameId] })],
);

export const recentGames = pgTable(
  'recent_games',
  {
    merchantId: merchantId(),
    memberId: bigint('member_id', { mode: 'number' })
      .notNull()
      .references(() => members.id, { onDelete: 'cascade' }),
    gameId: bigint('game_id', { mode: 'number' })
      .notNull()
      .references(() => games.id, { onDelete: 'cascade' }),
    playedAt: timestamp('played_at', { withTimezone: true }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.memberId, t.gameId] }), index('recent_games_member_idx').on(t.memberId, t.playedAt)],
);

/**
 * Launch tokens (DOMAIN.md "Games"): single-purpose, short-lived, bound to member, game and currency; kept as a hash.
 * Free play (`accountType 0`) has no member and never reaches the ledger.
 */
export const gameLaunchTokens = pgTable(
  'game_launch_tokens',
  {
    tokenHash: text('token_hash').primaryKey(),
    merchantId: merchantId(),
    memberId: bigint('member_id', { mode: 'number' }).references(() => members.id, { onDelete: 'cascade' }),
    vendorId: integer('vendor_id')
      .notNull()
      .references(() => gameVendors.id, { onDelete: 'cascade' }),
    gameId: bigint('game_id', { mode: 'number' })
      .notNull()
      .references(() => games.id, { onDelete: 'cascade' }),
    currency: text('currency').notNull(),
    freePlay: boolean('free_play').notNull().default(false),
    createdAt: createdAt(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('game_launch_tokens_expiry_idx').on(t.expiresAt)],
);

/**
 * Every money call of a vendor through the seamless wallet API, with its reply (API.md): unique `(vendor, txId)` makes
 * a repeat answer the stored reply; `fingerprint` tells it from another request under the same id. A rollback whose
 * debit never arrived stays here as the tombstone that refuses the late debit (`refTxId`).
 */
export const vendorTransactions = pgTable(
  'vendor_transactions',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    merchantId: merchantId(),
    vendorId: integer('vendor_id')
      .notNull()
      .references(() => gameVendors.id, { onDelete: 'cascade' }),
    txId: text('tx_id').notNull(),
    action: text('action').$type<'debit' | 'credit' | 'rollback'>().notNull(),
    roundId: text('round_id'),
    refTxId: text('ref_tx_id'),
    memberId: bigint('member_id', { mode: 'number' }).references(() => members.id),
    amount: bigint('amount', { mode: 'number' }).notNull().default(0),
    currency: text('currency'),
    fingerprint: text('fingerprint').notNull(),
    /** The business status of the reply (`OK`, `INSUFFICIENT_FUNDS` …). */
    status: text('status').notNull(),
    transferId: bigint('transfer_id', { mode: 'number' }).references(() => ledgerTransfers.id),
    request: jsonb('request').$type<Record<string, unknown>>().notNull(),
    response: jsonb('response').$type<Record<string, unknown>>().notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('vendor_transactions_tx_key').on(t.vendorId, t.txId),
    index('vendor_transactions_ref_idx').on(t.vendorId, t.refTxId),
    index('vendor_transactions_merchant_time_idx').on(t.merchantId, t.createdAt),
  ],
);

/**
 * Bet records (DOMAIN.md "Games"), one per member and vendor round: stake, valid bet and payout in minor units.
 * Betting records, profit and loss, the winner board, hot games and agent salaries are computed from these rows.
 */
export const bets = pgTable(
  'bets',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    merchantId: merchantId(),
    memberId: bigint('member_id', { mode: 'number' })
      .notNull()
      .references(() => members.id),
    vendorId: integer('vendor_id')
      .notNull()
      .references(() => gameVendors.id),
    gameId: bigint('game_id', { mode: 'number' }).references(() => games.id),
    roundId: text('round_id').notNull(),
    stake: bigint('stake', { mode: 'number' }).notNull().default(0),
    validBet: bigint('valid_bet', { mode: 'number' }).notNull().default(0),
    payout: bigint('payout', { mode: 'number' }).notNull().default(0),
    status: text('status').$type<'open' | 'settled' | 'cancelled'>().notNull(),
    placedAt: timestamp('placed_at', { withTimezone: true }).notNull(),
    settledAt: timestamp('settled_at', { withTimezone: true }),
    /** Vendor extras; house games keep the round id of their fairness proof here. */
    detail: jsonb('detail').$type<Record<string, unknown>>().notNull().default({}),
  },
  (t) => [
    uniqueIndex('bets_round_key').on(t.vendorId, t.memberId, t.roundId),
    index('bets_member_time_idx').on(t.merchantId, t.memberId, t.placedAt),
    index('bets_merchant_time_idx').on(t.merchantId, t.placedAt),
    check('bets_amounts_not_negative', sql`${t.stake} >= 0 and ${t.validBet} >= 0 and ${t.payout} >= 0`),
  ],
);

/**
 * The demo vendor's own record of its real-money rounds (an outside vendor keeps these in its own storage): the win
 * is drawn from the CSPRNG once the stake is taken and kept here, so a resubmitted round shows the same result and
 * the payout is sent once. Minor units.
 */
export const demoVendorRounds = pgTable(
  'demo_vendor_rounds',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    vendorId: integer('vendor_id')
      .notNull()
      .references(() => gameVendors.id, { onDelete: 'cascade' }),
    memberId: bigint('member_id', { mode: 'number' })
      .notNull()
      .references(() => members.id, { onDelete: 'cascade' }),
    roundId: text('round_id').notNull(),
    stake: bigint('stake', { mode: 'number' }).notNull(),
    win: bigint('win', { mode: 'number' }).notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('demo_vendor_rounds_round_key').on(t.vendorId, t.memberId, t.roundId),
    check('demo_vendor_rounds_amounts_not_negative', sql`${t.stake} > 0 and ${t.win} >= 0`),
  ],
);

/**
 * Provably fair seeds of the house vendor: the hash of `serverSeed` is shown before play, the seed itself only once it
 * is rotated out (`revealedAt`). One active seed per player (`playerKey`: `member:<id>`, or `free:<token hash>`).
 */
export const fairSeeds = pgTable(
  'fair_seeds',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    merchantId: merchantId(),
    playerKey: text('player_key').notNull(),
    serverSeed: text('server_seed').notNull(),
    serverSeedHash: text('server_seed_hash').notNull(),
    clientSeed: text('client_seed').notNull(),
    /** The nonce of the next round under this seed. */
    nextNonce: integer('next_nonce').notNull().default(0),
    active: boolean('active').notNull().default(true),
    createdAt: createdAt(),
    revealedAt: timestamp('revealed_at', { withTimezone: true }),
  },
  (t) => [uniqueIndex('fair_seeds_active_key').on(t.merchantId, t.playerKey).where(sql`${t.active}`)],
);

/** Rounds of the house games with everything needed to re-derive them from their seed. */
export const houseRounds = pgTable(
  'house_rounds',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    merchantId: merchantId(),
    playerKey: text('player_key').notNull(),
    memberId: bigint('member_id', { mode: 'number' }).references(() => members.id),
    seedId: bigint('seed_id', { mode: 'number' })
      .notNull()
      .references(() => fairSeeds.id),
    nonce: integer('nonce').notNull(),
    gameCode: text('game_code').notNull(),
    /** The client's key for one press of the button: a repeat answers the same round. */
    roundKey: text('round_key').notNull(),
    stake: bigint('stake', { mode: 'number' }).notNull(),
    payout: bigint('payout', { mode: 'number' }).notNull().default(0),
    outcome: jsonb('outcome').$type<Record<string, unknown>>().notNull(),
    status: text('status').$type<'open' | 'settled' | 'void'>().notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('house_rounds_seed_nonce_key').on(t.seedId, t.nonce),
    uniqueIndex('house_rounds_round_key').on(t.merchantId, t.playerKey, t.roundKey),
    index('house_rounds_player_idx').on(t.merchantId, t.playerKey, t.id),
  ],
);

/** Progressive jackpots of the house games: grown by a share of each stake, paid out and reset on a hit. */
export const jackpotPools = pgTable(
  'jackpot_pools',
  {
    merchantId: merchantId(),
    gameCode: text('game_code').notNull(),
    amount: bigint('amount', { mode: 'number' }).notNull(),
    updatedAt: updatedAt(),
  },
  (t) => [
    primaryKey({ columns: [t.merchantId, t.gameCode] }),
    check('jackpot_pools_not_negative', sql`${t.amount} >= 0`),
  ],
);

/**
 * Transfers between a member's main wallet and a transfer-wallet vendor (`GCS_walletTransfer`): `reference` is unique
 * per merchant, so a retry after a lost answer asks the status instead of moving money twice.
 */
export const vendorWalletTransfers = pgTable(
  'vendor_wallet_transfers',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    merchantId: merchantId(),
    memberId: bigint('member_id', { mode: 'number' })
      .notNull()
      .references(() => members.id),
    vendorId: integer('vendor_id')
      .notNull()
      .references(() => gameVendors.id),
    direction: text('direction').$type<'in' | 'out'>().notNull(),
    amount: bigint('amount', { mode: 'number' }).notNull(),
    reference: text('reference').notNull(),
    status: text('status').$type<'pending' | 'succeeded' | 'failed'>().notNull(),
    transferId: bigint('transfer_id', { mode: 'number' }).references(() => ledgerTransfers.id),
    createdAt: createdAt(),
    settledAt: timestamp('settled_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('vendor_wallet_transfers_reference_key').on(t.merchantId, t.reference),
    index('vendor_wallet_transfers_member_idx').on(t.merchantId, t.memberId, t.createdAt),
    check('vendor_wallet_transfers_amount_positive', sql`${t.amount} > 0`),
  ],
);

/** Messages an operator sent to many members at once: what was sent, to whom, and how many inboxes received it. */
export const inboxBroadcasts = pgTable(
  'inbox_broadcasts',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    merchantId: merchantId(),
    operatorId: integer('operator_id')
      .notNull()
      .references(() => operators.id),
    target: jsonb('target').$type<MessageTarget>().notNull(),
    title: jsonb('title').$type<Partial<LocalizedText>>().notNull(),
    content: jsonb('content').$type<Partial<LocalizedText>>().notNull(),
    delivered: integer('delivered').notNull().default(0),
    createdAt: createdAt(),
  },
  (t) => [index('inbox_broadcasts_merchant_idx').on(t.merchantId, t.createdAt)],
);

/** One message in one member's inbox (a broadcast is copied to each recipient, so read and delete are per member). */
export const inboxMessages = pgTable(
  'inbox_messages',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    merchantId: merchantId(),
    memberId: bigint('member_id', { mode: 'number' })
      .notNull()
      .references(() => members.id, { onDelete: 'cascade' }),
    kind: text('kind').$type<InboxMessageKind>().notNull(),
    broadcastId: integer('broadcast_id').references(() => inboxBroadcasts.id),
    title: jsonb('title').$type<Partial<LocalizedText>>().notNull(),
    content: jsonb('content').$type<Partial<LocalizedText>>().notNull(),
    readAt: timestamp('read_at', { withTimezone: true }),
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    index('inbox_messages_member_idx').on(t.memberId, t.createdAt).where(sql`${t.deletedAt} is null`),
    index('inbox_messages_broadcast_idx').on(t.broadcastId),
  ],
);

/** Feedback from players and guests (`PUT /wps/feedback`), with the operator's answer. */
export const feedback = pgTable(
  'feedback',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    merchantId: merchantId(),
    /** Null for a guest. */
    memberId: bigint('member_id', { mode: 'number' }).references(() => members.id, { onDelete: 'set null' }),
    questionType: text('question_type').$type<FeedbackQuestionType>().notNull(),
    content: text('content').notNull(),
    contact: text('contact'),
    /** Ids of `uploads` (purpose `feedback`). */
    imageIds: text('image_ids').array().notNull().default(sql`'{}'::text[]`),
    status: text('status').$type<FeedbackStatus>().notNull().default('new'),
    reply: text('reply'),
    repliedBy: integer('replied_by').references(() => operators.id),
    repliedAt: timestamp('replied_at', { withTimezone: true }),
    ip: text('ip'),
    createdAt: createdAt(),
  },
  (t) => [index('feedback_merchant_status_idx').on(t.merchantId, t.status, t.createdAt)],
);

/**
 * Agent contracts (dividend and salaries): offered by the direct upline, accepted or rejected by the downline, later
 * ended. At most one active and one pending contract per member and kind. Terms are the wire terms (`ContractTerms`).
 */
export const agentContracts = pgTable(
  'agent_contracts',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    merchantId: merchantId(),
    kind: text('kind').$type<ContractKind>().notNull(),
    uplineId: bigint('upline_id', { mode: 'number' })
      .notNull()
      .references(() => members.id, { onDelete: 'cascade' }),
    downlineId: bigint('downline_id', { mode: 'number' })
      .notNull()
      .references(() => members.id, { onDelete: 'cascade' }),
    status: text('status').$type<ContractStatus>().notNull().default('pending'),
    terms: jsonb('terms').$type<ContractTerms>().notNull(),
    offeredAt: timestamp('offered_at', { withTimezone: true }).notNull().defaultNow(),
    answeredAt: timestamp('answered_at', { withTimezone: true }),
    endedAt: timestamp('ended_at', { withTimezone: true }),
    endReason: text('end_reason').$type<ContractEndReason>(),
  },
  (t) => [
    uniqueIndex('agent_contracts_active_uq').on(t.downlineId, t.kind).where(sql`${t.status} = 'active'`),
    uniqueIndex('agent_contracts_pending_uq').on(t.downlineId, t.kind).where(sql`${t.status} = 'pending'`),
    index('agent_contracts_upline_idx').on(t.uplineId, t.status),
    index('agent_contracts_downline_idx').on(t.downlineId, t.offeredAt),
  ],
);
