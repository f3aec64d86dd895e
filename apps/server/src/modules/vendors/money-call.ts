import { fromMinorUnits, type VendorReply, type VendorStatus } from '@lotus/contract';
import type { Database, Orm } from '../../db/database.ts';
import { commitBehind } from '../../db/pipelined-commit.ts';
import { isUniqueViolation } from '../../db/sql-state.ts';
import type { MerchantConfig } from '../../platform/merchant/merchant-config.ts';
import { sha256 } from '../../platform/secrets.ts';
import { houseAccountId, memberAccountId } from '../wallet/ledger/accounts.ts';
import type { HouseAccountRef } from '../wallet/ledger/post-house-transfer.ts';
import type { LedgerAccountRow } from '../wallet/ledger/queries.ts';
import {
  findCallsAndRollbacks,
  findHouseAccount,
  findPlayer,
  lockMainWallet,
  saveVendorTransaction,
  type VendorRow,
  type VendorTransactionRow,
} from './queries.ts';

/** Who is calling: the merchant named by the `Merchant` header and its vendor named in the path. */
export interface VendorCallContext {
  db: Database;
  merchant: MerchantConfig;
  vendor: VendorRow;
  now: Date;
}

/** A reply, and the member whose balance moved (told after the commit). */
export interface VendorCallOutcome {
  reply: VendorReply;
  movedMemberId?: number;
}

export type Player = NonNullable<Awaited<ReturnType<typeof findPlayer>>>;

export interface MoneyCallScope<P = undefined> {
  tx: Orm;
  player: Player;
  /** The member's main wallet as locked for this call, and the vendor's house account (for postHouseTransfer). */
  accounts: { main: LedgerAccountRow; house: HouseAccountRef };
  /** What `prefetch` read. */
  prefetched: P;
  /** The main wallet's balance once it is locked (minor units). */
  balance: number;
  /** The stored call under a txId (this call's or the one it names), as read under the locks. */
  stored(txId: string): VendorTransactionRow | null;
  /** Whether an OK rollback names this txId (reversed, or a tombstone waiting for it). */
  rolledBack(txId: string): boolean;
}

/**
 * What a money call did: refused with a status, or done, with what it moved (0 for nothing). A done call hands back
 * its writes still in flight (`writes`), so the stored call goes to the database in the same round trip; it names its
 * ledger transfer by idempotency key (`transferKey`) for the same reason.
 */
export type MoneyCallResult =
  | { status: Exclude<VendorStatus, 'OK'> }
  | {
      status: 'OK';
      amount: number;
      /** The main wallet after the move, if it moved. */
      balanceAfter?: number;
      transferKey?: string;
      writes?: Promise<unknown>;
    };

export interface MoneyCall<P = undefined> {
  action: 'debit' | 'credit' | 'rollback';
  txId: string;
  memberId: number;
  roundId?: string | undefined;
  refTxId?: string | undefined;
  /** Minor units as asked (0 for a rollback, whose amount is the debit's). */
  amount: number;
  currency?: string | undefined;
  /** What makes two calls under one txId the same call. */
  identity: unknown[];
  request: Record<string, unknown>;
  /**
   * Reads the call needs, sent with the account locks and the stored-call read (one round trip to the database for
   * all of them, run after the locks are granted); wasted only when the txId turns out to be a repeat.
   */
  prefetch?(tx: Orm, memberId: number): Promise<P>;
  apply(scope: MoneyCallScope<P>): Promise<MoneyCallResult>;
}

export const housePurposeOf = (vendorCode: string) => `house:games:${vendorCode}` as const;

/**
 * The frame every debit, credit and rollback shares, in one database transaction: lock the member's main wallet (so
 * calls for one member take turns), answer a repeat of a done txId from its stored reply (another request under it is
 * DUPLICATE_TRANSACTION), otherwise apply the call and store it with its reply, refused or done. The vendor's house
 * account is locked only by the move, in the last round trip (postHouseTransfer): every bet of the vendor passes
 * through it, and holding it from the first read would make all its players' calls take turns.
 *
 * Two calls under one txId for different members do not meet on a lock; the later one to commit finds the txId's
 * unique index taken and is run again, which answers it from the stored call.
 */
export async function runMoneyCall<P = undefined>(
  ctx: VendorCallContext,
  call: MoneyCall<P>,
): Promise<VendorCallOutcome> {
  try {
    return await runMoneyCallOnce(ctx, call);
  } catch (error) {
    if (!isUniqueViolation(error)) throw error;
    return runMoneyCallOnce(ctx, call);
  }
}

