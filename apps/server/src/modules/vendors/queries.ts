import { and, eq, getTableColumns, inArray, isNull, or, sql } from 'drizzle-orm';
import type { Orm } from '../../db/database.ts';
import { hotQuery, type Placeholders } from '../../db/hot-query.ts';
import {
  bets,
  gameLaunchTokens,
  games,
  gameVendors,
  ledgerAccounts,
  ledgerTransfers,
  members,
  vendorTransactions,
} from '../../db/schema.ts';
import { launchEndsAt, launchSessionJoin } from '../games/launch-session.ts';

export type VendorRow = typeof gameVendors.$inferSelect;
export type VendorTransactionRow = typeof vendorTransactions.$inferSelect;
export type BetRow = typeof bets.$inferSelect;

export async function findVendorByCode(orm: Orm, merchantId: number, code: string) {
  const [row] = await orm
    .select()
    .from(gameVendors)
    .where(and(eq(gameVendors.merchantId, merchantId), eq(gameVendors.code, code)))
    .limit(1);
  return row ?? null;
}

const playerQuery = hotQuery('vendor.player', (orm, p: Placeholders<{ merchantId: number; memberId: number }>) =>
  orm
    .select({ id: members.id, username: members.username, nickname: members.nickname, status: members.status })
    .from(members)
    .where(and(eq(members.merchantId, p.merchantId), eq(members.id, p.memberId)))
    .limit(1),
);

export async function findPlayer(orm: Orm, merchantId: number, memberId: number) {
  const [row] = await playerQuery(orm, { merchantId, memberId });
  return row ?? null;
}

/** A launch token; its `expiresAt` is when it stops working, the end of its launching session included. */
const launchTokenQuery = hotQuery('vendor.launchToken', (orm, p: Placeholders<{ tokenHash: string }>) =>
  orm
    .select({ ...getTableColumns(gameLaunchTokens), expiresAt: launchEndsAt })
    .from(gameLaunchTokens)
    .leftJoin(...launchSessionJoin)
    .where(eq(gameLaunchTokens.tokenHash, p.tokenHash))
    .limit(1),
);

export async function findLaunchToken(orm: Orm, tokenHash: string) {
  const [row] = await launchTokenQuery(orm, { tokenHash });
  return row ?? null;
}

const gameQuery = hotQuery('vendor.game', (orm, p: Placeholders<{ vendorId: number; gameCode: string }>) =>
  orm
    .select({
      id: games.id,
      gameCode: games.gameCode,
      gameType: games.gameType,
      minBet: games.minBet,
      name: games.name,
      maintenance: games.maintenance,
    })
    .from(games)
    .where(and(eq(games.vendorId, p.vendorId), eq(games.gameCode, p.gameCode)))
    .limit(1),
);

export async function findGame(orm: Orm, vendorId: number, gameCode: string) {
  const [row] = await gameQuery(orm, { vendorId, gameCode });
  return row ?? null;
}

export async function findGameById(orm: Orm, gameId: number) {
  const [row] = await orm
    .select({ id: games.id, gameCode: games.gameCode, minBet: games.minBet, name: games.name })
    .from(games)
    .where(eq(games.id, gameId))
    .limit(1);
  return row ?? null;
}

const callsAndRollbacksQuery = hotQuery(
  'vendor.callsAndRollbacks',
  (orm, p: Placeholders<{ vendorId: number; txId: string; otherTxId: string }>) => {
    const txIds = [p.txId, p.otherTxId];
    return orm
      .select()
      .from(vendorTransactions)
      .where(
        and(
          eq(vendorTransactions.vendorId, p.vendorId),
          or(
            inArray(vendorTransactions.txId, txIds),
            and(
              inArray(vendorTransactions.refTxId, txIds),
              eq(vendorTransactions.action, 'rollback'),
              eq(vendorTransactions.status, 'OK'),
            ),
          ),
        ),
      );
  },
);

/**
 * In one read: the stored calls under a txId and, when given, the one it names (`otherTxId`), and the OK rollbacks
 * naming either (the reversal of a debit, or the tombstone waiting for it).
 */
