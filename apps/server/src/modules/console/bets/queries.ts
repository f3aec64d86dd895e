import { and, eq, inArray, or, sql } from 'drizzle-orm';
import type { Orm } from '../../../db/database.ts';
import { games, gameVendors, members } from '../../../db/schema.ts';

/** The member ids the database can hold: a longer number can only be part of a username. */
const MAX_ID_DIGITS = 15;

/** Members of the merchant whose username is `q` (any case) or, when `q` is a number, whose id it is. */
export async function memberIdsMatching(orm: Orm, merchantId: number, q: string) {
  const rows = await orm
    .select({ id: members.id })
    .from(members)
    .where(
      and(
        eq(members.merchantId, merchantId),
        or(
          sql`lower(${members.username}) = ${q.toLowerCase()}`,
          new RegExp(`^\\d{1,${MAX_ID_DIGITS}}$`).test(q) ? eq(members.id, Number(q)) : undefined,
        ),
      ),
    );
  return rows.map((r) => r.id);
}

/** The usernames of the given members. */
export async function usernamesOf(orm: Orm, ids: number[]) {
  if (ids.length === 0) return new Map<number, string>();
  const rows = await orm
    .select({ id: members.id, username: members.username })
    .from(members)
    .where(inArray(members.id, ids));
  return new Map(rows.map((r) => [r.id, r.username]));
}

/** The categories each of the merchant's vendors has games in (`LOTT`, `ELOTT` for the lottery), by vendor code. */
export async function vendorCategories(orm: Orm, merchantId: number, codes: string[]) {
  if (codes.length === 0) return new Map<string, string[]>();
  const rows = await orm
    .selectDistinct({ code: gameVendors.code, gameType: games.gameType })
    .from(games)
    .innerJoin(gameVendors, eq(gameVendors.id, games.vendorId))
    .where(and(eq(gameVendors.merchantId, merchantId), inArray(gameVendors.code, codes)))
    .orderBy(gameVendors.code, games.gameType);
  const byCode = new Map<string, string[]>();
  for (const { code, gameType } of rows) byCode.set(code, [...(byCode.get(code) ?? []), gameType]);
  return byCode;
}
