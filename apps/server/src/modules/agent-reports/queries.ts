import { agentTypes } from '@lotus/contract';
import { and, asc, count, eq, inArray, type SQL, sql } from 'drizzle-orm';
import type { Orm } from '../../db/database.ts';
import { anyOf } from '../../db/json-rows.ts';
import { rowsOf } from '../../db/rows-of.ts';
import { auditLog, bets, ledgerAccounts, ledgerTransfers, members } from '../../db/schema.ts';

/** What the figures are grouped by: each team's head, each member, or each business day. */
export type TeamKey = 'head' | 'member' | 'day';

/** Teams and a window of time: each team is its head and everyone below it in the upline tree. */
export interface TeamScope {
  merchantId: number;
  heads: readonly number[];
  from: Date;
  until: Date;
  key: TeamKey;
  gmtOffsetMinutes: number;
  /** Leave each head's own rows out (pages about downlines). */
  withoutHeads?: boolean;
  /**
   * Leave only the heads' own registrations out: an agent is not a new member of its own team (its overview), while
   * a downline's row still counts the downline, so that the rows add up to the agent's figures.
   */
  headsNotNew?: boolean;
}

/**
 * The one walk of the tree every report uses: `team(member_id, head_id, path)` holds each head and everyone below it,
 * `path` the ids from the head down to the member (both included). A member met twice on a path (a cycle that the
 * tree should never have) ends the walk there.
 */
export function teamCte(merchantId: number, heads: readonly number[]): SQL {
  const ids = sql.join(
    heads.map((id) => sql`${id}`),
    sql`, `,
  );
  return sql`team (member_id, head_id, path) as (
    select m.id, m.id, array[m.id] from ${members} m where m.merchant_id = ${merchantId} and m.id in (${ids})
    union all
    select c.id, t.head_id, t.path || c.id from ${members} c join team t on c.parent_id = t.member_id
    where c.merchant_id = ${merchantId} and c.id <> all(t.path)
  )`;
}

/**
 * `team_ids (member_id)`: everyone in the teams of `heads` (heads included), each once however many of the heads are
 * above it. UNION drops a member already reached, so the walk costs one visit a member (and a cycle ends it), where
 * `teamCte` keeps one row per member and head for the per-head reports.
 */
export function teamMembersCte(merchantId: number, heads: readonly number[]): SQL {
  return sql`team_ids (member_id) as (
    select m.id from ${members} m where m.merchant_id = ${merchantId} and ${anyOf(sql`m.id`, heads, 'bigint')}
    union
    select c.id from ${members} c join team_ids t on c.parent_id = t.member_id where c.merchant_id = ${merchantId}
  )`;
}

/** The ids of a team (its head included), for `member_id in (…)`. */
export const teamMemberIds = (merchantId: number, head: number): SQL =>
  sql`with recursive ${teamCte(merchantId, [head])} select member_id from team`;

const at = (date: Date) => sql`${date.toISOString()}::timestamptz`;

/** The group key of a row: its team's head, its member, or the business day of `time` at the merchant's offset. */
function keyOf(scope: TeamScope, time: SQL): SQL {
  if (scope.key === 'head') return sql`t.head_id::text`;
  if (scope.key === 'member') return sql`t.member_id::text`;
  // Inlined (an integer of the merchant's settings), as the records' day grouping does.
  const offset = sql.raw(String(Math.trunc(scope.gmtOffsetMinutes)));
  return sql`to_char((${time} at time zone 'UTC') + interval '1 minute' * ${offset}, 'YYYY-MM-DD')`;
}

const heads = (scope: TeamScope) => (scope.withoutHeads ? sql`and t.member_id <> t.head_id` : sql``);

export interface BetSumRow {
  key: string;
  active: number;
  betCount: number;
  stake: number;
  validBet: number;
  payout: number;
}

/**
 * Per key: members with a bet placed in the window that was not cancelled, and the count and sums (minor units) of
 * the settled bets placed in it. Lottery bets are bet rows too (`lot-<id>` rounds), so they count once.
 */
export async function betSums(orm: Orm, scope: TeamScope): Promise<BetSumRow[]> {
  if (scope.heads.length === 0) return [];
  const settled = sql`b.status = 'settled'`;
  const result = await orm.execute(sql`
    with recursive ${teamCte(scope.merchantId, scope.heads)}
    select ${keyOf(scope, sql`b.placed_at`)} as key,
      count(distinct t.member_id) filter (where b.status <> 'cancelled')::int as active,
      count(*) filter (where ${settled})::int as bet_count,
      coalesce(sum(b.stake) filter (where ${settled}), 0)::text as stake,
      coalesce(sum(b.valid_bet) filter (where ${settled}), 0)::text as valid_bet,
      coalesce(sum(b.payout) filter (where ${settled}), 0)::text as payout
    from team t join ${bets} b on b.member_id = t.member_id
    where b.merchant_id = ${scope.merchantId} and b.placed_at >= ${at(scope.from)} and b.placed_at < ${at(scope.until)}
      ${heads(scope)}
    group by 1`);
  return rowsOf<Record<string, unknown>>(result).map((r) => ({
    key: String(r.key),
    active: Number(r.active),
    betCount: Number(r.bet_count),
    stake: Number(r.stake),
    validBet: Number(r.valid_bet),
    payout: Number(r.payout),
  }));
}

