import { and, eq } from 'drizzle-orm';
import type { Orm } from '../../../db/database.ts';
import { demoVendorRounds } from '../../../db/schema.ts';

export type DemoRoundKey = { vendorId: number; memberId: number; roundId: string };

/**
 * Keeps a round's win unless the round already has one, and answers the kept win: of two tries of one round, the
 * first to insert decides, and the other reads its win.
 */
export async function keepDemoRound(orm: Orm, row: DemoRoundKey & { stake: number; win: number }) {
  const [inserted] = await orm
    .insert(demoVendorRounds)
    .values(row)
    .onConflictDoNothing()
    .returning({ win: demoVendorRounds.win });
  if (inserted) return inserted.win;
  const [kept] = await orm
    .select({ win: demoVendorRounds.win })
    .from(demoVendorRounds)
    .where(
      and(
        eq(demoVendorRounds.vendorId, row.vendorId),
        eq(demoVendorRounds.memberId, row.memberId),
        eq(demoVendorRounds.roundId, row.roundId),
      ),
    );
  if (!kept) throw new Error('a demo round neither inserted nor found');
  return kept.win;
}
