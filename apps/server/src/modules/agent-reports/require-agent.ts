import { isAgentType } from '@lotus/contract';
import type { Orm } from '../../db/database.ts';
import { AppError } from '../../platform/app-error.ts';
import { findReporter } from './queries.ts';

/** The caller, when it is an agent: every agent report is refused to other members as the agent login is. */
export async function requireAgent(orm: Orm, merchantId: number, memberId: number) {
  const me = await findReporter(orm, merchantId, memberId);
  if (!me || !isAgentType(me.type)) throw new AppError('login.non.agent');
  return me;
}
