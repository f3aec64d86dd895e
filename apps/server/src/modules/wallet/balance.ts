import { type Balance, fromMinorUnits } from '@lotus/contract';
import type { Orm } from '../../db/database.ts';
import type { MerchantConfig } from '../../platform/merchant/merchant-config.ts';
import { memberAccounts } from './ledger/queries.ts';

/** The wire name of each member account (`accountTypeId`): the main wallet is `MAIN`, a vendor's wallet its code. */
const accountTypeId = (purpose: string) =>
  purpose === 'main' ? 'MAIN' : purpose.startsWith('vendor:') ? purpose.slice('vendor:'.length) : purpose.toUpperCase();

/**
 * GET /wps/v2/wallets/balance: the member's wallets as the ledger holds them. A member without an account yet has
 * an empty main wallet.
 */
export async function memberBalance(orm: Orm, merchant: MerchantConfig, memberId: number): Promise<Balance> {
  const accounts = await memberAccounts(orm, merchant.id, memberId);
  const wallets = accounts.length > 0 ? accounts : [{ purpose: 'main', balance: 0 }];
  const balance = wallets.map((a) => ({
    accountTypeId: accountTypeId(a.purpose),
    availBalance: fromMinorUnits(a.balance),
  }));
  return {
    sumBalance: fromMinorUnits(wallets.reduce((sum, a) => sum + a.balance, 0)),
    balance,
    currency: merchant.currency,
    currencySymbol: merchant.currencySymbol,
  };
}
