import { type AuthSettings, type MerchantSettingsPatch, merchantSettingsPatchSchema } from '@lotus/contract';
import type { Database } from '../../db/database.ts';
import { AppError } from '../../platform/app-error.ts';
import { merchantDirectory } from '../../platform/merchant/merchant-directory.ts';
import { updateMerchantSwitches } from './queries.ts';

/**
 * Switches maintenance, region blocking, modules, sign-in, cashier, content and contract settings of a merchant. The
 * patch is validated (400 `request.invalid` with field messages), stored, and every process's cached copy of the
 * merchant is dropped at once.
 */
export async function updateMerchantSettings(db: Database, merchantCode: string, patch: MerchantSettingsPatch) {
  const parsed = merchantSettingsPatchSchema.safeParse(patch);
  if (!parsed.success) {
    const fields = Object.fromEntries(parsed.error.issues.map((i) => [i.path.join('.') || 'settings', i.message]));
    throw new AppError('request.invalid', { fields });
  }
  const { maintenance, regionBlock, disabledModules, auth, cashier, content, contracts } = parsed.data;
  const found = await updateMerchantSwitches(db.orm, merchantCode, {
    ...(maintenance && {
      maintenance: maintenance.on,
      maintenanceEndsAt: maintenance.endsAt === null ? null : new Date(maintenance.endsAt),
      maintenanceMessage: maintenance.message,
    }),
    ...(regionBlock && { regionBlock }),
    ...(disabledModules && { disabledModules: [...new Set(disabledModules)] }),
    ...(auth && { authSettings: auth as AuthSettings }),
    ...(cashier && { cashierSettings: cashier }),
    ...(content && { contentSettings: content }),
    ...(contracts && { contractSettings: contracts }),
  });
  if (!found) throw new AppError('not.found');
  merchantDirectory(db).invalidate(merchantCode);
}
