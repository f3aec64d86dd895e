import { randomBytes } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import type { Database } from '../src/db/database.ts';
import { bets, games, gameVendors } from '../src/db/schema.ts';

/**
 * Vendors, games and bet rows straight in the database, for the records and reports that read them. The rows have
 * the shape the seamless wallet leaves (one per member and vendor round; `valid_bet = stake` once settled), without
 * moving money: the readers never look at the ledger.
 */

/** The demo merchant's vendor with this code, added when the demo seed has none. */
export async function vendorFixture(db: Database, code: string, name = { EN: code, CN: code }) {
  const [found] = await db.orm
    .select()
    .from(gameVendors)
    .where(and(eq(gameVendors.merchantId, 1), eq(gameVendors.code, code)));
  if (found) return found;
  const [row] = await db.orm
    .insert(gameVendors)
    .values({
      merchantId: 1,
      code,
      name,
      secret: randomBytes(16).toString('hex'),
      launchUrl: `/demo-vendor/${code}/play?token={token}&game={game}&lang={lang}`,
    })
    .returning();
  if (!row) throw new Error('vendor not inserted');
  return row;
}

/** The vendor's game with this code, added when missing. */
export async function gameFixture(
  db: Database,
  vendorId: number,
  gameCode: string,
  gameType: string,
  name = { EN: gameCode, CN: gameCode },
) {
  const [found] = await db.orm
    .select()
    .from(games)
    .where(and(eq(games.vendorId, vendorId), eq(games.gameCode, gameCode)));
  if (found) return found;
  const [row] = await db.orm
    .insert(games)
    .values({ merchantId: 1, vendorId, gameCode, gameType, name, icon: `game-art/games/${gameCode}.webp` })
    .returning();
  if (!row) throw new Error('game not inserted');
  return row;
}

export interface BetFixture {
  memberId: number;
  vendorId: number;
  gameId?: number | null;
  roundId?: string;
  /** Minor units. */
  stake: number;
  payout?: number;
  status?: 'open' | 'settled' | 'cancelled';
  placedAt: Date;
  detail?: Record<string, unknown>;
}

let rounds = 0;

/** One bet row; a settled bet gets `valid_bet = stake` and a settle time a minute after placing. */
export async function insertBet(db: Database, bet: BetFixture) {
  const status = bet.status ?? 'settled';
  rounds += 1;
  const [row] = await db.orm
    .insert(bets)
    .values({
      merchantId: 1,
      memberId: bet.memberId,
      vendorId: bet.vendorId,
      gameId: bet.gameId ?? null,
      roundId: bet.roundId ?? `fixture-${Date.now()}-${rounds}`,
      stake: bet.stake,
      validBet: status === 'settled' ? bet.stake : 0,
      payout: bet.payout ?? 0,
      status,
      placedAt: bet.placedAt,
      settledAt: status === 'open' ? null : new Date(bet.placedAt.getTime() + 60_000),
      detail: bet.detail ?? {},
    })
    .returning();
  if (!row) throw new Error('bet not inserted');
  return row;
}