async function runMoneyCallOnce<P>(ctx: VendorCallContext, call: MoneyCall<P>): Promise<VendorCallOutcome> {
  const { db, merchant, vendor, now } = ctx;
  const currency = merchant.currency;
  const fingerprint = sha256(JSON.stringify([call.action, call.memberId, ...call.identity]));
  const record = (status: VendorStatus, response: VendorReply, extra: { transferKey?: string; amount?: number }) =>
    ({
      merchantId: merchant.id,
      vendorId: vendor.id,
      txId: call.txId,
      action: call.action,
      roundId: call.roundId ?? null,
      refTxId: call.refTxId ?? null,
      amount: extra.amount ?? 0,
      currency: call.currency ?? null,
      fingerprint,
      status,
      transferKey: extra.transferKey ?? null,
      request: call.request,
      response: response as Record<string, unknown>,
      createdAt: now,
    }) as const;

  const housePurpose = housePurposeOf(vendor.code);
  // One round trip: the lock is started (and so sent) before the reads, which queue behind it on the transaction's
  // connection and run once it is granted. Every query here goes out the same number of microtasks after it is
  // started, so the order they are started in is the order they run in.
  const readUnderLock = (tx: Orm) => {
    const main = lockMainWallet(tx, merchant.id, call.memberId);
    return Promise.all([
      findPlayer(tx, merchant.id, call.memberId),
      main,
      findHouseAccount(tx, merchant.id, housePurpose),
      findCallsAndRollbacks(tx, vendor.id, call.txId, call.refTxId),
      call.prefetch ? call.prefetch(tx, call.memberId) : (undefined as P),
    ]);
  };

  return db.orm.transaction(async (tx) => {
    let [player, main, house, related, prefetched] = await readUnderLock(tx);
    if (!player) {
      const reply: VendorReply = { status: 'PLAYER_NOT_FOUND' };
      await commitBehind(tx, [saveVendorTransaction(tx, { ...record('PLAYER_NOT_FOUND', reply, {}), memberId: null })]);
      return { reply };
    }
    if (!main || !house) {
      // First play of this member or vendor: make the missing account, then lock and read again.
      await memberAccountId(tx, merchant.id, player.id);
      await houseAccountId(tx, merchant.id, housePurpose);
      [player, main, house, related, prefetched] = await readUnderLock(tx);
      if (!player || !main || !house) throw new Error('the member or its accounts vanished inside its own transaction');
    }
    const balance = main.balance;

    const stored = (txId: string) => related.find((r) => r.txId === txId) ?? null;
    const rolledBack = (txId: string) =>
      related.some((r) => r.refTxId === txId && r.action === 'rollback' && r.status === 'OK');
    const earlier = stored(call.txId);
    if (earlier?.status === 'OK') {
      const reply: VendorReply =
        earlier.fingerprint === fingerprint
          ? {
              ...(earlier.response as VendorReply),
              balance: fromMinorUnits(balance),
              transactionId: String(earlier.id),
            }
          : { status: 'DUPLICATE_TRANSACTION', balance: fromMinorUnits(balance), currency };
      return { reply };
    }

    const result = await call.apply({
      tx,
      player,
      accounts: { main, house },
      prefetched,
      balance,
      stored,
      rolledBack,
    });
    const after = result.status === 'OK' ? (result.balanceAfter ?? balance) : balance;
    const reply: VendorReply = { status: result.status, balance: fromMinorUnits(after), currency };
    if (result.status !== 'OK') {
      await commitBehind(tx, [saveVendorTransaction(tx, { ...record(result.status, reply, {}), memberId: player.id })]);
      return { reply };
    }
    // The stored call and the COMMIT go out behind the call's writes, in the same round trip.
    const [, id] = await commitBehind(tx, [
      result.writes,
      saveVendorTransaction(tx, {
        ...record('OK', reply, {
          ...(result.transferKey ? { transferKey: result.transferKey } : {}),
          amount: result.amount,
        }),
        memberId: player.id,
      }),
    ]);
    // The row id is Lotus's id for the movement; a repeat adds it back to the stored reply (above).
    return {
      reply: { ...reply, transactionId: String(id) },
      ...(result.amount > 0 ? { movedMemberId: player.id } : {}),
    };
  });
}
