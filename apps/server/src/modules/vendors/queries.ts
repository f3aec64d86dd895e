import { and, asc, eq, inArray, isNull, or, type SQL, sql } from 'drizzle-orm';
import type { Orm } from '../../db/database.ts';
import {
  bets,
  gameLaunchTokens,
  games,
  gameVendors,
  ledgerAccounts,
  members,
  vendorTransactions,
} from '../../db/schema.ts';

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

export async function findPlayer(orm: Orm, merchantId: number, memberId: number) {
  const [row] = await orm
    .select({ id: members.id, username: members.username, nickname: members.nickname, status: members.status })
    .from(members)
    .where(and(eq(members.merchantId, merchantId), eq(members.id, memberId)))
    .limit(1);
  return row ?? null;
}

export async function findLaunchToken(orm: Orm, tokenHash: string) {
  const [row] = await orm.select().from(gameLaunchTokens).where(eq(gameLaunchTokens.tokenHash, tokenHash)).limit(1);
  return row ?? null;
}

export async function findGame(orm: Orm, vendorId: number, gameCode: string) {
  const [row] = await orm
    .select({ id: games.id, gameCode: games.gameCode, minBet: games.minBet, name: games.name })
    .from(games)
    .where(and(eq(games.vendorId, vendorId), eq(games.gameCode, gameCode)))
    .limit(1);
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

/**
 * In one read: the stored calls under `txIds`, and the OK rollbacks naming any of them (the reversal of a debit, or
 * the tombstone waiting for it).
 */
export function findCallsAndRollbacks(orm: Orm, vendorId: number, txIds: string[]) {
  return orm
    .select()
    .from(vendorTransactions)
    .where(
      and(
        eq(vendorTransactions.vendorId, vendorId),
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
}

/** A stored call; its transfer may be named by an expression (`transferIdByKey`) sent behind the transfer. */
export type NewVendorTransaction = Omit<typeof vendorTransactions.$inferInsert, 'transferId'> & {
  transferId?: number | SQL | null;
};

/**
 * Stores a call and its reply. Only an OK reply binds its txId: a refused call's row is replaced when the vendor
 * retries (the retry is judged afresh, so a win that arrived before its bet goes through once the bet is in).
 */
export async function saveVendorTransaction(orm: Orm, row: NewVendorTransaction) {
  const [saved] = await orm
    .insert(vendorTransactions)
    .values(row)
    .onConflictDoUpdate({
      target: [vendorTransactions.vendorId, vendorTransactions.txId],
      set: {
        action: row.action,
        roundId: row.roundId ?? null,
        refTxId: row.refTxId ?? null,
        memberId: row.memberId ?? null,
        amount: row.amount ?? 0,
        currency: row.currency ?? null,
        fingerprint: row.fingerprint,
        status: row.status,
        transferId: row.transferId ?? null,
        request: row.request,
        response: row.response,
        createdAt: row.createdAt ?? sql`now()`,
      },
      setWhere: sql`${vendorTransactions.status} <> 'OK'`,
    })
    .returning({ id: vendorTransactions.id });
  return saved?.id ?? null;
}

export async function findBet(orm: Orm, vendorId: number, memberId: number, roundId: string) {
  const [row] = await orm
    .select()
    .from(bets)
    .where(and(eq(bets.vendorId, vendorId), eq(bets.memberId, memberId), eq(bets.roundId, roundId)))
    .limit(1);
  return row ?? null;
}

export async function insertBet(orm: Orm, row: typeof bets.$inferInsert) {
  await orm.insert(bets).values(row);
}

export async function updateBet(orm: Orm, id: number, set: Partial<typeof bets.$inferInsert>) {
  await orm.update(bets).set(set).where(eq(bets.id, id));
}

/**
 * Locks the member's main wallet and the vendor's house account in one statement, in id order (the order postTransfer
 * locks them in, so its own lock finds them held); fewer than two rows when one does not exist yet.
 */
export function lockPlayerAndHouse(orm: Orm, merchantId: number, memberId: number, housePurpose: string) {
  return orm
    .select()
    .from(ledgerAccounts)
    .where(
      and(
        eq(ledgerAccounts.merchantId, merchantId),
        or(
          and(eq(ledgerAccounts.memberId, memberId), eq(ledgerAccounts.purpose, 'main')),
          and(isNull(ledgerAccounts.memberId), eq(ledgerAccounts.purpose, housePurpose)),
        ),
      ),
    )
    .orderBy(asc(ledgerAccounts.id))
    .for('update');
}
