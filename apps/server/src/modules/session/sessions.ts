import {
  isAgentType,
  isTrialType,
  type LoginResponse,
  type LoginResult,
  type SessionRevokeReason,
} from '@lotus/contract';
import type { Database, Orm } from '../../db/database.ts';
import { AppError } from '../../platform/app-error.ts';
import { recordAudit } from '../../platform/audit.ts';
import type { Clock } from '../../platform/clock.ts';
import type { MerchantConfig } from '../../platform/merchant/merchant-config.ts';
import type { RequestContext } from '../../platform/request-context.ts';
import { newHandle, newToken, sha256 } from '../../platform/secrets.ts';
import type { Session, SessionResolver } from '../../platform/session-guard.ts';
import {
  findSessionByTokenHash,
  insertSession,
  lockMember,
  type MemberRow,
  recordLogin,
  rememberIp,
  revokeSessions,
  type SessionRow,
  touchSession,
} from './queries.ts';
import type { SessionCache } from './session-cache.ts';

export type LoginMethod = 'password' | 'sms' | 'social' | 'remember' | 'trial' | 'register' | 'reset' | 'verification';
export type RevokeReason = SessionRevokeReason;

/** Sessions a use case ended; the routes tell their sockets (`session.revoked`). */
export interface RevokedSession {
  merchantId: number;
  memberId: number;
  sessionId: string;
  reason: RevokeReason;
}

export interface LoginOutcome<V extends LoginResponse = LoginResult> {
  value: V;
  revoked: RevokedSession[];
  /** Set when the member asked to be remembered: the route puts these in cookies. */
  remember?: { username: string; token: string } | undefined;
}

const MINUTE = 60_000;
/** `last_seen_at` is written at most this often, not on every request. */
const TOUCH_AFTER_MS = MINUTE;

export interface OpenedSession {
  token: string;
  sessionId: string;
  revoked: RevokedSession[];
  firstTimeLogin: boolean;
}

/**
 * Starts a session for the member on the request's channel, replacing the one already open there, and records the
 * login (first/last login, known address, audit). Call inside the use case's transaction.
 */
export async function openSession(
  tx: Orm,
  ctx: RequestContext,
  member: MemberRow,
  method: LoginMethod,
  options: { deviceId?: string | undefined; passwordChangeRequired?: boolean } = {},
): Promise<OpenedSession> {
  await lockMember(tx, member.id);
  const replaced = await revokeSessions(tx, member.id, 'replaced', ctx.now, ctx.channel);
  const token = newToken();
  const sessionId = newHandle();
  // A trial account has no password to log in again with: its session lasts as long as the account.
  const absolute = ctx.now.getTime() + ctx.merchant.auth.sessionAbsoluteHours * 60 * MINUTE;
  const expiresAt = new Date(member.expiresAt ? member.expiresAt.getTime() : absolute);
  await insertSession(tx, {
    id: sessionId,
    merchantId: member.merchantId,
    memberId: member.id,
    tokenHash: sha256(token),
    channel: ctx.channel,
    method,
    ip: ctx.ip,
    deviceId: options.deviceId ?? null,
    userAgent: ctx.userAgent?.slice(0, 512) ?? null,
    createdAt: ctx.now,
    lastSeenAt: ctx.now,
    expiresAt,
    passwordChangeRequired: options.passwordChangeRequired ?? false,
  });
  await recordLogin(tx, member.id, ctx.ip, ctx.now);
  await rememberIp(tx, member.merchantId, member.id, ctx.ip, ctx.now);
  await recordAudit(tx, ctx, {
    event: 'login.succeeded',
    memberId: member.id,
    detail: { method, channel: ctx.channel, sessionId, replaced: replaced.map((r) => r.id) },
  });
  return {
    token,
    sessionId,
    revoked: replaced.map((r) => ({
      merchantId: member.merchantId,
      memberId: member.id,
      sessionId: r.id,
      reason: 'replaced' as const,
    })),
    firstTimeLogin: member.firstLoginAt === null,
  };
}

/** Ends every live session of the member (password change or reset, suspension). */
export async function revokeAll(tx: Orm, ctx: RequestContext, memberId: number, reason: RevokeReason) {
  const rows = await revokeSessions(tx, memberId, reason, ctx.now);
  if (rows.length > 0) {
    await recordAudit(tx, ctx, {
      event: 'session.revoked',
      memberId,
      detail: { reason, sessions: rows.map((r) => r.id) },
    });
  }
  return rows.map((r) => ({ merchantId: ctx.merchant.id, memberId, sessionId: r.id, reason }));
}

