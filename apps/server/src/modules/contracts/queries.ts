import {
  type Contract,
  type ContractEndReason,
  type ContractKind,
  type ContractStatus,
  type ContractTerms,
  DEFAULT_OFFER_EXPIRY_DAYS,
  offerExpiresAt,
  TRIAL_TYPE,
} from '@lotus/contract';
import { and, asc, count, desc, eq, ilike, inArray, lte, ne, or, type SQL, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Orm } from '../../db/database.ts';
import { rowsOf } from '../../db/rows-of.ts';
import { agentContracts, members, merchants } from '../../db/schema.ts';

const party = {
  id: members.id,
  username: members.username,
  nickname: members.nickname,
  parentId: members.parentId,
  type: members.type,
  status: members.status,
};
export type Party = {
  id: number;
  username: string;
  nickname: string | null;
  parentId: number | null;
  type: number;
  status: string;
};

export async function findMember(orm: Orm, merchantId: number, memberId: number): Promise<Party | null> {
  const [row] = await orm
    .select(party)
    .from(members)
    .where(and(eq(members.merchantId, merchantId), eq(members.id, memberId)));
  return row ?? null;
}

export async function findMemberByUsername(orm: Orm, merchantId: number, username: string): Promise<Party | null> {
  const [row] = await orm
    .select(party)
    .from(members)
    .where(and(eq(members.merchantId, merchantId), sql`lower(${members.username}) = lower(${username})`))
    .limit(1);
  return row ?? null;
}

/** A contract row as the rules need it (no parties). */
export interface ContractRow {
  id: number;
  kind: ContractKind;
  uplineId: number;
  downlineId: number;
  status: ContractStatus;
  terms: ContractTerms;
  offeredAt: Date;
}

const row = {
  id: agentContracts.id,
  kind: agentContracts.kind,
  uplineId: agentContracts.uplineId,
  downlineId: agentContracts.downlineId,
  status: agentContracts.status,
  terms: agentContracts.terms,
  offeredAt: agentContracts.offeredAt,
};

export async function findContract(orm: Orm, merchantId: number, id: number): Promise<ContractRow | null> {
  const [found] = await orm
    .select(row)
    .from(agentContracts)
    .where(and(eq(agentContracts.merchantId, merchantId), eq(agentContracts.id, id)));
  return found ?? null;
}

/** The member's contract of the kind in the status (at most one: the partial unique indexes). */
export async function heldContract(
  orm: Orm,
  merchantId: number,
  memberId: number,
  kind: ContractKind,
  status: 'active' | 'pending',
): Promise<ContractRow | null> {
  const [found] = await orm
    .select(row)
    .from(agentContracts)
    .where(
      and(
        eq(agentContracts.merchantId, merchantId),
        eq(agentContracts.downlineId, memberId),
        eq(agentContracts.kind, kind),
        eq(agentContracts.status, status),
      ),
    );
  return found ?? null;
}

/**
 * The active contracts of the kind below the member, following contracts down: those the member offered, those their
 * holders offered, and so on. These are the ones a change of the member's own contract can end.
 */
export async function activeContractsBelow(
  orm: Orm,
  merchantId: number,
  memberId: number,
  kind: ContractKind,
): Promise<ContractRow[]> {
  const result = await orm.execute(sql`
    with recursive below as (
      select c.id, c.upline_id, c.downline_id from ${agentContracts} c
      where c.merchant_id = ${merchantId} and c.upline_id = ${memberId} and c.kind = ${kind} and c.status = 'active'
      union
      select c.id, c.upline_id, c.downline_id from ${agentContracts} c
      join below b on c.upline_id = b.downline_id
      where c.merchant_id = ${merchantId} and c.kind = ${kind} and c.status = 'active'
    )
    select id from below`);
  // Bigint ids may come back as strings.
  const rows = rowsOf<Record<string, unknown>>(result);
  const ids = rows.map((r) => Number(r.id));
  if (ids.length === 0) return [];
  return orm
    .select(row)
    .from(agentContracts)
    .where(and(eq(agentContracts.merchantId, merchantId), inArray(agentContracts.id, ids)))
    .orderBy(asc(agentContracts.id));
}

