import { type ConsoleSettings, fromMinorUnits } from '@lotus/contract';
import type { Database } from '../../../db/database.ts';
import { AppError } from '../../../platform/app-error.ts';
import { countries } from '../../system/countries.ts';
import { redactDelivery } from '../../system/delivery-settings.ts';
import { storedSettings } from '../../system/merchant-settings.ts';
import { merchantByCode } from './queries.ts';

/**
 * The brand's settings as the console shows them: major units, and no secret ever (social provider secrets, the
 * SMTP password, the SMS auth header). `serverDefault`: which channels the environment delivers.
 */
export async function settingsView(
  db: Database,
  merchantCode: string,
  operatorIp: string,
  serverDefault: ConsoleSettings['delivery']['serverDefault'],
): Promise<ConsoleSettings> {
  const row = await merchantByCode(db.orm, merchantCode);
  if (!row) throw new AppError('not.found');
  const s = storedSettings(row);
  return {
    maintenance: s.maintenance,
    regionBlock: s.regionBlock,
    disabledModules: s.disabledModules,
    registerRules: s.registerRules,
    cashier: {
      ...s.cashier,
      withdrawMin: fromMinorUnits(s.cashier.withdrawMin),
      withdrawMax: fromMinorUnits(s.cashier.withdrawMax),
      adjustmentApprovalAbove: fromMinorUnits(s.cashier.adjustmentApprovalAbove),
    },
    contracts: s.contracts,
    earnings: s.earnings,
    promotions: s.promotions,
    auth: {
      ...s.auth,
      trialPlayMoney: fromMinorUnits(s.auth.trialPlayMoney),
      socialProviders: s.auth.socialProviders.map((p) => ({
        provider: p.provider,
        issuer: p.issuer,
        clientId: p.clientId,
        secretSet: p.clientSecret !== '',
      })),
    },
    delivery: { ...redactDelivery(s.delivery), serverDefault },
    countries: countries.map((c) => ({ code: c.code, name: c.name })),
    yourAddress: operatorIp,
  };
}
