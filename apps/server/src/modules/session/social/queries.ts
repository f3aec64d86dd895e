import { and, eq } from 'drizzle-orm';
import type { Orm } from '../../../db/database.ts';
import { socialIdentities } from '../../../db/schema.ts';

export async function findSocialMemberId(orm: Orm, merchantId: number, provider: string, subject: string) {
  const [row] = await orm
    .select({ memberId: socialIdentities.memberId })
    .from(socialIdentities)
    .where(
      and(
        eq(socialIdentities.merchantId, merchantId),
        eq(socialIdentities.provider, provider),
        eq(socialIdentities.subject, subject),
      ),
    )
    .limit(1);
  return row?.memberId ?? null;
}

export function insertSocialIdentity(orm: Orm, row: typeof socialIdentities.$inferInsert) {
  return orm.insert(socialIdentities).values(row);
}
