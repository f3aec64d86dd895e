import { and, asc, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { Orm } from '../../db/database.ts';
import { anyOf, jsonRows } from '../../db/json-rows.ts';
import { rowsOf } from '../../db/rows-of.ts';
import { bets, games, ledgerAccounts, ledgerTransfers, members, vendorTransactions } from '../../db/schema.ts';
import type { BetRow, VendorTransactionRow } from './queries.ts';

// The set-based reads and writes of `credit-batch`: one statement each for the whole batch.

export function findPlayers(orm: Orm, merchantId: number, memberIds: number[]) {
  return orm
    .select({ id: members.id })
    .from(members)
    .where(and(eq(members.merchantId, merchantId), anyOf(members.id, memberIds, 'bigint')));
}

/** Locks the members' main wallets in id order (the order every lock here takes), as they exist. */
export function lockMainWallets(orm: Orm, merchantId: number, memberIds: number[]) {
  return orm
    .select()
    .from(ledgerAccounts)
    .where(
      and(
        eq(ledgerAccounts.merchantId, merchantId),
        anyOf(ledgerAccounts.memberId, memberIds, 'bigint'),
        eq(ledgerAccounts.purpose, 'main'),
      ),
    )
    .orderBy(asc(ledgerAccounts.id))
    .for('update');
}

export async function insertMainWallets(orm: Orm, merchantId: number, memberIds: number[]) {
  await orm
    .insert(ledgerAccounts)
    .values(memberIds.map((memberId) => ({ merchantId, memberId, purpose: 'main' })))
    .onConflictDoNothing();
}

/** Locks the vendor's house account (after the members' wallets) and reads its balance; null before its first use. */
export async function lockHouseAccount(orm: Orm, merchantId: number, purpose: string) {
  const [row] = await orm
    .select({ id: ledgerAccounts.id, balance: ledgerAccounts.balance })
    .from(ledgerAccounts)
    .where(
      and(
        eq(ledgerAccounts.merchantId, merchantId),
        isNull(ledgerAccounts.memberId),
        eq(ledgerAccounts.purpose, purpose),
      ),
    )
    .for('update');
  return row ?? null;
}

export function findStoredCalls(orm: Orm, vendorId: number, txIds: string[]): Promise<VendorTransactionRow[]> {
  return orm
    .select()
    .from(vendorTransactions)
    .where(and(eq(vendorTransactions.vendorId, vendorId), anyOf(vendorTransactions.txId, txIds, 'text')));
}

export function findGames(orm: Orm, vendorId: number, gameCodes: string[]) {
  return orm
    .select({ id: games.id, gameCode: games.gameCode, gameType: games.gameType })
    .from(games)
    .where(and(eq(games.vendorId, vendorId), inArray(games.gameCode, gameCodes)));
}

export type RoundRow = Pick<
  BetRow,
  'id' | 'memberId' | 'roundId' | 'stake' | 'validBet' | 'payout' | 'status' | 'settledAt'
>;

/** The rounds the batch names, by (member, round): a join on the rounds' unique key, one index probe each. */
export async function findRounds(
  orm: Orm,
  vendorId: number,
  rounds: readonly { memberId: number; roundId: string }[],
): Promise<RoundRow[]> {
  const keys = rounds.map((r) => ({ member_id: r.memberId, round_id: r.roundId }));
  const result = await orm.execute(sql`
    select distinct b.id, b.member_id, b.round_id, b.stake, b.valid_bet, b.payout, b.status, b.settled_at
    from ${jsonRows(keys, { member_id: 'bigint', round_id: 'text' })}
    join ${bets} b on b.vendor_id = ${vendorId} and b.member_id = v.member_id and b.round_id = v.round_id`);
  return rowsOf<Record<string, unknown>>(result).map(
    (r): RoundRow => ({
      id: Number(r.id),
      memberId: Number(r.member_id),
      roundId: String(r.round_id),
      stake: Number(r.stake),
      validBet: Number(r.valid_bet),
      payout: Number(r.payout),
      status: r.status as BetRow['status'],
      settledAt: r.settled_at === null ? null : new Date(r.settled_at as string),
    }),
  );
}

export interface RoundSettlement {
  id: number;
  payout: number;
  status: BetRow['status'];
  valid_bet: number;
  settled_at: string | null;
}

export async function settleRounds(orm: Orm, rounds: readonly RoundSettlement[]) {
  if (rounds.length === 0) return;
  await orm.execute(sql`
    update ${bets} set payout = v.payout, status = v.status, valid_bet = v.valid_bet, settled_at = v.settled_at
    from ${jsonRows(rounds as unknown as Record<string, unknown>[], {
      id: 'bigint',
      payout: 'bigint',
      status: 'text',
      valid_bet: 'bigint',
      settled_at: 'timestamptz',
    })}
    where ${bets.id} = v.id`);
}

export interface StoredCall {
  merchant_id: number;
  vendor_id: number;
  tx_id: string;
  action: 'credit';
  round_id: string | null;
  member_id: number | null;
  amount: number;
  currency: string | null;
  fingerprint: string;
  status: string;
  transfer_key: string | null;
  request: Record<string, unknown>;
  response: Record<string, unknown>;
  created_at: string;
}

/**
 * Stores the batch's calls (one row per txId) as saveVendorTransaction does: a refused call's row is replaced by a
 * later call under its txId, an OK one never. Answers the ids of the rows written, by txId; an OK row missing from the
 * answer lost a race with another call under its txId.
 */
export async function storeCalls(orm: Orm, calls: readonly StoredCall[]): Promise<Map<string, number>> {
  if (calls.length === 0) return new Map();
  const t = vendorTransactions;
  const result = await orm.execute(sql`
    insert into ${t} (merchant_id, vendor_id, tx_id, action, round_id, member_id, amount, currency, fingerprint, status,
      transfer_id, request, response, created_at)
    select v.merchant_id, v.vendor_id, v.tx_id, v.action, v.round_id, v.member_id, v.amount, v.currency, v.fingerprint,
      v.status,
      -- One index probe per paid call (never a scan of the whole ledger): the transfer went in just before.
      case when v.transfer_key is null then null else (
        select lt.id from ${ledgerTransfers} lt where lt.merchant_id = v.merchant_id and lt.idempotency_key = v.transfer_key
      ) end,
      v.request, v.response, v.created_at
    from ${jsonRows(calls as unknown as Record<string, unknown>[], {
      merchant_id: 'bigint',
      vendor_id: 'integer',
      tx_id: 'text',
      action: 'text',
      round_id: 'text',
      member_id: 'bigint',
      amount: 'bigint',
      currency: 'text',
      fingerprint: 'text',
      status: 'text',
      transfer_key: 'text',
      request: 'jsonb',
      response: 'jsonb',
      created_at: 'timestamptz',
    })}
    on conflict (vendor_id, tx_id) do update set action = excluded.action, round_id = excluded.round_id,
      ref_tx_id = null, member_id = excluded.member_id, amount = excluded.amount, currency = excluded.currency,
      fingerprint = excluded.fingerprint, status = excluded.status, transfer_id = excluded.transfer_id,
      request = excluded.request, response = excluded.response, created_at = excluded.created_at
    where ${t.status} <> 'OK'
    returning ${t.id} as id, ${t.txId} as tx_id`);
  return new Map(rowsOf<{ id: unknown; tx_id: string }>(result).map((r) => [r.tx_id, Number(r.id)]));
}
