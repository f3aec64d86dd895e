import { and, count, eq, gt, isNull, or, sql } from 'drizzle-orm';
import type { Orm } from '../../db/database.ts';
import { hotQuery, type Placeholders } from '../../db/hot-query.ts';
import { LOGIN_ADDRESS_LOCK_NAMESPACE, LOGIN_KEY_LOCK_NAMESPACE } from '../../db/locks.ts';
import {
  accountLocks,
  knownIps,
  loginFailures,
  members,
  operators,
  rememberTokens,
  sessions,
} from '../../db/schema.ts';

export type MemberRow = typeof members.$inferSelect;

export async function findMemberByUsername(orm: Orm, merchantId: number, username: string) {
  const [row] = await orm
    .select()
    .from(members)
    .where(and(eq(members.merchantId, merchantId), sql`lower(${members.username}) = lower(${username})`))
    .limit(1);
  return row ?? null;
}

export async function findMemberByMobile(orm: Orm, merchantId: number, dialingCode: string, mobile: string) {
  const [row] = await orm
    .select()
    .from(members)
    .where(
      and(eq(members.merchantId, merchantId), eq(members.countryDialingCode, dialingCode), eq(members.mobile, mobile)),
    )
    .limit(1);
  return row ?? null;
}

export async function findMemberById(orm: Orm, memberId: number) {
  const [row] = await orm.select().from(members).where(eq(members.id, memberId)).limit(1);
  return row ?? null;
}

/** Locks the member row: logins of one member open their sessions one after the other. */
export async function lockMember(orm: Orm, memberId: number) {
  await orm.execute(sql`select id from ${members} where ${members.id} = ${memberId} for update`);
}

export async function findOperatorHash(orm: Orm, merchantId: number, username: string) {
  const [row] = await orm
    .select({ passwordHash: operators.passwordHash })
    .from(operators)
    .where(and(eq(operators.merchantId, merchantId), sql`lower(${operators.username}) = lower(${username})`))
    .limit(1);
  return row?.passwordHash ?? null;
}

export function recordLogin(orm: Orm, memberId: number, ip: string, now: Date) {
  return orm
    .update(members)
    .set({
      lastLoginAt: now,
      lastLoginIp: ip,
      firstLoginAt: sql`coalesce(${members.firstLoginAt}, ${now.toISOString()}::timestamptz)`,
    })
    .where(eq(members.id, memberId));
}

// Sessions.

export interface NewSession {
  id: string;
  merchantId: number;
  memberId: number;
  tokenHash: string;
  channel: string;
  method: string;
  ip: string;
  deviceId: string | null;
  userAgent: string | null;
  createdAt: Date;
  lastSeenAt: Date;
  expiresAt: Date;
  passwordChangeRequired: boolean;
}

export function insertSession(orm: Orm, session: NewSession) {
  return orm.insert(sessions).values(session);
}

/** Ends the member's live sessions (of one channel, or all); returns their ids. */
export function revokeSessions(orm: Orm, memberId: number, reason: string, now: Date, channel?: string) {
  return orm
    .update(sessions)
    .set({ revokedAt: now, revokeReason: reason })
    .where(
      and(
        eq(sessions.memberId, memberId),
        isNull(sessions.revokedAt),
        gt(sessions.expiresAt, now),
        channel ? eq(sessions.channel, channel) : undefined,
      ),
    )
    .returning({ id: sessions.id });
}

// Built once: the session guard runs it on every authenticated request.
const sessionByTokenHashQuery = hotQuery('session.byTokenHash', (orm, p: Placeholders<{ tokenHash: string }>) =>
  orm
    .select({
      id: sessions.id,
      merchantId: sessions.merchantId,
      memberId: sessions.memberId,
      lastSeenAt: sessions.lastSeenAt,
      expiresAt: sessions.expiresAt,
      revokedAt: sessions.revokedAt,
      passwordChangeRequired: sessions.passwordChangeRequired,
      memberType: members.type,
      memberStatus: members.status,
      memberExpiresAt: members.expiresAt,
    })
    .from(sessions)
    .innerJoin(members, eq(members.id, sessions.memberId))
    .where(eq(sessions.tokenHash, p.tokenHash))
    .limit(1),
);