/** Whether the password is older than the merchant allows (0: never expires). */
export function isPasswordExpired(member: MemberRow, maxAgeDays: number, now: Date) {
  return maxAgeDays > 0 && now.getTime() - member.passwordChangedAt.getTime() > maxAgeDays * 24 * 60 * MINUTE;
}

export function loginResult(
  member: MemberRow,
  opened: OpenedSession,
  flags: { passwordExpired?: boolean; forcePasswordChange?: boolean } = {},
): LoginResult {
  return {
    token: opened.token,
    id: member.id,
    userName: member.username,
    nickname: member.nickname,
    customerType: member.type,
    firstTimeLogin: opened.firstTimeLogin,
    passwordExpired: flags.passwordExpired ?? false,
    forcePasswordChange: flags.forcePasswordChange ?? false,
    expiresAt: isTrialType(member.type) && member.expiresAt ? member.expiresAt.getTime() : null,
  };
}

/** Refusals once the credentials proved who is calling: suspended accounts, and non-agents at the agent login. */
export async function checkMayLogIn(orm: Orm, ctx: RequestContext, member: MemberRow, agentLogin: boolean) {
  if (member.status !== 'active') {
    await recordAudit(orm, ctx, { event: 'login.refused', memberId: member.id, detail: { reason: 'suspended' } });
    throw new AppError('account.suspended');
  }
  if (agentLogin && !isAgentType(member.type)) {
    await recordAudit(orm, ctx, { event: 'login.refused', memberId: member.id, detail: { reason: 'non-agent' } });
    throw new AppError('login.non.agent');
  }
}

/** What a session row says of the request, or null when it proves no live session for this merchant now. */
function liveSession(row: SessionRow, merchant: MerchantConfig, now: number): Session | null {
  const idleMs = merchant.auth.sessionIdleMinutes * MINUTE;
  if (row.merchantId !== merchant.id || row.revokedAt) return null;
  if (row.expiresAt.getTime() <= now) return null;
  if (row.lastSeenAt.getTime() + idleMs <= now) return null;
  if (row.memberStatus !== 'active') return null;
  if (row.memberExpiresAt && row.memberExpiresAt.getTime() <= now) return null;
  const ends = [row.expiresAt.getTime(), row.lastSeenAt.getTime() + idleMs];
  if (row.memberExpiresAt) ends.push(row.memberExpiresAt.getTime());
  return {
    sessionId: row.id,
    memberId: row.memberId,
    merchantId: row.merchantId,
    memberType: row.memberType,
    passwordChangeRequired: row.passwordChangeRequired,
    endsAt: new Date(Math.min(...ends)),
  };
}

/**
 * The session behind a raw token, for the session guard and the socket: live (not revoked, before its absolute
 * end, used within the idle timeout), of an active member whose trial (if any) has not run out. With it comes the
 * moment it ends unless used again (`endsAt`), counting this look-up as use unless `touch` is false.
 *
 * With a cache, a live session's row read in the last few seconds answers without a query; a row the cache would
 * refuse (idle by its copy of the last use, say, while another process saw the session used) is read again.
 */
export function createSessionResolver(db: Database, clock: Clock, cache?: SessionCache): SessionResolver {
  /** The row from the database, kept in the cache when it is live. */
  const read = async (tokenHash: string, merchant: MerchantConfig, now: number) => {
    const ticket = cache?.ticket() ?? 0;
    const row = await findSessionByTokenHash(db.orm, tokenHash);
    const session = row && liveSession(row, merchant, now);
    if (row && session) cache?.store(tokenHash, row, ticket, now);
    return { row, session };
  };
  return async ({ token, merchant, touch = true }) => {
    if (!token || token.length > 256) return null;
    const tokenHash = sha256(token);
    const now = clock.now();
    let row = cache?.get(tokenHash, now.getTime()) ?? null;
    let session = row && liveSession(row, merchant, now.getTime());
    if (!session) ({ row, session } = await read(tokenHash, merchant, now.getTime()));
    if (!row || !session) return null;
    if (touch && now.getTime() - row.lastSeenAt.getTime() >= TOUCH_AFTER_MS) {
      await touchSession(db.orm, row.id, now);
      cache?.touched(tokenHash, now);
      return liveSession({ ...row, lastSeenAt: now }, merchant, now.getTime());
    }
    return session;
  };
}
