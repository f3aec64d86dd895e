import { authLimits, TRIAL_TYPE } from '@lotus/contract';
import { recordAudit } from '../../platform/audit.ts';
import type { RequestContext } from '../../platform/request-context.ts';
import { randomChars } from '../../platform/secrets.ts';
import { grantPlayMoney } from '../wallet/play-money.ts';
import type { AuthDeps } from './auth-deps.ts';
import { insertMember } from './queries.ts';
import { type LoginOutcome, loginResult, openSession } from './sessions.ts';

const HOUR = 3_600_000;

/**
 * POST /wps/session/login/freeplay: a new trial account (type 4) with play money only, logged in at once. It has no
 * password, stops working after 24 hours, and the session guard refuses it on every endpoint marked `trial: false`.
 * It starts with the merchant's `trialPlayMoney`, credited through the ledger in the same transaction.
 */
export async function freePlay(deps: AuthDeps, ctx: RequestContext, deviceId?: string): Promise<LoginOutcome> {
  return deps.db.orm.transaction(async (tx) => {
    const member = await insertMember(tx, {
      merchantId: ctx.merchant.id,
      username: `guest_${randomChars('abcdefghijkmnpqrstuvwxyz23456789', 10)}`,
      passwordHash: null,
      type: TRIAL_TYPE,
      nickname: 'Guest',
      expiresAt: new Date(ctx.now.getTime() + authLimits.trialHours * HOUR),
    });
    await grantPlayMoney(tx, ctx.merchant.id, member.id, ctx.merchant.auth.trialPlayMoney, ctx.now);
    await recordAudit(tx, ctx, {
      event: 'trial.created',
      memberId: member.id,
      detail: { playMoney: ctx.merchant.auth.trialPlayMoney },
    });
    const opened = await openSession(tx, ctx, member, 'trial', { deviceId });
    return { value: loginResult(member, opened), revoked: opened.revoked };
  });
}