export function findCallsAndRollbacks(orm: Orm, vendorId: number, txId: string, otherTxId?: string) {
  return callsAndRollbacksQuery(orm, { vendorId, txId, otherTxId: otherTxId ?? txId });
}

/** A stored call; an OK money call names its ledger transfer by idempotency key (`transferKey`). */
export type NewVendorTransaction = Omit<typeof vendorTransactions.$inferInsert, 'id' | 'transferId' | 'createdAt'> & {
  createdAt: Date;
  transferKey?: string | null;
};

type StoredCallValues = Required<Omit<NewVendorTransaction, 'transferKey'>> & {
  transferKey: string | null;
};

/** A column of the row the insert would have written (the upsert's `excluded`). */
const excluded = (column: string) => sql.raw(`excluded.${column}`);

const saveCallQuery = hotQuery('vendor.saveCall', (orm, p: Placeholders<StoredCallValues>) =>
  orm
    .insert(vendorTransactions)
    .values({
      merchantId: p.merchantId,
      vendorId: p.vendorId,
      txId: p.txId,
      action: p.action,
      roundId: p.roundId,
      refTxId: p.refTxId,
      memberId: p.memberId,
      amount: p.amount,
      currency: p.currency,
      fingerprint: p.fingerprint,
      status: p.status,
      // Sent right behind the transfer's insert on the same connection, so the id is there without waiting for it.
      transferId: sql`(select ${ledgerTransfers.id} from ${ledgerTransfers} where ${ledgerTransfers.merchantId} = ${p.merchantId} and ${ledgerTransfers.idempotencyKey} = ${p.transferKey})`,
      request: p.request,
      response: p.response,
      createdAt: p.createdAt,
    })
    .onConflictDoUpdate({
      target: [vendorTransactions.vendorId, vendorTransactions.txId],
      set: Object.fromEntries(
        [
          ['action', 'action'],
          ['roundId', 'round_id'],
          ['refTxId', 'ref_tx_id'],
          ['memberId', 'member_id'],
          ['amount', 'amount'],
          ['currency', 'currency'],
          ['fingerprint', 'fingerprint'],
          ['status', 'status'],
          ['transferId', 'transfer_id'],
          ['request', 'request'],
          ['response', 'response'],
          ['createdAt', 'created_at'],
        ].map(([key, column]) => [key, excluded(column as string)]),
      ),
      setWhere: sql`${vendorTransactions.status} <> 'OK'`,
    })
    .returning({ id: vendorTransactions.id }),
);

/**
 * Stores a call and its reply. Only an OK reply binds its txId: a refused call's row is replaced when the vendor
 * retries (the retry is judged afresh, so a win that arrived before its bet goes through once the bet is in).
 */
export async function saveVendorTransaction(orm: Orm, row: NewVendorTransaction) {
  const [saved] = await saveCallQuery(orm, {
    merchantId: row.merchantId,
    vendorId: row.vendorId,
    txId: row.txId,
    action: row.action,
    roundId: row.roundId ?? null,
    refTxId: row.refTxId ?? null,
    memberId: row.memberId ?? null,
    amount: row.amount ?? 0,
    currency: row.currency ?? null,
    fingerprint: row.fingerprint,
    status: row.status,
    transferKey: row.transferKey ?? null,
    request: row.request,
    response: row.response,
    createdAt: row.createdAt,
  });
  return saved?.id ?? null;
}

const betQuery = hotQuery(
  'vendor.bet',
  (orm, p: Placeholders<{ vendorId: number; memberId: number; roundId: string }>) =>
    orm
      .select()
      .from(bets)
      .where(and(eq(bets.vendorId, p.vendorId), eq(bets.memberId, p.memberId), eq(bets.roundId, p.roundId)))
      .limit(1),
);

export async function findBet(orm: Orm, vendorId: number, memberId: number, roundId: string) {
  const [row] = await betQuery(orm, { vendorId, memberId, roundId });
  return row ?? null;
}