/** A session with what its member's state adds (status, type, trial end), as the session guard reads it. */
export type SessionRow = Awaited<ReturnType<typeof sessionByTokenHashQuery>>[number];

export async function findSessionByTokenHash(orm: Orm, tokenHash: string): Promise<SessionRow | null> {
  const [row] = await sessionByTokenHashQuery(orm, { tokenHash });
  return row ?? null;
}

export function touchSession(orm: Orm, id: string, now: Date) {
  return orm.update(sessions).set({ lastSeenAt: now }).where(eq(sessions.id, id));
}

// Failed logins and locks.

/**
 * Holds the tries of one account key until the transaction ends, across processes: counting and recording a try is
 * then one step. Taken after the address's lock when both are needed.
 */
export async function lockLoginKey(tx: Orm, merchantId: number, accountKey: string) {
  await tx.execute(
    sql`select pg_advisory_xact_lock(${LOGIN_KEY_LOCK_NAMESPACE}, hashtext(${`${merchantId}:${accountKey}`}))`,
  );
}

/** Holds the logins from one client address until the transaction ends; taken before any account key's lock. */
export async function lockLoginAddress(tx: Orm, merchantId: number, ip: string) {
  await tx.execute(
    sql`select pg_advisory_xact_lock(${LOGIN_ADDRESS_LOCK_NAMESPACE}, hashtext(${`${merchantId}:${ip}`}))`,
  );
}

export async function insertLoginFailure(orm: Orm, merchantId: number, accountKey: string, ip: string, at: Date) {
  const [row] = await orm
    .insert(loginFailures)
    .values({ merchantId, accountKey, ip, createdAt: at })
    .returning({ id: loginFailures.id });
  if (!row) throw new Error('login failure insert returned nothing');
  return row.id;
}

export function deleteLoginFailure(orm: Orm, id: number) {
  return orm.delete(loginFailures).where(eq(loginFailures.id, id));
}

/** The key's failures since each of three moments (the lock window, the hour, the captcha memory), in one pass. */
export async function countAccountFailures(
  orm: Orm,
  merchantId: number,
  accountKey: string,
  since: { window: Date; hour: Date; memory: Date },
) {
  const after = (at: Date) =>
    sql<number>`(count(*) filter (where ${loginFailures.createdAt} > ${at.toISOString()}::timestamptz))::int`;
  const [row] = await orm
    .select({ window: after(since.window), hour: after(since.hour), memory: after(since.memory) })
    .from(loginFailures)
    .where(
      and(
        eq(loginFailures.merchantId, merchantId),
        eq(loginFailures.accountKey, accountKey),
        // The memory is the longest of the three.
        gt(loginFailures.createdAt, since.memory),
      ),
    );
  return { window: Number(row?.window ?? 0), hour: Number(row?.hour ?? 0), memory: Number(row?.memory ?? 0) };
}

/** The key's failures from one address since a moment (locks per account and address). */
export async function countAccountFailuresFrom(
  orm: Orm,
  merchantId: number,
  accountKey: string,
  ip: string,
  since: Date,
) {
  const [row] = await orm
    .select({ n: count() })
    .from(loginFailures)
    .where(
      and(
        eq(loginFailures.merchantId, merchantId),
        eq(loginFailures.accountKey, accountKey),
        eq(loginFailures.ip, ip),
        gt(loginFailures.createdAt, since),
      ),
    );
  return row?.n ?? 0;
}

export async function countIpFailures(orm: Orm, merchantId: number, ip: string, since: Date) {
  const [row] = await orm
    .select({ n: count() })
    .from(loginFailures)
    .where(and(eq(loginFailures.merchantId, merchantId), eq(loginFailures.ip, ip), gt(loginFailures.createdAt, since)));
  return row?.n ?? 0;
}

