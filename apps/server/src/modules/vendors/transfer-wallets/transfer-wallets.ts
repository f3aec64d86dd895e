import { fromMinorUnits, type TransferWallets } from '@lotus/contract';
import type { Database } from '../../../db/database.ts';
import type { RequestContext } from '../../../platform/request-context.ts';
import { memberBalancesByPurpose, transferVendors } from './queries.ts';

/**
 * The member's main wallet and their wallet at each transfer-wallet vendor (0 where nothing was moved yet). A vendor
 * switched off stays listed while the member still holds money there, so it can be moved out.
 */
export async function transferWallets(db: Database, ctx: RequestContext, memberId: number): Promise<TransferWallets> {
  const [vendors, balances] = await Promise.all([
    transferVendors(db.orm, ctx.merchant.id),
    memberBalancesByPurpose(db.orm, ctx.merchant.id, memberId),
  ]);
  return {
    mainBalance: fromMinorUnits(balances.get('main') ?? 0),
    wallets: vendors
      .filter((v) => v.enabled || (balances.get(`vendor:${v.code}`) ?? 0) > 0)
      .map((v) => ({
        vendorCode: v.code,
        name: v.name[ctx.language] ?? v.name.EN,
        balance: fromMinorUnits(balances.get(`vendor:${v.code}`) ?? 0),
      })),
  };
}
