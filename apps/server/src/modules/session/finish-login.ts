import type { RequestContext } from '../../platform/request-context.ts';
import type { AuthDeps } from './auth-deps.ts';
import { recordLoginSuccess } from './login-limits.ts';
import type { MemberRow } from './queries.ts';
import { issueRememberToken } from './remember.ts';
import { type LoginMethod, type LoginOutcome, loginResult, openSession } from './sessions.ts';

/**
 * The last step every login method shares (password, SMS, second step, social): apart from login.ts so that the
 * methods it calls back into (the second step) import this, not the password login.
 */
export interface FinishOptions {
  accountKey?: string;
  passwordExpired?: boolean;
  forcePasswordChange?: boolean;
  rememberMe?: boolean;
  deviceId?: string | undefined;
}

/** Opens the session in one transaction with the bookkeeping of a successful login. */
export async function finishLogin(
  deps: AuthDeps,
  ctx: RequestContext,
  member: MemberRow,
  method: LoginMethod,
  options: FinishOptions = {},
): Promise<LoginOutcome> {
  return deps.db.orm.transaction(async (tx) => {
    if (options.accountKey) await recordLoginSuccess(tx, ctx, options.accountKey);
    const opened = await openSession(tx, ctx, member, method, {
      deviceId: options.deviceId,
      passwordChangeRequired: options.forcePasswordChange ?? false,
    });
    const remember = options.rememberMe
      ? { username: member.username, token: await issueRememberToken(tx, ctx, member, options.deviceId ?? null) }
      : undefined;
    return {
      value: loginResult(member, opened, {
        passwordExpired: options.passwordExpired ?? false,
        forcePasswordChange: options.forcePasswordChange ?? false,
      }),
      revoked: opened.revoked,
      remember,
    };
  });
}
