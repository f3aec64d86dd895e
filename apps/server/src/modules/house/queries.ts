import { and, asc, eq, lt, sql } from 'drizzle-orm';
import type { Orm } from '../../db/database.ts';
import {
  fairSeeds,
  gameLaunchTokens,
  games,
  gameVendors,
  houseRounds,
  jackpotPools,
  merchants,
} from '../../db/schema.ts';
import { launchEndsAt, launchSessionJoin } from '../games/launch-session.ts';

export type SeedRow = typeof fairSeeds.$inferSelect;
export type RoundRow = typeof houseRounds.$inferSelect;

/**
 * A launch token with its game, vendor and merchant (the house server's only credential). `expiresAt` is when it
 * stops working, the end of its launching session included.
 */
export async function findLaunch(orm: Orm, tokenHash: string) {
  const [row] = await orm
    .select({
      tokenHash: gameLaunchTokens.tokenHash,
      merchantId: gameLaunchTokens.merchantId,
      merchantCode: merchants.code,
      memberId: gameLaunchTokens.memberId,
      freePlay: gameLaunchTokens.freePlay,
      currency: gameLaunchTokens.currency,
      expiresAt: launchEndsAt,
      gameCode: games.gameCode,
      gameName: games.name,
      minBet: games.minBet,
      vendorCode: gameVendors.code,
      vendorSecret: gameVendors.secret,
    })
    .from(gameLaunchTokens)
    .innerJoin(games, eq(games.id, gameLaunchTokens.gameId))
    .innerJoin(gameVendors, eq(gameVendors.id, gameLaunchTokens.vendorId))
    .innerJoin(merchants, eq(merchants.id, gameLaunchTokens.merchantId))
    .leftJoin(...launchSessionJoin)
    .where(eq(gameLaunchTokens.tokenHash, tokenHash));
  return row ?? null;
}

/** What the house server needs to call the wallet for a merchant: its code and the house vendor's secret. */
export async function findVendorAccess(orm: Orm, merchantId: number, vendorCode: string) {
  const [row] = await orm
    .select({ merchantCode: merchants.code, secret: gameVendors.secret, currency: merchants.currency })
    .from(gameVendors)
    .innerJoin(merchants, eq(merchants.id, gameVendors.merchantId))
    .where(and(eq(gameVendors.merchantId, merchantId), eq(gameVendors.code, vendorCode)));
  return row ?? null;
}

/** Creates the player's active seed unless one exists (the partial unique index keeps it to one). */
export async function insertSeedIfNone(orm: Orm, row: typeof fairSeeds.$inferInsert) {
  await orm.insert(fairSeeds).values(row).onConflictDoNothing();
}

export async function findActiveSeed(orm: Orm, merchantId: number, playerKey: string) {
  const [row] = await orm
    .select()
    .from(fairSeeds)
    .where(and(eq(fairSeeds.merchantId, merchantId), eq(fairSeeds.playerKey, playerKey), eq(fairSeeds.active, true)));
  return row ?? null;
}

export async function lockActiveSeed(orm: Orm, merchantId: number, playerKey: string) {
  const [row] = await orm
    .select()
    .from(fairSeeds)
    .where(and(eq(fairSeeds.merchantId, merchantId), eq(fairSeeds.playerKey, playerKey), eq(fairSeeds.active, true)))
    .for('update');
  return row ?? null;
}

export async function advanceNonce(orm: Orm, seedId: number) {
  await orm
    .update(fairSeeds)
    .set({ nextNonce: sql`${fairSeeds.nextNonce} + 1` })
    .where(eq(fairSeeds.id, seedId));
}

export async function retireSeed(orm: Orm, seedId: number, at: Date) {
  await orm.update(fairSeeds).set({ active: false, revealedAt: at }).where(eq(fairSeeds.id, seedId));
}

