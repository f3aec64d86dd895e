import { TRIAL_TYPE } from '@lotus/contract';
import { and, asc, eq, ilike, ne, sql } from 'drizzle-orm';
import type { Orm } from '../../../db/database.ts';
import { members } from '../../../db/schema.ts';

const party = {
  id: members.id,
  username: members.username,
  nickname: members.nickname,
  parentId: members.parentId,
  type: members.type,
  status: members.status,
  paymentPasswordHash: members.paymentPasswordHash,
};

export async function findParty(orm: Orm, merchantId: number, memberId: number) {
  const [row] = await orm
    .select(party)
    .from(members)
    .where(and(eq(members.merchantId, merchantId), eq(members.id, memberId)));
  return row ?? null;
}

export async function findPartyByUsername(orm: Orm, merchantId: number, username: string) {
  const [row] = await orm
    .select(party)
    .from(members)
    .where(and(eq(members.merchantId, merchantId), sql`lower(${members.username}) = lower(${username})`))
    .limit(1);
  return row ?? null;
}

/** Active, real (not trial) direct downlines, optionally those whose username contains `search`. */
export function directDownlines(
  orm: Orm,
  merchantId: number,
  memberId: number,
  search: string | undefined,
  limit: number,
) {
  const escaped = search?.replace(/[\\%_]/g, (c) => `\\${c}`);
  return orm
    .select(party)
    .from(members)
    .where(
      and(
        eq(members.merchantId, merchantId),
        eq(members.parentId, memberId),
        eq(members.status, 'active'),
        ne(members.type, TRIAL_TYPE),
        escaped ? ilike(members.username, `%${escaped}%`) : undefined,
      ),
    )
    .orderBy(asc(members.username))
    .limit(limit);
}