/**
 * Locks the contracts in id order, so that any two calls locking overlapping sets queue instead of deadlocking, and
 * answers them as they are once locked.
 */
export async function lockContracts(orm: Orm, merchantId: number, ids: readonly number[]): Promise<ContractRow[]> {
  if (ids.length === 0) return [];
  return orm
    .select(row)
    .from(agentContracts)
    .where(and(eq(agentContracts.merchantId, merchantId), inArray(agentContracts.id, [...new Set(ids)])))
    .orderBy(asc(agentContracts.id))
    .for('update');
}

export async function insertOffer(
  orm: Orm,
  input: { merchantId: number; uplineId: number; downlineId: number; terms: ContractTerms; at: Date },
) {
  const [created] = await orm
    .insert(agentContracts)
    .values({
      merchantId: input.merchantId,
      kind: input.terms.kind,
      uplineId: input.uplineId,
      downlineId: input.downlineId,
      status: 'pending',
      terms: input.terms,
      offeredAt: input.at,
    })
    .returning({ id: agentContracts.id });
  if (!created) throw new Error('contract not inserted');
  return created.id;
}

/** Moves a contract from one status to another; answers whether it was still in `from`. */
export async function setStatus(
  orm: Orm,
  id: number,
  from: ContractStatus,
  to: { status: ContractStatus; at: Date; endReason?: ContractEndReason },
): Promise<boolean> {
  const answered = to.status === 'active' || to.status === 'rejected';
  const ended = to.status === 'terminated' || to.status === 'cancelled' || to.status === 'expired';
  const rows = await orm
    .update(agentContracts)
    .set({
      status: to.status,
      ...(answered && { answeredAt: to.at }),
      ...(ended && { endedAt: to.at }),
      ...(to.endReason && { endReason: to.endReason }),
    })
    .where(and(eq(agentContracts.id, id), eq(agentContracts.status, from)))
    .returning({ id: agentContracts.id });
  return rows.length > 0;
}

const uplines = alias(members, 'upline');
const downlines = alias(members, 'downline');

/**
 * The brand's `offerExpiryDays` as stored (the default where a brand's settings predate it). Spelled out: Drizzle
 * leaves column names unqualified inside a select list.
 */
const expiryDays = sql<number>`coalesce((merchants.contract_settings ->> 'offerExpiryDays')::int, ${DEFAULT_OFFER_EXPIRY_DAYS})`;

/** Pending offers whose brand lets offers expire and whose deadline is at or before `now`, oldest first. */
export async function dueOfferIds(orm: Orm, now: Date, limit: number): Promise<number[]> {
  const days = sql`coalesce((${merchants.contractSettings} ->> 'offerExpiryDays')::int, ${DEFAULT_OFFER_EXPIRY_DAYS})`;
  const rows = await orm
    .select({ id: agentContracts.id })
    .from(agentContracts)
    .innerJoin(merchants, eq(merchants.id, agentContracts.merchantId))
    .where(
      and(
        eq(agentContracts.status, 'pending'),
        sql`${days} > 0`,
        lte(agentContracts.offeredAt, sql`${now.toISOString()}::timestamptz - ${days} * interval '1 day'`),
      ),
    )
    .orderBy(asc(agentContracts.id))
    .limit(limit);
  return rows.map((r) => r.id);
}

/** An offer locked for expiring, with its brand's setting and its parties' usernames; null once it is gone. */
export async function lockOfferForExpiry(orm: Orm, id: number) {
  const [found] = await orm
    .select({ ...row, merchantId: agentContracts.merchantId, days: expiryDays.mapWith(Number) })
    .from(agentContracts)
    .innerJoin(merchants, eq(merchants.id, agentContracts.merchantId))
    .where(eq(agentContracts.id, id))
    .for('update', { of: agentContracts });
  return found ?? null;
}

