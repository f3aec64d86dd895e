import { type Consolidated, type Contract, contractRates } from '@lotus/contract';
import { and } from 'drizzle-orm';
import type { Orm } from '../../db/database.ts';
import type { MerchantConfig } from '../../platform/merchant/merchant-config.ts';
import { memberBalance } from '../wallet/balance.ts';
import { consolidatedParts } from './consolidated-parts.ts';
import { activeContractsBelow, contractViews, contractFilter as f } from './queries.ts';
import { enabledKinds } from './rules.ts';
import { sessionFlags } from './session-flags.ts';
import { cascadeTerminations } from './terminations.ts';

/**
 * `GET /wps/member/info/funds/consolidated`: the balance as `/wps/v2/wallets/balance` answers it, the kinds the
 * merchant runs, the offers waiting for the member's answer and the contracts they hold (of those kinds only), the
 * latter two also in the original client's parts, and the session keys `enableSalary` / `enableContract`.
 */
export async function consolidated(orm: Orm, merchant: MerchantConfig, memberId: number): Promise<Consolidated> {
  const kinds = enabledKinds(merchant);
  const balance = await memberBalance(orm, merchant, memberId);
  if (kinds.length === 0) {
    const parts = consolidatedParts([], [], new Set());
    return { ...balance, enabledKinds: [], requests: [], contracts: [], ...parts, ...noFlags };
  }
  const mine = and(f.heldBy(memberId), f.kinds(kinds));
  const [requests, contracts, flags] = await Promise.all([
    contractViews(orm, merchant.id, and(mine, f.status('pending'))),
    contractViews(orm, merchant.id, and(mine, f.status('active'))),
    sessionFlags(orm, merchant, memberId, kinds),
  ]);
  const endsHigherRates = await offersEndingHigherRates(orm, merchant.id, memberId, requests);
  return {
    ...balance,
    enabledKinds: kinds,
    requests,
    contracts,
    ...consolidatedParts(requests, contracts, endsHigherRates),
    ...flags,
  };
}

const noFlags = { enableSalary: false, enableContract: false };

/** The offers whose acceptance would end contracts below the member that pay more (spec §4), as accepting would. */
async function offersEndingHigherRates(orm: Orm, merchantId: number, memberId: number, offers: readonly Contract[]) {
  const ending = new Set<number>();
  for (const offer of offers) {
    const below = await activeContractsBelow(orm, merchantId, memberId, offer.kind);
    if (cascadeTerminations(memberId, contractRates(offer.terms), below).length > 0) ending.add(offer.id);
  }
  return ending;
}