/** The ledger kinds the reports read: deposits, withdrawals (and their refunds), and what counts as bonuses. */
export const walletKinds = ['deposit', 'withdrawal', 'bonus', 'rebate', 'adjustment'] as const;
export type WalletKind = (typeof walletKinds)[number];

export interface WalletSumRow {
  key: string;
  kind: WalletKind;
  /** Minor units into the team's wallets less what left them. */
  net: number;
}

/** Per key and kind: what the window's ledger movements of those kinds moved into the team's wallets, net. */
export async function walletSums(orm: Orm, scope: TeamScope): Promise<WalletSumRow[]> {
  if (scope.heads.length === 0) return [];
  const kinds = sql.join(
    walletKinds.map((k) => sql`${k}`),
    sql`, `,
  );
  const result = await orm.execute(sql`
    with recursive ${teamCte(scope.merchantId, scope.heads)}
    select ${keyOf(scope, sql`lt.created_at`)} as key, lt.kind as kind,
      sum(case when lt.to_account_id = a.id then lt.amount else -lt.amount end)::text as net
    from team t
    join ${ledgerAccounts} a on a.member_id = t.member_id and a.merchant_id = ${scope.merchantId}
    join ${ledgerTransfers} lt on lt.to_account_id = a.id or lt.from_account_id = a.id
    where lt.merchant_id = ${scope.merchantId} and lt.created_at >= ${at(scope.from)}
      and lt.created_at < ${at(scope.until)} and lt.kind in (${kinds})
      ${heads(scope)}
    group by 1, 2`);
  return rowsOf<Record<string, unknown>>(result).map((r) => ({
    key: String(r.key),
    kind: r.kind as WalletKind,
    net: Number(r.net),
  }));
}

/** Per key: members of the team who registered in the window. */
export async function registrationCounts(orm: Orm, scope: TeamScope): Promise<{ key: string; count: number }[]> {
  if (scope.heads.length === 0) return [];
  const result = await orm.execute(sql`
    with recursive ${teamCte(scope.merchantId, scope.heads)}
    select ${keyOf(scope, sql`m.created_at`)} as key, count(*)::int as count
    from team t join ${members} m on m.id = t.member_id
    where m.created_at >= ${at(scope.from)} and m.created_at < ${at(scope.until)}
      ${scope.headsNotNew ? sql`and t.member_id <> t.head_id` : heads(scope)}
    group by 1`);
  return rowsOf<Record<string, unknown>>(result).map((r) => ({ key: String(r.key), count: Number(r.count) }));
}

const isAgent = (column: SQL) =>
  sql`${column} in (${sql.join(
    agentTypes.map((t) => sql`${t}`),
    sql`, `,
  )})`;

export interface TeamSizeRow {
  head: number;
  members: number;
  agents: number;
  directMembers: number;
  directAgents: number;
}

/** Per head: players and agents below it now, and of them those directly below. */
export async function teamSizes(orm: Orm, merchantId: number, headIds: readonly number[]): Promise<TeamSizeRow[]> {
  if (headIds.length === 0) return [];
  const agent = isAgent(sql`m.type`);
  const direct = sql`cardinality(t.path) = 2`;
  const result = await orm.execute(sql`
    with recursive ${teamCte(merchantId, headIds)}
    select t.head_id::text as head,
      count(*) filter (where not ${agent})::int as members,
      count(*) filter (where ${agent})::int as agents,
      count(*) filter (where ${direct} and not ${agent})::int as direct_members,
      count(*) filter (where ${direct} and ${agent})::int as direct_agents
    from team t join ${members} m on m.id = t.member_id
    where t.member_id <> t.head_id
    group by 1`);
  return rowsOf<Record<string, unknown>>(result).map((r) => ({
    head: Number(r.head),
    members: Number(r.members),
    agents: Number(r.agents),
    directMembers: Number(r.direct_members),
    directAgents: Number(r.direct_agents),
  }));
}

/** A member found in a team, with the ids from the team's head down to it (both included). */
export interface PlacedMember {
  id: number;
  path: number[];
}

const pathOf = (value: unknown) => String(value).split(',').map(Number);

/** The member of the head's team with this username (any case), or null when the team has none. */
export async function findInTeam(
  orm: Orm,
  merchantId: number,
  head: number,
  username: string,
): Promise<PlacedMember | null> {
  const result = await orm.execute(sql`
    with recursive ${teamCte(merchantId, [head])}
    select t.member_id::text as id, array_to_string(t.path, ',') as path
    from team t join ${members} m on m.id = t.member_id
    where lower(m.username) = lower(${username})
    limit 1`);
  const [row] = rowsOf<Record<string, unknown>>(result);
  return row ? { id: Number(row.id), path: pathOf(row.path) } : null;
}

const matches = (needle: string) =>
  sql`t.member_id <> t.head_id and position(lower(${needle}) in lower(m.username)) > 0`;

