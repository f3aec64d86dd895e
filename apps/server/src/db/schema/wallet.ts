import type {
  DepositChannelKind,
  DepositStatus,
  LocalizedText,
  TransferKind,
  WithdrawalReceipt,
  WithdrawalStatus,
} from '@lotus/contract';
import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
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
import { createdAt, updatedAt } from './columns.ts';
import { members } from './members.ts';
import { operators, uploads } from './operations.ts';

// Money: the double-entry ledger, deposits, bank accounts, withdrawals, turnover requirements and adjustments.
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
    /**
     * `bonus` for a bonus's wagering: while it has something left, money may not leave the main wallet for another
     * account and no stake may exceed `max_bet`.
     */
    kind: text('kind').$type<TurnoverKind>().notNull().default('deposit'),
    /** Game categories that count, with their weight in percent; null: every bet counts in full. */
    weights: jsonb('weights').$type<Record<string, number>>(),
    maxBet: bigint('max_bet', { mode: 'number' }),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('turnover_requirements_reference_key').on(t.merchantId, t.reference),
    index('turnover_requirements_open_idx').on(t.memberId, t.id).where(sql`${t.remaining} > 0`),
    check('turnover_requirements_remaining_range', sql`${t.remaining} >= 0 and ${t.remaining} <= ${t.required}`),
  ],
);

/** `rebate`: a rebate's withdrawal turnover, counted as a deposit's is (no max bet, transfers not held). */
export type TurnoverKind = 'deposit' | 'bonus' | 'rebate';

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
