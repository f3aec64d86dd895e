import { sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  bigint,
  boolean,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { merchantId } from './brands.ts';
import { createdAt } from './columns.ts';

// Members and their access: sessions, verification codes, login failures and locks, remembered devices, known
// addresses, social identities, payload keys.
export const memberId = () =>
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
    /** VIP level (0: none); messages and campaigns may target levels. Moved by the VIP module only. */
    vipLevel: integer('vip_level').notNull().default(0),
    /** Date of birth (`YYYY-MM-DD`), set once by the member, for birthday rewards; and when it was set. */
    birthday: date('birthday', { mode: 'string' }),
    birthdaySetAt: timestamp('birthday_set_at', { withTimezone: true }),
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