type NewBet = Pick<
  typeof bets.$inferInsert,
  'merchantId' | 'memberId' | 'vendorId' | 'gameId' | 'roundId' | 'stake' | 'status' | 'placedAt'
>;

const insertBetQuery = hotQuery('vendor.insertBet', (orm, p: Placeholders<Required<NewBet>>) =>
  orm.insert(bets).values({
    merchantId: p.merchantId,
    memberId: p.memberId,
    vendorId: p.vendorId,
    gameId: p.gameId,
    roundId: p.roundId,
    stake: p.stake,
    status: p.status,
    placedAt: p.placedAt,
  }),
);

export async function insertBet(orm: Orm, row: NewBet) {
  await insertBetQuery(orm, { ...row, gameId: row.gameId ?? null, stake: row.stake ?? 0 });
}

type BetStatus = BetRow['status'];

const betStakeQuery = hotQuery(
  'vendor.betStake',
  (orm, p: Placeholders<{ id: number; stake: number; status: BetStatus }>) =>
    // An update's set takes values or SQL (drizzle types no placeholders there), hence the sql wrappers.
    orm
      .update(bets)
      .set({ stake: sql`${p.stake}`, status: sql`${p.status}` })
      .where(eq(bets.id, p.id)),
);

/** A round's stake as it now stands (another debit in it, or one rolled back), and its status with it. */
export async function setBetStake(orm: Orm, id: number, stake: number, status: BetStatus) {
  await betStakeQuery(orm, { id, stake, status });
}

const betPayoutQuery = hotQuery(
  'vendor.betPayout',
  (
    orm,
    p: Placeholders<{ id: number; payout: number; status: BetStatus; validBet: number; settledAt: string | null }>,
  ) =>
    orm
      .update(bets)
      .set({
        payout: sql`${p.payout}`,
        status: sql`${p.status}`,
        validBet: sql`${p.validBet}`,
        settledAt: sql`${p.settledAt}::timestamptz`,
      })
      .where(eq(bets.id, p.id)),
);

/** A round's payout as it now stands, with its settlement (status, valid bet, time) as it now stands. */
export async function setBetPayout(
  orm: Orm,
  id: number,
  settlement: { payout: number; status: BetStatus; validBet: number; settledAt: Date | null },
) {
  // Unlike an insert's values, an SQL value skips the column's encoding: the time goes as ISO text.
  await betPayoutQuery(orm, { id, ...settlement, settledAt: settlement.settledAt?.toISOString() ?? null });
}

const lockMainWalletQuery = hotQuery(
  'vendor.lockMainWallet',
  (orm, p: Placeholders<{ merchantId: number; memberId: number }>) =>
    orm
      .select()
      .from(ledgerAccounts)
      .where(
        and(
          eq(ledgerAccounts.merchantId, p.merchantId),
          eq(ledgerAccounts.memberId, p.memberId),
          eq(ledgerAccounts.purpose, 'main'),
        ),
      )
      .for('update'),
);

/** Locks the member's main wallet (null when it does not exist yet): a member's money calls take turns on it. */
export async function lockMainWallet(orm: Orm, merchantId: number, memberId: number) {
  const [row] = await lockMainWalletQuery(orm, { merchantId, memberId });
  return row ?? null;
}

const houseAccountQuery = hotQuery(
  'vendor.houseAccount',
  (orm, p: Placeholders<{ merchantId: number; purpose: string }>) =>
    orm
      .select({ id: ledgerAccounts.id, merchantId: ledgerAccounts.merchantId, memberId: ledgerAccounts.memberId })
      .from(ledgerAccounts)
      .where(
        and(
          eq(ledgerAccounts.merchantId, p.merchantId),
          isNull(ledgerAccounts.memberId),
          eq(ledgerAccounts.purpose, p.purpose),
        ),
      ),
);

/**
 * The vendor's house account, unlocked (null when it does not exist yet): the move itself locks it, at the end of
 * the call (see postHouseTransfer).
 */
export async function findHouseAccount(orm: Orm, merchantId: number, purpose: string) {
  const [row] = await houseAccountQuery(orm, { merchantId, purpose });
  return row ?? null;
}
