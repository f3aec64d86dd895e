import type { consoleSettingsPatchSchema, MerchantSettingsPatch } from '@lotus/contract';
import type { z } from 'zod';
import type { Database } from '../../../db/database.ts';
import type { RequestContext } from '../../../platform/request-context.ts';
import { updateMerchantSettings } from '../../system/merchant-settings.ts';

/**
 * Replaces the sections an admin sent (amounts already read as minor units by the contract), audited per section
 * under the operator's name; players see the change on their next request.
 */
export async function changeSettings(
  db: Database,
  ctx: RequestContext,
  operatorId: number,
  patch: z.output<typeof consoleSettingsPatchSchema>,
) {
  await updateMerchantSettings(db, ctx.merchant.code, patch as MerchantSettingsPatch, { source: ctx, operatorId });
}
