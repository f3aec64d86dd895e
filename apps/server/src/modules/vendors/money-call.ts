import { fromMinorUnits, type VendorReply, type VendorStatus } from '@lotus/contract';
import type { Database, Orm } from '../../db/database.ts';
import type { MerchantConfig } from '../../platform/merchant/merchant-config.ts';
import { sha256 } from '../../platform/secrets.ts';
import { houseAccountId, memberAccountId } from '../wallet/ledger/accounts.ts';
import type { LedgerAccountRow } from '../wallet/ledger/queries.ts';
import {
  findCallsAndRollbacks,
  findPlayer,
  lockPlayerAndHouse,
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
  /** Both rows as locked for this call (for postLockedTransfer). */
  locked: { main: LedgerAccountRow; house: LedgerAccountRow };
  /** What `prefetch` read. */
  prefetched: P;
  /** The main wallet's balance once the accounts are locked (minor units). */
  balance: number;
  /** The stored call under a txId (this call's or the one it names), as read under the locks. */
  stored(txId: string): VendorTransactionRow | null;
  /** Whether an OK rollback names this txId (reversed, or a tombstone waiting for it). */
  rolledBack(txId: string): boolean;
}

/** What a money call did: refused with a status, or done, with what it moved (0 for nothing). */
export type MoneyCallResult =
  | { status: Exclude<VendorStatus, 'OK'> }
  | {
      status: 'OK';
      amount: number;
      transferId: number | null /** The main wallet after the move, if it moved. */;
      balanceAfter?: number;
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
   * Reads the call needs, sent together with the stored-call read once the accounts are locked (one round trip to
   * the database for all of them); wasted only when the txId turns out to be a repeat.
   */
  prefetch?(tx: Orm, player: Player): Promise<P>;
  apply(scope: MoneyCallScope<P>): Promise<MoneyCallResult>;
}

export const housePurposeOf = (vendorCode: string) => `house:games:${vendorCode}` as const;

/**
 * The frame every debit, credit and rollback shares, in one database transaction: lock the member's main wallet and
 * the vendor's house account (in id order, as postTransfer does, so calls for one member take turns), answer a repeat
 * of a done txId from its stored reply (another request under it is DUPLICATE_TRANSACTION), otherwise apply the call
 * and store it with its reply, refused or done.
 */
export async function runMoneyCall<P = undefined>(
  ctx: VendorCallContext,
  call: MoneyCall<P>,
): Promise<VendorCallOutcome> {
  const { db, merchant, vendor, now } = ctx;
  const currency = merchant.currency;
  const fingerprint = sha256(JSON.stringify([call.action, call.memberId, ...call.identity]));
  const record = (
    status: VendorStatus,
    response: VendorReply,
    extra: { transferId?: number | null; amount?: number },
  ) =>
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
      transferId: extra.transferId ?? null,
      request: call.request,
      response: response as Record<string, unknown>,
      createdAt: now,
    }) as const;

  const player = await findPlayer(db.orm, merchant.id, call.memberId);
  if (!player) {
    const reply: VendorReply = { status: 'PLAYER_NOT_FOUND' };
    await saveVendorTransaction(db.orm, { ...record('PLAYER_NOT_FOUND', reply, {}), memberId: null });
    return { reply };
  }

  return db.orm.transaction(async (tx) => {
    const housePurpose = housePurposeOf(vendor.code);
    let locked = await lockPlayerAndHouse(tx, merchant.id, player.id, housePurpose);
    if (locked.length < 2) {
      // First play of this member or vendor: make the missing account, then lock both.
      await memberAccountId(tx, merchant.id, player.id);
      await houseAccountId(tx, merchant.id, housePurpose);
      locked = await lockPlayerAndHouse(tx, merchant.id, player.id, housePurpose);
    }
    const main = locked.find((a) => a.memberId === player.id);
    const house = locked.find((a) => a.memberId === null);
    if (!main || !house) throw new Error('the member or house account could not be locked');
    const balance = main.balance;

    const [related, prefetched] = await Promise.all([
      findCallsAndRollbacks(tx, vendor.id, call.refTxId ? [call.txId, call.refTxId] : [call.txId]),
      call.prefetch ? call.prefetch(tx, player) : (undefined as P),
    ]);
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
      locked: { main, house },
      prefetched,
      balance,
      stored,
      rolledBack,
    });
    const after = result.status === 'OK' ? (result.balanceAfter ?? balance) : balance;
    const reply: VendorReply = { status: result.status, balance: fromMinorUnits(after), currency };
    if (result.status !== 'OK') {
      await saveVendorTransaction(tx, { ...record(result.status, reply, {}), memberId: player.id });
      return { reply };
    }
    const id = await saveVendorTransaction(tx, {
      ...record('OK', reply, { transferId: result.transferId, amount: result.amount }),
      memberId: player.id,
    });
    // The row id is Lotus's id for the movement; a repeat adds it back to the stored reply (above).
    return {
      reply: { ...reply, transactionId: String(id) },
      ...(result.amount > 0 ? { movedMemberId: player.id } : {}),
    };
  });
}
