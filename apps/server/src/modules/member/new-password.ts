import { limits, matchesRule, type PatternId, registerErrorMessage } from '@lotus/contract';
import { AppError } from '../../platform/app-error.ts';
import type { RequestContext } from '../../platform/request-context.ts';

/**
 * A new login password: the merchant's password rule (as at registration), never the default `123456`, and the
 * confirmation equal to it when given. 400 `password.invalid` (with the rule's message) or `password.inconsistent`.
 */
export function checkNewPassword(ctx: RequestContext, password: string, confirmation: string | undefined) {
  const rule = ctx.merchant.registerRules.password;
  const field = (message: string) => new AppError('password.invalid', { fields: { newPassword: message } });
  if (!password) throw field(registerErrorMessage({ kind: 'required' }, ctx.language));
  if (rule?.enabled && !matchesRule(rule, password)) {
    const error = {
      kind: 'pattern',
      patternId: rule.patternId as PatternId,
      min: rule.minLength,
      max: rule.maxLength,
    } as const;
    throw field(registerErrorMessage(error, ctx.language));
  }
  if (password === limits.defaultPassword) throw field('123456');
  if (confirmation !== undefined && confirmation !== password) {
    throw new AppError('password.inconsistent', {
      fields: { confirmNewPassword: 'The two passwords are inconsistent' },
    });
  }
}