/** A page of the members below the head whose username contains `needle` (any case), by username. */
export async function searchTeam(
  orm: Orm,
  merchantId: number,
  head: number,
  needle: string,
  page: { offset: number; limit: number },
): Promise<PlacedMember[]> {
  const result = await orm.execute(sql`
    with recursive ${teamCte(merchantId, [head])}
    select t.member_id::text as id, array_to_string(t.path, ',') as path
    from team t join ${members} m on m.id = t.member_id
    where ${matches(needle)}
    order by lower(m.username), m.id
    offset ${page.offset} limit ${page.limit}`);
  return rowsOf<Record<string, unknown>>(result).map((r) => ({ id: Number(r.id), path: pathOf(r.path) }));
}

/** How many below the head have a username containing `needle`. */
export async function countTeamMatches(orm: Orm, merchantId: number, head: number, needle: string) {
  const result = await orm.execute(sql`
    with recursive ${teamCte(merchantId, [head])}
    select count(*)::int as total from team t join ${members} m on m.id = t.member_id where ${matches(needle)}`);
  return Number(rowsOf<Record<string, unknown>>(result)[0]?.total ?? 0);
}

const memberColumns = {
  id: members.id,
  username: members.username,
  nickname: members.nickname,
  type: members.type,
  createdAt: members.createdAt,
};

export type MemberRow = Awaited<ReturnType<typeof membersByIds>>[number];

/** Members of the merchant by id. */
export function membersByIds(orm: Orm, merchantId: number, ids: readonly number[]) {
  if (ids.length === 0) return Promise.resolve([]);
  return orm
    .select(memberColumns)
    .from(members)
    .where(and(eq(members.merchantId, merchantId), inArray(members.id, [...new Set(ids)])));
}

/** The member with its affiliate code; null when the merchant has no such member. */
export async function findReporter(orm: Orm, merchantId: number, memberId: number) {
  const [row] = await orm
    .select({ ...memberColumns, referralCode: members.referralCode })
    .from(members)
    .where(and(eq(members.merchantId, merchantId), eq(members.id, memberId)));
  return row ?? null;
}

/** A page of the members directly below `parentId`, by username. */
export function directDownlines(
  orm: Orm,
  merchantId: number,
  parentId: number,
  page: { offset: number; limit: number },
) {
  return orm
    .select(memberColumns)
    .from(members)
    .where(and(eq(members.merchantId, merchantId), eq(members.parentId, parentId)))
    .orderBy(sql`lower(${members.username})`, asc(members.id))
    .offset(page.offset)
    .limit(page.limit);
}

export async function countDirectDownlines(orm: Orm, merchantId: number, parentId: number) {
  const [row] = await orm
    .select({ total: count() })
    .from(members)
    .where(and(eq(members.merchantId, merchantId), eq(members.parentId, parentId)));
  return row?.total ?? 0;
}

/** Registrations through an agent's code: the audit entries of self-registrations placed under the agent. */
function registeredUnder(merchantId: number, agentId: number, window?: { from: Date; until: Date }): SQL {
  return sql`a.merchant_id = ${merchantId} and a.event = 'member.registered'
    and a.detail->>'parentId' = ${String(agentId)}
    ${window ? sql`and a.at >= ${at(window.from)} and a.at < ${at(window.until)}` : sql``}`;
}

/** How many registered through the agent's code in the window (and since the start), and per business day. */
export async function registrationTotals(
  orm: Orm,
  merchantId: number,
  agentId: number,
  window: { from: Date; until: Date; gmtOffsetMinutes: number },
) {
  const offset = sql.raw(String(Math.trunc(window.gmtOffsetMinutes)));
  const day = sql`to_char((a.at at time zone 'UTC') + interval '1 minute' * ${offset}, 'YYYY-MM-DD')`;
  const [days, all] = await Promise.all([
    orm.execute(sql`select ${day} as date, count(*)::int as count from ${auditLog} a
      where ${registeredUnder(merchantId, agentId, window)} group by 1 order by 1`),
    orm.execute(sql`select count(*)::int as count from ${auditLog} a where ${registeredUnder(merchantId, agentId)}`),
  ]);
  return {
    days: rowsOf<Record<string, unknown>>(days).map((r) => ({ date: String(r.date), count: Number(r.count) })),
    allTime: Number(rowsOf<Record<string, unknown>>(all)[0]?.count ?? 0),
  };
}

/** A page of the members who registered through the agent's code in the window, newest first. */
export async function registrationsPage(
  orm: Orm,
  merchantId: number,
  agentId: number,
  window: { from: Date; until: Date },
  page: { offset: number; limit: number },
): Promise<{ memberId: number; at: Date }[]> {
  const result = await orm.execute(sql`
    select a.member_id::text as member_id, a.at as at from ${auditLog} a
    where ${registeredUnder(merchantId, agentId, window)} and a.member_id is not null
    order by a.at desc, a.id desc offset ${page.offset} limit ${page.limit}`);
  return rowsOf<Record<string, unknown>>(result).map((r) => ({
    memberId: Number(r.member_id),
    at: new Date(r.at as string | Date),
  }));
}
