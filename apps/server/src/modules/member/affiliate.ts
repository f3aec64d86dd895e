import { isAgentType } from '@lotus/contract';
import type { Orm } from '../../db/database.ts';
import { findMemberByReferralCode } from './queries.ts';

/** GET /wps/agent/affiliate: whether the code belongs to an active agent of the merchant (the register form checks it). */
export async function checkAffiliate(orm: Orm, merchantId: number, code: string) {
  const trimmed = code.trim();
  if (!/^[A-Za-z0-9]{1,32}$/.test(trimmed)) return { success: false };
  const agent = await findMemberByReferralCode(orm, merchantId, trimmed);
  return { success: Boolean(agent && isAgentType(agent.type) && agent.status === 'active') };
}
