import { and, eq, ne } from 'drizzle-orm';
import type { Orm } from '../../db/database.ts';
import { members } from '../../db/schema.ts';

export type MemberRow = typeof members.$inferSelect;
export type MemberChanges = Partial<Pick<typeof members.$inferInsert, ProfileColumn>>;

type ProfileColumn =
  | 'nickname'
  | 'realName'
  | 'qq'
  | 'line'
  | 'whatsapp'
  | 'facebook'
  | 'wechat'
  | 'idNumber'
  | 'countryDialingCode'
  | 'mobile'
  | 'mobileVerifiedAt'
  | 'email'
  | 'emailVerifiedAt'
  | 'birthday'
  | 'birthdaySetAt';

export async function findMember(orm: Orm, merchantId: number, memberId: number) {
  const [row] = await orm
    .select()
    .from(members)
    .where(and(eq(members.merchantId, merchantId), eq(members.id, memberId)))
    .limit(1);
  return row ?? null;
}

/** The member's row, locked until the transaction ends: edits of one member (and bank bindings) take turns. */
export async function lockMember(tx: Orm, merchantId: number, memberId: number) {
  const [row] = await tx
    .select()
    .from(members)
    .where(and(eq(members.merchantId, merchantId), eq(members.id, memberId)))
    .for('update');
  return row ?? null;
}

export async function updateProfileColumns(tx: Orm, memberId: number, changes: MemberChanges) {
  await tx.update(members).set(changes).where(eq(members.id, memberId));
}

/** Whether another member of the merchant has this number. */
export async function mobileTakenByOther(
  orm: Orm,
  merchantId: number,
  memberId: number,
  dialingCode: string,
  mobile: string,
) {
  const rows = await orm
    .select({ id: members.id })
    .from(members)
    .where(
      and(
        eq(members.merchantId, merchantId),
        eq(members.countryDialingCode, dialingCode),
        eq(members.mobile, mobile),
        ne(members.id, memberId),
      ),
    )
    .limit(1);
  return rows.length > 0;
}
