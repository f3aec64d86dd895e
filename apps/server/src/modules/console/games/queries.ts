import { gameCategories } from '@lotus/contract';
import { and, asc, count, eq, ilike, like, or, type SQL, sql } from 'drizzle-orm';
import type { Orm } from '../../../db/database.ts';
import { games, gameVendors, uploads } from '../../../db/schema.ts';
import { CATALOGUE_ICON_PURPOSE } from '../../games/icon-uploads.ts';
import { CONTENT_IMAGE_PURPOSE } from '../content/content-images.ts';

export type VendorRow = typeof gameVendors.$inferSelect;
export type GameRow = typeof games.$inferSelect;

export { vendorIconUploads } from '../../games/icon-uploads.ts';

export const gameIconPurpose = (gameId: number) => `${CATALOGUE_ICON_PURPOSE}game:${gameId}`;
export const vendorIconPurpose = (vendorId: number) => `${CATALOGUE_ICON_PURPOSE}vendor:${vendorId}`;

const escapeLike = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

/** Every vendor of the merchant in the players' order. */
export function allVendors(orm: Orm, merchantId: number) {
  return orm
    .select()
    .from(gameVendors)
    .where(eq(gameVendors.merchantId, merchantId))
    .orderBy(asc(gameVendors.sortOrder), asc(gameVendors.id));
}

/** The merchant's vendors locked in the players' order: moves and edits take turns. */
export function lockVendors(orm: Orm, merchantId: number) {
  return allVendors(orm, merchantId).for('update');
}

export async function findVendor(orm: Orm, merchantId: number, id: number) {
  const [row] = await orm
    .select()
    .from(gameVendors)
    .where(and(eq(gameVendors.merchantId, merchantId), eq(gameVendors.id, id)));
  return row ?? null;
}

export async function lockVendor(orm: Orm, merchantId: number, id: number) {
  const [row] = await orm
    .select()
    .from(gameVendors)
    .where(and(eq(gameVendors.merchantId, merchantId), eq(gameVendors.id, id)))
    .for('update');
  return row ?? null;
}

export async function insertVendorRow(orm: Orm, values: typeof gameVendors.$inferInsert) {
  const [row] = await orm.insert(gameVendors).values(values).returning();
  if (!row) throw new Error('game vendor not inserted');
  return row;
}

export async function updateVendorRow(orm: Orm, id: number, values: Partial<typeof gameVendors.$inferInsert>) {
  const [row] = await orm.update(gameVendors).set(values).where(eq(gameVendors.id, id)).returning();
  if (!row) throw new Error(`game vendor ${id} vanished inside its transaction`);
  return row;
}

/** How many games (and how many enabled) each vendor of the merchant has in each category. */
export function gameCountsByVendor(orm: Orm, merchantId: number, vendorId?: number) {
  return orm
    .select({
      vendorId: games.vendorId,
      gameType: games.gameType,
      games: count().mapWith(Number),
      enabledGames: sql<number>`count(*) filter (where ${games.enabled})`.mapWith(Number),
    })
    .from(games)
    .where(and(eq(games.merchantId, merchantId), vendorId === undefined ? undefined : eq(games.vendorId, vendorId)))
    .groupBy(games.vendorId, games.gameType);
}

/** The ids of the merchant's vendors with at least one game in the category. */
export async function vendorIdsWithGamesIn(orm: Orm, merchantId: number, gameType: string) {
  const rows = await orm
    .selectDistinct({ vendorId: games.vendorId })
    .from(games)
    .where(and(eq(games.merchantId, merchantId), eq(games.gameType, gameType)));
  return new Set(rows.map((r) => r.vendorId));
}

export interface GameFilter {
  merchantId: number;
  vendorId: number;
  q?: string | undefined;
  gameType?: string | undefined;
  subType?: string | undefined;
  hot?: boolean | undefined;
  maintenance?: boolean | undefined;
  enabled?: boolean | undefined;
}

function gameConditions(filter: GameFilter) {
  const conditions: (SQL | undefined)[] = [
    eq(games.merchantId, filter.merchantId),
    eq(games.vendorId, filter.vendorId),
  ];
  if (filter.q) {
    const pattern = `%${escapeLike(filter.q)}%`;
    conditions.push(
      or(
        ilike(games.gameCode, pattern),
        ilike(sql<string>`${games.name}->>'EN'`, pattern),
        ilike(sql<string>`${games.name}->>'CN'`, pattern),
      ),
    );
  }
  if (filter.gameType) conditions.push(eq(games.gameType, filter.gameType));
  if (filter.subType) conditions.push(eq(games.subType, filter.subType));
  if (filter.hot !== undefined) conditions.push(eq(games.hot, filter.hot));
  if (filter.maintenance !== undefined) conditions.push(eq(games.maintenance, filter.maintenance));
  if (filter.enabled !== undefined) conditions.push(eq(games.enabled, filter.enabled));
  return and(...conditions);
}

export async function countGames(orm: Orm, filter: GameFilter) {
  const [row] = await orm
    .select({ n: count().mapWith(Number) })
    .from(games)
    .where(gameConditions(filter));
  return row?.n ?? 0;
}

/** The lobby's order of categories (unknown ones last). */
const categoryRank = sql`coalesce(array_position(${sql.raw(
  `array[${gameCategories.map((c) => `'${c}'`).join(',')}]::text[]`,
)}, ${games.gameType}), ${gameCategories.length + 1})`;

/** One page of a vendor's games in the players' order (category, then sort order, then id). */
export function gamePage(orm: Orm, filter: GameFilter, offset: number, limit: number) {
  return orm
    .select()
    .from(games)
    .where(gameConditions(filter))
    .orderBy(categoryRank, asc(games.gameType), asc(games.sortOrder), asc(games.id))
    .offset(offset)
    .limit(limit);
}

/** A game of the merchant with its vendor, locked until the transaction ends. */
export async function lockGame(orm: Orm, merchantId: number, id: number) {
  const [row] = await orm
    .select({ game: games, vendorCode: gameVendors.code })
    .from(games)
    .innerJoin(gameVendors, eq(gameVendors.id, games.vendorId))
    .where(and(eq(games.merchantId, merchantId), eq(games.id, id)))
    .for('update', { of: games });
  return row ?? null;
}

export async function updateGameRow(orm: Orm, id: number, values: Partial<typeof games.$inferInsert>) {
  const [row] = await orm.update(games).set(values).where(eq(games.id, id)).returning();
  if (!row) throw new Error(`game ${id} vanished inside its transaction`);
  return row;
}

/** The newest uploaded icon of each vendor that has one (without the bytes). */
export async function deleteVendorIconUploads(orm: Orm, merchantId: number, vendorId: number) {
  const rows = await orm
    .delete(uploads)
    .where(and(eq(uploads.merchantId, merchantId), eq(uploads.purpose, vendorIconPurpose(vendorId))))
    .returning({ id: uploads.id });
  return rows.map((r) => r.id);
}

/**
 * A public upload by id, whichever merchant it belongs to: a catalogue icon or a content image (banners,
 * announcements). Both are public and the id is random.
 */
export async function findPublicMedia(orm: Orm, id: string) {
  const [row] = await orm
    .select({ contentType: uploads.contentType, sha256: uploads.sha256, content: uploads.content })
    .from(uploads)
    .where(
      and(
        eq(uploads.id, id),
        or(like(uploads.purpose, `${CATALOGUE_ICON_PURPOSE}%`), eq(uploads.purpose, CONTENT_IMAGE_PURPOSE)),
      ),
    )
    .limit(1);
  return row ?? null;
}
