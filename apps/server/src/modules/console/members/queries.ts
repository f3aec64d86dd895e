import type { MemberStatus } from '@lotus/contract';
import { and, count, desc, eq, ilike, inArray, like, or, type SQL, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Orm } from '../../../db/database.ts';
import { auditLog, ledgerTransfers, members, operators, sessions } from '../../../db/schema.ts';

export interface MemberSearchFilter {
  merchantId: number;
  q?: string | undefined;
  status?: MemberStatus | undefined;
}

const escapeLike = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

/** The member ids the database can hold: a longer number can only be a mobile number or part of a name. */
const MAX_ID_DIGITS = 15;

/** Username (any part), mobile digits (any part, with or without the dialling code) or the exact id. */
function matches(q: string): SQL | undefined {
  const alternatives: (SQL | undefined)[] = [ilike(members.username, `%${escapeLike(q)}%`)];
  const digits = q.replace(/[\s()+-]/g, '');
  if (/^\d+$/.test(digits)) {
    alternatives.push(like(members.mobile, `%${digits}%`));
    alternatives.push(
      sql`(replace(coalesce(${members.countryDialingCode}, ''), '+', '') || ${members.mobile}) like ${`${digits}%`}`,
    );
  }
  if (new RegExp(`^\\d{1,${MAX_ID_DIGITS}}$`).test(q)) alternatives.push(eq(members.id, Number(q)));
  return or(...alternatives);
}

function where(filter: MemberSearchFilter) {
  return and(
    eq(members.merchantId, filter.merchantId),
    filter.status ? eq(members.status, filter.status) : undefined,
    filter.q ? matches(filter.q) : undefined,
  );
}

/**
 * All of a member's wallets together (minor units). Spelled out in full: inside a select list Drizzle leaves column
 * names unqualified, which the subquery would read as its own table's.
 */
const walletTotal = sql<number>`coalesce((select sum(wallet.balance) from ledger_accounts wallet where wallet.member_id = members.id), 0)`;

/** One page of matching members, newest registration first, with their wallets' total. */
export function memberSearchPage(orm: Orm, filter: MemberSearchFilter, offset: number, limit: number) {
  return orm
    .select({
      id: members.id,
      username: members.username,
      nickname: members.nickname,
      type: members.type,
      status: members.status,
      countryDialingCode: members.countryDialingCode,
      mobile: members.mobile,
      createdAt: members.createdAt,
      lastLoginAt: members.lastLoginAt,
      balance: walletTotal.mapWith(Number),
    })
    .from(members)
    .where(where(filter))
    .orderBy(desc(members.createdAt), desc(members.id))
    .offset(offset)
    .limit(limit);
}

export async function countMembers(orm: Orm, filter: MemberSearchFilter) {
  const [row] = await orm.select({ n: count() }).from(members).where(where(filter));
  return row?.n ?? 0;
}

const upline = alias(members, 'upline');
const referrer = alias(members, 'referrer');

/** The member with the usernames of their upline and of whoever referred them; null when not of this merchant. */
export async function findMemberProfile(orm: Orm, merchantId: number, memberId: number) {
  const [row] = await orm
    .select({ member: members, upline: upline.username, referredBy: referrer.username })
    .from(members)
    .leftJoin(upline, eq(upline.id, members.parentId))
    .leftJoin(referrer, eq(referrer.id, members.referredBy))
    .where(and(eq(members.merchantId, merchantId), eq(members.id, memberId)))
    .limit(1);
  return row ?? null;
}

export async function findMemberStatus(orm: Orm, merchantId: number, memberId: number) {
  const [row] = await orm
    .select({ id: members.id, status: members.status })
    .from(members)
    .where(and(eq(members.merchantId, merchantId), eq(members.id, memberId)))
    .limit(1);
  return row ?? null;
}

/** The newest transfers touching any of the accounts. */
export function recentTransfers(orm: Orm, merchantId: number, accountIds: number[], limit: number) {
  return orm
    .select()
    .from(ledgerTransfers)
    .where(
      and(
        eq(ledgerTransfers.merchantId, merchantId),
        or(inArray(ledgerTransfers.fromAccountId, accountIds), inArray(ledgerTransfers.toAccountId, accountIds)),
      ),
    )
    .orderBy(desc(ledgerTransfers.id))
    .limit(limit);
}

export function recentSessions(orm: Orm, memberId: number, limit: number) {
  return orm
    .select()
    .from(sessions)
    .where(eq(sessions.memberId, memberId))
    .orderBy(desc(sessions.createdAt))
    .limit(limit);
}

export const STATUS_EVENTS = { suspended: 'member.suspended', active: 'member.reactivated' } as const;

/**
 * The member's audit entries of the given events (suspensions, agent type changes and moves …), newest first, with
 * the operator's username.
 */
export function memberAuditEntries(
  orm: Orm,
  merchantId: number,
  memberId: number,
  events: Readonly<Record<string, string>>,
  limit: number,
) {
  return orm
    .select({ event: auditLog.event, detail: auditLog.detail, at: auditLog.at, operator: operators.username })
    .from(auditLog)
    .leftJoin(operators, eq(operators.id, auditLog.operatorId))
    .where(
      and(
        eq(auditLog.merchantId, merchantId),
        eq(auditLog.memberId, memberId),
        inArray(auditLog.event, Object.values(events)),
      ),
    )
    .orderBy(desc(auditLog.id))
    .limit(limit);
}
