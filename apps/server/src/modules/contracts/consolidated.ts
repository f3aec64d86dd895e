import type { Consolidated } from '@lotus/contract';
import { and } from 'drizzle-orm';
import type { Orm } from '../../db/database.ts';
import type { MerchantConfig } from '../../platform/merchant/merchant-config.ts';
import { memberBalance } from '../wallet/balance.ts';
import { contractViews, contractFilter as f } from './queries.ts';
import { enabledKinds } from './rules.ts';

/**
 * `GET /wps/member/info/funds/consolidated`: the balance as `/wps/v2/wallets/balance` answers it, the kinds the
 * merchant runs, the offers waiting for the member's answer and the contracts they hold (of those kinds only).
 */
export async function consolidated(orm: Orm, merchant: MerchantConfig, memberId: number): Promise<Consolidated> {
  const kinds = enabledKinds(merchant);
  const balance = await memberBalance(orm, merchant, memberId);
  if (kinds.length === 0) return { ...balance, enabledKinds: [], requests: [], contracts: [] };
  const mine = and(f.heldBy(memberId), f.kinds(kinds));
  const [requests, contracts] = await Promise.all([
    contractViews(orm, merchant.id, and(mine, f.status('pending'))),
    contractViews(orm, merchant.id, and(mine, f.status('active'))),
  ]);
  return { ...balance, enabledKinds: kinds, requests, contracts };
}
