import { agentTypes } from '@lotus/contract';
import { and, asc, count, eq, ilike, inArray, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Orm } from '../../../db/database.ts';
import { AGENT_TREE_LOCK_NAMESPACE } from '../../../db/locks.ts';
import { rowsOf } from '../../../db/rows-of.ts';
import { agentContracts, members } from '../../../db/schema.ts';

export interface AgentFilter {
  merchantId: number;
  q?: string | undefined;
  type?: number | undefined;
}

const escapeLike = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

function where(filter: AgentFilter) {
  return and(
    eq(members.merchantId, filter.merchantId),
    filter.type !== undefined ? eq(members.type, filter.type) : inArray(members.type, [...agentTypes]),
    filter.q ? ilike(members.username, `%${escapeLike(filter.q)}%`) : undefined,
  );
}

const upline = alias(members, 'upline');

/** Spelled out: Drizzle leaves column names unqualified inside a select list. */
const directDownlines = sql<number>`(select count(*) from members d where d.parent_id = members.id)`;

/** One page of the brand's agents, usernames in order, with their upline and direct downline count. */
export function agentPage(orm: Orm, filter: AgentFilter, offset: number, limit: number) {
  return orm
    .select({
      id: members.id,
      username: members.username,
      nickname: members.nickname,
      type: members.type,
      status: members.status,
      upline: upline.username,
      directDownlines: directDownlines.mapWith(Number),
      createdAt: members.createdAt,
    })
    .from(members)
    .leftJoin(upline, eq(upline.id, members.parentId))
    .where(where(filter))
    .orderBy(asc(sql`lower(${members.username})`), asc(members.id))
    .offset(offset)
    .limit(limit);
}

export async function countAgents(orm: Orm, filter: AgentFilter) {
  const [row] = await orm.select({ n: count() }).from(members).where(where(filter));
  return row?.n ?? 0;
}

/**
 * How many members are below each of the roots, at any depth. `union` (not `union all`) ends the walk even on a
 * tree that somehow holds a cycle.
 */
export async function teamSizes(orm: Orm, merchantId: number, rootIds: number[]): Promise<Map<number, number>> {
  if (rootIds.length === 0) return new Map();
  const roots = sql.join(
    rootIds.map((id) => sql`${id}`),
    sql`, `,
  );
  const result = await orm.execute(sql`
    with recursive team(root, id) as (
      select m.parent_id, m.id from ${members} m where m.merchant_id = ${merchantId} and m.parent_id in (${roots})
      union
      select t.root, m.id from ${members} m join team t on m.parent_id = t.id
    )
    select root, count(*) as n from team group by root`);
  return new Map(rowsOf<{ root: unknown; n: unknown }>(result).map((r) => [Number(r.root), Number(r.n)]));
}

/** Changes to the brand's agent tree take turns until the transaction ends (see `AGENT_TREE_LOCK_NAMESPACE`). */
export async function lockAgentTree(tx: Orm, merchantId: number) {
  await tx.execute(sql`select pg_advisory_xact_lock(${AGENT_TREE_LOCK_NAMESPACE}, ${merchantId})`);
}

/** The member of the brand with this username (any case), locked for the change. */
export async function lockMemberByUsername(tx: Orm, merchantId: number, username: string) {
  const [row] = await tx
    .select({ id: members.id, username: members.username, type: members.type, parentId: members.parentId })
    .from(members)
    .where(and(eq(members.merchantId, merchantId), sql`lower(${members.username}) = lower(${username})`))
    .limit(1)
    .for('update');
  return row ?? null;
}

export async function usernameOf(orm: Orm, memberId: number | null) {
  if (memberId === null) return null;
  const [row] = await orm.select({ username: members.username }).from(members).where(eq(members.id, memberId));
  return row?.username ?? null;
}

export async function hasDownlines(orm: Orm, memberId: number) {
  const [row] = await orm.select({ id: members.id }).from(members).where(eq(members.parentId, memberId)).limit(1);
  return row !== undefined;
}

/** Whether `ancestorId` is `memberId` itself or above it: walks up the uplines from the member. */
export async function isSelfOrAbove(orm: Orm, ancestorId: number, memberId: number) {
  const result = await orm.execute(sql`
    with recursive up(id, parent_id) as (
      select m.id, m.parent_id from ${members} m where m.id = ${memberId}
      union
      select m.id, m.parent_id from ${members} m join up on m.id = up.parent_id
    )
    select 1 as found from up where id = ${ancestorId} limit 1`);
  return rowsOf(result).length > 0;
}

export async function setMemberType(tx: Orm, memberId: number, type: number) {
  await tx.update(members).set({ type }).where(eq(members.id, memberId));
}

export async function setMemberParent(tx: Orm, memberId: number, parentId: number) {
  await tx.update(members).set({ parentId }).where(eq(members.id, memberId));
}

export const AGENT_EVENTS = { type: 'console.agent.type', upline: 'console.agent.moved' } as const;

/** The contracts the member holds or is offered (at most one active and one pending per kind), oldest first. */
export function heldContracts(orm: Orm, merchantId: number, memberId: number) {
  return orm
    .select({
      id: agentContracts.id,
      kind: agentContracts.kind,
      uplineId: agentContracts.uplineId,
      downlineId: agentContracts.downlineId,
      status: agentContracts.status,
    })
    .from(agentContracts)
    .where(
      and(
        eq(agentContracts.merchantId, merchantId),
        eq(agentContracts.downlineId, memberId),
        inArray(agentContracts.status, ['active', 'pending']),
      ),
    )
    .orderBy(asc(agentContracts.id));
}
