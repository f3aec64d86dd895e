import { type AgentChange, type ConsoleMemberDetail, fromMinorUnits, type MemberStatus } from '@lotus/contract';
import type { Database } from '../../../db/database.ts';
import { AppError } from '../../../platform/app-error.ts';
import { recordAudit } from '../../../platform/audit.ts';
import type { RequestContext } from '../../../platform/request-context.ts';
import { maskAccountNo } from '../../wallet/bank-accounts/bank-accounts.ts';
import { liveBankAccounts } from '../../wallet/bank-accounts/queries.ts';
import { memberAccounts } from '../../wallet/ledger/queries.ts';
import { AGENT_EVENTS } from '../agents/queries.ts';
import { phoneOf } from './member-search.ts';
import { findMemberProfile, memberAuditEntries, recentSessions, recentTransfers, STATUS_EVENTS } from './queries.ts';

const RECENT_MOVEMENTS = 20;
const RECENT_LOGINS = 10;
const RECENT_STATUS_CHANGES = 10;
const RECENT_AGENT_CHANGES = 10;

type ChangeValue = AgentChange['from'];
const changeValue = (value: unknown): ChangeValue =>
  typeof value === 'number' || typeof value === 'string' ? value : null;

/** A type change or move as the audit log keeps it (`changes` of `auditedUpdate`), for the member's file. */
function agentChangeOf(entry: { event: string; detail: Record<string, unknown>; at: Date; operator: string | null }) {
  const field: AgentChange['field'] = entry.event === AGENT_EVENTS.type ? 'type' : 'upline';
  const changes = (entry.detail.changes ?? {}) as Record<string, { from?: unknown; to?: unknown } | undefined>;
  return {
    field,
    from: changeValue(changes[field]?.from),
    to: changeValue(changes[field]?.to),
    reason: typeof entry.detail.reason === 'string' ? entry.detail.reason : null,
    operator: entry.operator,
    at: entry.at.getTime(),
  };
}

/** `**********1234`: enough to match what the member reads out, never the whole number. */
function maskIdNumber(value: string | null) {
  if (!value) return null;
  return value.length <= 4 ? '****' : `${'*'.repeat(value.length - 4)}${value.slice(-4)}`;
}

/** When and why a session ended: revoked (logout, replaced, suspended …), or run out (idle or absolute end). */
function sessionEnd(
  s: { revokedAt: Date | null; revokeReason: string | null; lastSeenAt: Date; expiresAt: Date },
  idleMinutes: number,
  now: Date,
) {
  if (s.revokedAt) return { at: s.revokedAt.getTime(), reason: s.revokeReason ?? 'revoked' };
  const runsOut = Math.min(s.expiresAt.getTime(), s.lastSeenAt.getTime() + idleMinutes * 60_000);
  return runsOut <= now.getTime() ? { at: runsOut, reason: 'expired' } : null;
}

const statusOfEvent = (event: string): MemberStatus => (event === STATUS_EVENTS.suspended ? 'suspended' : 'active');

/**
 * One member as the console shows them: profile, wallets, bank accounts (masked), newest ledger movements, logins and
 * status changes. Members of other merchants are not found. The view itself is audited: it shows personal data.
 */
export async function memberDetail(
  db: Database,
  ctx: RequestContext,
  operatorId: number,
  memberId: number,
): Promise<ConsoleMemberDetail> {
  const orm = db.orm;
  const found = await findMemberProfile(orm, ctx.merchant.id, memberId);
  if (!found) throw new AppError('not.found');
  const m = found.member;
  const [accounts, banks, logins, changes, agentChanges] = await Promise.all([
    memberAccounts(orm, ctx.merchant.id, m.id),
    liveBankAccounts(orm, ctx.merchant.id, m.id),
    recentSessions(orm, m.id, RECENT_LOGINS),
    memberAuditEntries(orm, ctx.merchant.id, m.id, STATUS_EVENTS, RECENT_STATUS_CHANGES),
    memberAuditEntries(orm, ctx.merchant.id, m.id, AGENT_EVENTS, RECENT_AGENT_CHANGES),
  ]);
  const own = new Set(accounts.map((a) => a.id));
  const transfers = own.size > 0 ? await recentTransfers(orm, ctx.merchant.id, [...own], RECENT_MOVEMENTS) : [];
  await recordAudit(orm, ctx, { event: 'console.member.viewed', operatorId, memberId: m.id });

  return {
    profile: {
      id: m.id,
      username: m.username,
      nickname: m.nickname,
      type: m.type,
      status: m.status as MemberStatus,
      realName: m.realName,
      mobile: phoneOf(m.countryDialingCode, m.mobile),
      email: m.email,
      idNumber: maskIdNumber(m.idNumber),
      qq: m.qq,
      line: m.line,
      whatsapp: m.whatsapp,
      facebook: m.facebook,
      wechat: m.wechat,
      referralCode: m.referralCode,
      upline: found.upline,
      referredBy: found.referredBy,
      registeredAt: m.createdAt.getTime(),
      lastLoginAt: m.lastLoginAt?.getTime() ?? null,
      lastLoginIp: m.lastLoginIp,
      expiresAt: m.expiresAt?.getTime() ?? null,
      hasPaymentPassword: m.paymentPasswordHash !== null,
      totpEnabled: m.totpEnabledAt !== null,
    },
    balances: {
      total: fromMinorUnits(accounts.reduce((sum, a) => sum + a.balance, 0)),
      wallets: accounts.map((a) => ({ purpose: a.purpose, balance: fromMinorUnits(a.balance) })),
    },
    bankAccounts: banks.map((b) => ({
      id: b.id,
      bankName: b.bankName,
      accountNo: maskAccountNo(b.accountNo),
      holderName: b.holderName,
      createdAt: b.createdAt.getTime(),
    })),
    movements: transfers.map((row) => {
      const incoming = own.has(row.toAccountId);
      return {
        id: row.id,
        type: row.kind,
        amount: fromMinorUnits(incoming ? row.amount : -row.amount),
        balanceAfter: fromMinorUnits(incoming ? row.toBalanceAfter : row.fromBalanceAfter),
        reference: row.reference,
        createdAt: row.createdAt.getTime(),
      };
    }),
    logins: logins.map((s) => {
      const ended = sessionEnd(s, ctx.merchant.auth.sessionIdleMinutes, ctx.now);
      return {
        at: s.createdAt.getTime(),
        ip: s.ip,
        channel: s.channel,
        method: s.method,
        userAgent: s.userAgent,
        endedAt: ended?.at ?? null,
        endReason: ended?.reason ?? null,
      };
    }),
    statusChanges: changes.map((c) => ({
      status: statusOfEvent(c.event),
      reason: typeof c.detail.reason === 'string' ? c.detail.reason : null,
      operator: c.operator,
      at: c.at.getTime(),
    })),
    agentChanges: agentChanges.map(agentChangeOf),
  };
}
