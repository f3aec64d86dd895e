import { type ContractKind, isAgentType } from '@lotus/contract';
import type { Orm } from '../../db/database.ts';
import type { MerchantConfig } from '../../platform/merchant/merchant-config.ts';
import { findMember } from './queries.ts';
import { boundOf } from './rules.ts';

export interface SessionFlags {
  enableSalary: boolean;
  enableContract: boolean;
}

/**
 * The session keys `enableSalary` (daily salary) and `enableContract` (dividend), spec §3: true when the brand runs
 * the kind, the member is an agent, and it has a bound of the kind (its own active contract, or the brand's caps at
 * the top level), so the agent centre has something to show and offer for it.
 */
export async function sessionFlags(
  orm: Orm,
  merchant: MerchantConfig,
  memberId: number,
  kinds: readonly ContractKind[],
): Promise<SessionFlags> {
  const me = kinds.length > 0 ? await findMember(orm, merchant.id, memberId) : null;
  const worksWith = async (kind: ContractKind) =>
    me !== null &&
    isAgentType(me.type) &&
    kinds.includes(kind) &&
    (await boundOf(orm, merchant, me, kind)).rates !== null;
  const [enableSalary, enableContract] = await Promise.all([worksWith('dailySalary'), worksWith('dividend')]);
  return { enableSalary, enableContract };
}
