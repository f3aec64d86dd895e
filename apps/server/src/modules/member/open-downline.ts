import {
  isAgentType,
  limits,
  matchesRule,
  type OpenDownlineRequest,
  type OpenDownlineResult,
  type PatternId,
  registerErrorMessage,
} from '@lotus/contract';
import type { Orm } from '../../db/database.ts';
import { isUniqueViolation } from '../../db/sql-state.ts';
import { AppError } from '../../platform/app-error.ts';
import { recordAudit } from '../../platform/audit.ts';
import { hashPassword } from '../../platform/passwords.ts';
import type { RequestContext } from '../../platform/request-context.ts';
import { randomChars } from '../../platform/secrets.ts';
import { insertMember } from '../session/queries.ts';
import { findOpener, usernameTaken } from './queries.ts';

const REFERRAL_ALPHABET = 'ABCDEFGHJKMNPQRSTUVWXYZ23456789';

/**
 * The register centre's "open an account": an active agent opens a member, or a sub-agent of its own type, directly
 * below itself. The username follows the brand's registration rule; the password is the default `123456`, which the
 * session guard makes its owner change before anything else. Audited as `member.opened` (not `member.registered`,
 * which counts sign-ups through the agent's link).
 */
export async function openDownline(
  orm: Orm,
  ctx: RequestContext,
  agentId: number,
  body: OpenDownlineRequest,
): Promise<OpenDownlineResult> {
  const agent = await findOpener(orm, ctx.merchant.id, agentId);
  if (!agent || !isAgentType(agent.type)) throw new AppError('login.non.agent');
  if (agent.status !== 'active') throw new AppError('account.suspended');
  const username = body.username.trim();
  const rule = ctx.merchant.registerRules.username;
  if (rule?.enabled && !matchesRule(rule, username)) {
    const error = {
      kind: 'pattern',
      patternId: rule.patternId as PatternId,
      min: rule.minLength,
      max: rule.maxLength,
    } as const;
    throw new AppError('request.invalid', { fields: { username: registerErrorMessage(error, ctx.language) } });
  }
  if (await usernameTaken(orm, ctx.merchant.id, username)) throw new AppError('register.username.taken');
  const passwordHash = await hashPassword(limits.defaultPassword);
  const nickname = body.nickname?.trim() || null;
  try {
    return await orm.transaction(async (tx) => {
      const member = await insertMember(tx, {
        merchantId: ctx.merchant.id,
        username,
        passwordHash,
        type: body.kind === 'agent' ? agent.type : 0,
        parentId: agent.id,
        nickname,
        referralCode: randomChars(REFERRAL_ALPHABET, 8),
        passwordChangedAt: ctx.now,
      });
      await recordAudit(tx, ctx, {
        event: 'member.opened',
        memberId: member.id,
        detail: { parentId: agent.id, kind: body.kind, type: member.type },
      });
      return { username: member.username, kind: body.kind, nickname, createdAt: member.createdAt.getTime() };
    });
  } catch (error) {
    // Another registration took the name between the check and the insert.
    if (isUniqueViolation(error)) throw new AppError('register.username.taken');
    throw error;
  }
}
