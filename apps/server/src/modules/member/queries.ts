import { and, eq, sql } from 'drizzle-orm';
import type { Orm } from '../../db/database.ts';
import { members } from '../../db/schema.ts';

export async function findMemberByReferralCode(orm: Orm, merchantId: number, code: string) {
  const [row] = await orm
    .select({ id: members.id, type: members.type, status: members.status })
    .from(members)
    .where(and(eq(members.merchantId, merchantId), sql`upper(${members.referralCode}) = upper(${code})`))
    .limit(1);
  return row ?? null;
}

export async function usernameTaken(orm: Orm, merchantId: number, username: string) {
  const rows = await orm
    .select({ id: members.id })
    .from(members)
    .where(and(eq(members.merchantId, merchantId), sql`lower(${members.username}) = lower(${username})`))
    .limit(1);
  return rows.length > 0;
}

export async function findMemberByUsernameAndEmail(orm: Orm, merchantId: number, username: string, email: string) {
  const [row] = await orm
    .select()
    .from(members)
    .where(
      and(
        eq(members.merchantId, merchantId),
        sql`lower(${members.username}) = lower(${username})`,
        sql`lower(${members.email}) = lower(${email})`,
      ),
    )
    .limit(1);
  return row ?? null;
}

export function updateMember(orm: Orm, memberId: number, changes: Partial<typeof members.$inferInsert>) {
  return orm.update(members).set(changes).where(eq(members.id, memberId));
}

/** The member opening an account below itself: its agent type and whether it may act. */
export async function findOpener(orm: Orm, merchantId: number, memberId: number) {
  const [row] = await orm
    .select({ id: members.id, type: members.type, status: members.status })
    .from(members)
    .where(and(eq(members.merchantId, merchantId), eq(members.id, memberId)))
    .limit(1);
  return row ?? null;
}
