import { eq } from 'drizzle-orm';
import type { Orm } from '../../../db/database.ts';
import { merchants } from '../../../db/schema.ts';

/** The merchant's stored row, read fresh (the cached copy may be a moment old). */
export async function merchantByCode(orm: Orm, code: string) {
  const [row] = await orm.select().from(merchants).where(eq(merchants.code, code));
  return row;
}