export function clearAccountFailures(orm: Orm, merchantId: number, accountKey: string) {
  return orm
    .delete(loginFailures)
    .where(and(eq(loginFailures.merchantId, merchantId), eq(loginFailures.accountKey, accountKey)));
}

export async function findLock(orm: Orm, merchantId: number, accountKey: string) {
  const [row] = await orm
    .select()
    .from(accountLocks)
    .where(and(eq(accountLocks.merchantId, merchantId), eq(accountLocks.accountKey, accountKey)))
    .limit(1);
  return row ?? null;
}

export function saveLock(orm: Orm, merchantId: number, accountKey: string, lockedUntil: Date, lockCount: number) {
  return orm
    .insert(accountLocks)
    .values({ merchantId, accountKey, lockedUntil, lockCount })
    .onConflictDoUpdate({
      target: [accountLocks.merchantId, accountLocks.accountKey],
      set: { lockedUntil, lockCount },
    });
}

export function deleteLock(orm: Orm, merchantId: number, accountKey: string) {
  return orm
    .delete(accountLocks)
    .where(and(eq(accountLocks.merchantId, merchantId), eq(accountLocks.accountKey, accountKey)));
}

/** The lock of `accountKey` and those of its addresses (keys starting with `prefix`). */
export function deleteLocksOf(orm: Orm, merchantId: number, accountKey: string, prefix: string) {
  return orm
    .delete(accountLocks)
    .where(
      and(
        eq(accountLocks.merchantId, merchantId),
        or(eq(accountLocks.accountKey, accountKey), sql`starts_with(${accountLocks.accountKey}, ${prefix})`),
      ),
    );
}

// Known addresses.

export async function knownIpCount(orm: Orm, memberId: number) {
  const [row] = await orm.select({ n: count() }).from(knownIps).where(eq(knownIps.memberId, memberId));
  return row?.n ?? 0;
}

export async function isKnownIp(orm: Orm, memberId: number, ip: string) {
  const rows = await orm
    .select({ ip: knownIps.ip })
    .from(knownIps)
    .where(and(eq(knownIps.memberId, memberId), eq(knownIps.ip, ip)))
    .limit(1);
  return rows.length > 0;
}

export function rememberIp(orm: Orm, merchantId: number, memberId: number, ip: string, now: Date) {
  return orm
    .insert(knownIps)
    .values({ merchantId, memberId, ip, firstSeenAt: now, lastSeenAt: now })
    .onConflictDoUpdate({ target: [knownIps.memberId, knownIps.ip], set: { lastSeenAt: now } });
}

// Remember-me tokens.

export function insertRememberToken(
  orm: Orm,
  row: { merchantId: number; memberId: number; tokenHash: string; deviceId: string | null; expiresAt: Date },
) {
  return orm.insert(rememberTokens).values(row);
}

export async function takeRememberToken(orm: Orm, merchantId: number, tokenHash: string) {
  const [row] = await orm
    .delete(rememberTokens)
    .where(and(eq(rememberTokens.merchantId, merchantId), eq(rememberTokens.tokenHash, tokenHash)))
    .returning();
  return row ?? null;
}

export function deleteRememberTokens(orm: Orm, memberId: number) {
  return orm.delete(rememberTokens).where(eq(rememberTokens.memberId, memberId));
}

export function revokeSessionById(orm: Orm, id: string, reason: string, now: Date) {
  return orm
    .update(sessions)
    .set({ revokedAt: now, revokeReason: reason })
    .where(and(eq(sessions.id, id), isNull(sessions.revokedAt)))
    .returning({ id: sessions.id, memberId: sessions.memberId });
}

export async function insertMember(orm: Orm, row: typeof members.$inferInsert) {
  const [created] = await orm.insert(members).values(row).returning();
  if (!created) throw new Error('member insert returned nothing');
  return created;
}