/** Contracts with their parties, as the wire shows them. */
export async function contractViews(
  orm: Orm,
  merchantId: number,
  where: SQL | undefined,
  page?: { offset: number; limit: number },
) {
  const query = orm
    .select({
      id: agentContracts.id,
      kind: agentContracts.kind,
      status: agentContracts.status,
      terms: agentContracts.terms,
      uplineUsername: uplines.username,
      uplineNickname: uplines.nickname,
      downlineUsername: downlines.username,
      downlineNickname: downlines.nickname,
      offeredAt: agentContracts.offeredAt,
      answeredAt: agentContracts.answeredAt,
      endedAt: agentContracts.endedAt,
      endReason: agentContracts.endReason,
      expiryDays: expiryDays.mapWith(Number),
    })
    .from(agentContracts)
    .innerJoin(merchants, eq(merchants.id, agentContracts.merchantId))
    .innerJoin(uplines, eq(uplines.id, agentContracts.uplineId))
    .innerJoin(downlines, eq(downlines.id, agentContracts.downlineId))
    .where(and(eq(agentContracts.merchantId, merchantId), where))
    .orderBy(desc(agentContracts.offeredAt), desc(agentContracts.id));
  const rows = page ? await query.offset(page.offset).limit(page.limit) : await query;
  return rows.map(
    (r): Contract => ({
      id: r.id,
      kind: r.kind,
      status: r.status,
      terms: r.terms,
      upline: { username: r.uplineUsername, nickname: r.uplineNickname },
      downline: { username: r.downlineUsername, nickname: r.downlineNickname },
      offeredAt: r.offeredAt.getTime(),
      answeredAt: r.answeredAt?.getTime() ?? null,
      endedAt: r.endedAt?.getTime() ?? null,
      endReason: r.endReason,
      expiresAt:
        r.status === 'pending' ? offerExpiresAt({ offerExpiryDays: r.expiryDays }, r.offeredAt.getTime()) : null,
    }),
  );
}

export async function contractView(orm: Orm, merchantId: number, id: number): Promise<Contract> {
  const [view] = await contractViews(orm, merchantId, eq(agentContracts.id, id));
  if (!view) throw new Error(`contract ${id} not found`);
  return view;
}

export async function countContracts(orm: Orm, merchantId: number, where: SQL | undefined) {
  const [found] = await orm
    .select({ n: count() })
    .from(agentContracts)
    .where(and(eq(agentContracts.merchantId, merchantId), where));
  return found?.n ?? 0;
}

export const contractFilter = {
  heldBy: (memberId: number) => eq(agentContracts.downlineId, memberId),
  offeredBy: (memberId: number) => eq(agentContracts.uplineId, memberId),
  involving: (memberId: number) => or(eq(agentContracts.downlineId, memberId), eq(agentContracts.uplineId, memberId)),
  status: (status: ContractStatus) => eq(agentContracts.status, status),
  statuses: (statuses: ContractStatus[]) => inArray(agentContracts.status, statuses),
  kinds: (kinds: readonly ContractKind[]) => inArray(agentContracts.kind, [...kinds]),
  downlines: (ids: number[]) => inArray(agentContracts.downlineId, ids),
};

/** Real (not trial) direct downlines, optionally those whose username contains `search`. */
function downlineFilter(merchantId: number, memberId: number, search: string | undefined) {
  const escaped = search?.replace(/[\\%_]/g, (c) => `\\${c}`);
  return and(
    eq(members.merchantId, merchantId),
    eq(members.parentId, memberId),
    ne(members.type, TRIAL_TYPE),
    escaped ? ilike(members.username, `%${escaped}%`) : undefined,
  );
}

export function directDownlinePage(
  orm: Orm,
  merchantId: number,
  memberId: number,
  search: string | undefined,
  page: { offset: number; limit: number },
) {
  return orm
    .select(party)
    .from(members)
    .where(downlineFilter(merchantId, memberId, search))
    .orderBy(asc(members.username), asc(members.id))
    .offset(page.offset)
    .limit(page.limit);
}

export async function countDirectDownlines(orm: Orm, merchantId: number, memberId: number, search: string | undefined) {
  const [found] = await orm
    .select({ n: count() })
    .from(members)
    .where(downlineFilter(merchantId, memberId, search));
  return found?.n ?? 0;
}