export async function findSeed(orm: Orm, seedId: number) {
  const [row] = await orm.select().from(fairSeeds).where(eq(fairSeeds.id, seedId));
  return row ?? null;
}

export async function findRoundByKey(orm: Orm, merchantId: number, playerKey: string, roundKey: string) {
  const [row] = await orm
    .select()
    .from(houseRounds)
    .where(
      and(
        eq(houseRounds.merchantId, merchantId),
        eq(houseRounds.playerKey, playerKey),
        eq(houseRounds.roundKey, roundKey),
      ),
    );
  return row ?? null;
}

export async function insertRound(orm: Orm, row: typeof houseRounds.$inferInsert) {
  const [inserted] = await orm.insert(houseRounds).values(row).returning();
  if (!inserted) throw new Error('house round not inserted');
  return inserted;
}

export async function lockRound(orm: Orm, roundId: number) {
  const [row] = await orm.select().from(houseRounds).where(eq(houseRounds.id, roundId)).for('update');
  return row ?? null;
}

export async function setRoundStatus(orm: Orm, roundId: number, status: RoundRow['status']) {
  await orm.update(houseRounds).set({ status }).where(eq(houseRounds.id, roundId));
}

/** A member's own round with its seed (the round proof); another member's round is not found. */
export async function findMemberRound(orm: Orm, merchantId: number, memberId: number, roundId: number) {
  const [row] = await orm
    .select({ round: houseRounds, seed: fairSeeds })
    .from(houseRounds)
    .innerJoin(fairSeeds, eq(fairSeeds.id, houseRounds.seedId))
    .where(
      and(eq(houseRounds.id, roundId), eq(houseRounds.merchantId, merchantId), eq(houseRounds.memberId, memberId)),
    );
  return row ?? null;
}

/** Free play's chips: what the token's settled rounds won or lost, in minor units. */
export async function freePlayNet(orm: Orm, merchantId: number, playerKey: string) {
  const [row] = await orm
    .select({ net: sql<string>`coalesce(sum(${houseRounds.payout} - ${houseRounds.stake}), 0)` })
    .from(houseRounds)
    .where(
      and(
        eq(houseRounds.merchantId, merchantId),
        eq(houseRounds.playerKey, playerKey),
        eq(houseRounds.status, 'settled'),
      ),
    );
  return Number(row?.net ?? 0);
}

/** Rounds still open (money calls unfinished) created before `before`, oldest first. */
export function openRoundsBefore(orm: Orm, before: Date, limit: number) {
  return orm
    .select()
    .from(houseRounds)
    .where(and(eq(houseRounds.status, 'open'), lt(houseRounds.createdAt, before)))
    .orderBy(asc(houseRounds.id))
    .limit(limit);
}

export async function ensurePool(orm: Orm, merchantId: number, gameCode: string, seedAmount: number) {
  await orm.insert(jackpotPools).values({ merchantId, gameCode, amount: seedAmount }).onConflictDoNothing();
}

export async function findPool(orm: Orm, merchantId: number, gameCode: string) {
  const [row] = await orm
    .select({ amount: jackpotPools.amount })
    .from(jackpotPools)
    .where(and(eq(jackpotPools.merchantId, merchantId), eq(jackpotPools.gameCode, gameCode)));
  return row?.amount ?? null;
}

export async function lockPool(orm: Orm, merchantId: number, gameCode: string) {
  const [row] = await orm
    .select({ amount: jackpotPools.amount })
    .from(jackpotPools)
    .where(and(eq(jackpotPools.merchantId, merchantId), eq(jackpotPools.gameCode, gameCode)))
    .for('update');
  return row?.amount ?? null;
}

export async function setPool(orm: Orm, merchantId: number, gameCode: string, amount: number, at: Date) {
  await orm
    .update(jackpotPools)
    .set({ amount, updatedAt: at })
    .where(and(eq(jackpotPools.merchantId, merchantId), eq(jackpotPools.gameCode, gameCode)));
}
