import type { createVendorSchema } from '@lotus/contract';
import type { z } from 'zod';
import type { Database } from '../../../db/database.ts';
import { isUniqueViolation } from '../../../db/sql-state.ts';
import { AppError, errorMessage } from '../../../platform/app-error.ts';
import { audited } from '../../../platform/audited-change.ts';
import { merchantDirectory } from '../../../platform/merchant/merchant-directory.ts';
import type { RequestContext } from '../../../platform/request-context.ts';
import { insertVendorRow, lockVendors } from './queries.ts';
import { oneVendorView, secretFingerprint } from './vendor-settings.ts';

const codeTaken = (ctx: RequestContext) =>
  new AppError('console.vendor.code.taken', {
    fields: { code: errorMessage('console.vendor.code.taken', ctx.language) },
  });

/**
 * A new vendor of the merchant, in the brand's currency, with no games yet. Its code is the merchant's once (any
 * case); the secret is stored for signing and never answered, the audit entry keeps its fingerprint only.
 */
export async function createVendor(
  db: Database,
  ctx: RequestContext,
  operatorId: number,
  input: z.output<typeof createVendorSchema>,
) {
  let view: Awaited<ReturnType<typeof oneVendorView>>;
  try {
    view = await db.orm.transaction(async (tx) => {
      // Locking the list makes adds and moves take turns; the unique index catches an add that raced past it.
      const vendors = await lockVendors(tx, ctx.merchant.id);
      if (vendors.some((v) => v.code.toUpperCase() === input.code)) throw codeTaken(ctx);
      const row = await audited(tx, ctx, {
        event: 'console.vendor.created',
        operatorId,
        act: () =>
          insertVendorRow(tx, {
            merchantId: ctx.merchant.id,
            code: input.code,
            name: input.name,
            walletMode: input.walletMode,
            secret: input.secret,
            launchUrl: input.launchUrl,
            currency: ctx.merchant.currency,
            enabled: input.enabled,
            sortOrder: input.sortOrder,
            createdAt: ctx.now,
            updatedAt: ctx.now,
          }),
        detail: (row) => ({
          vendorId: row.id,
          code: row.code,
          name: row.name,
          walletMode: row.walletMode,
          launchUrl: row.launchUrl,
          enabled: row.enabled,
          sortOrder: row.sortOrder,
          secretFingerprint: secretFingerprint(row.secret),
        }),
      });
      return oneVendorView(tx, row);
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw codeTaken(ctx);
    throw error;
  }
  // Every process reads the merchant's vendors afresh: the new one can launch and call the wallet at once.
  merchantDirectory(db).invalidate(ctx.merchant.code);
  return view;
}
