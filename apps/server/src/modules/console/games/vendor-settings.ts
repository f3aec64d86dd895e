import { type ConsoleVendor, gameCategories, type moveVendorSchema, type updateVendorSchema } from '@lotus/contract';
import type { z } from 'zod';
import type { Database, Orm } from '../../../db/database.ts';
import { AppError } from '../../../platform/app-error.ts';
import { recordAudit } from '../../../platform/audit.ts';
import { auditedUpdate } from '../../../platform/audited-change.ts';
import { merchantDirectory } from '../../../platform/merchant/merchant-directory.ts';
import type { RequestContext } from '../../../platform/request-context.ts';
import { newToken, sha256 } from '../../../platform/secrets.ts';
import {
  allVendors,
  gameCountsByVendor,
  lockVendor,
  lockVendors,
  updateVendorRow,
  type VendorRow,
  vendorIconUploads,
  vendorIdsWithGamesIn,
} from './queries.ts';

/** Enough of the secret's hash to tell two secrets apart, nothing to sign with. */
export const secretFingerprint = (secret: string) => sha256(secret).slice(0, 12);

type Counts = Awaited<ReturnType<typeof gameCountsByVendor>>;

const categoryOrder = (gameType: string) => {
  const index = (gameCategories as readonly string[]).indexOf(gameType);
  return index === -1 ? gameCategories.length : index;
};

export function vendorView(row: VendorRow, counts: Counts, iconUploadId: string | undefined): ConsoleVendor {
  const categories = counts
    .filter((c) => c.vendorId === row.id)
    .map(({ gameType, games, enabledGames }) => ({ gameType, games, enabledGames }))
    .sort((a, b) => categoryOrder(a.gameType) - categoryOrder(b.gameType) || a.gameType.localeCompare(b.gameType));
  return {
    id: row.id,
    code: row.code,
    name: row.name,
    walletMode: row.walletMode,
    currency: row.currency,
    launchUrl: row.launchUrl,
    enabled: row.enabled,
    maintenance: row.maintenance,
    exclusive: row.exclusive,
    local: row.local,
    sortOrder: row.sortOrder,
    icon: iconUploadId ? `media/${iconUploadId}` : null,
    secretFingerprint: secretFingerprint(row.secret),
    categories,
    games: categories.reduce((sum, c) => sum + c.games, 0),
    updatedAt: row.updatedAt.getTime(),
  };
}

/** One vendor as the console shows it, read inside the caller's transaction. */
export async function oneVendorView(orm: Orm, row: VendorRow) {
  const [counts, icons] = await Promise.all([
    gameCountsByVendor(orm, row.merchantId, row.id),
    vendorIconUploads(orm, row.merchantId),
  ]);
  return vendorView(row, counts, icons.get(row.id));
}

async function vendorList(orm: Orm, merchantId: number) {
  const [rows, counts, icons] = await Promise.all([
    allVendors(orm, merchantId),
    gameCountsByVendor(orm, merchantId),
    vendorIconUploads(orm, merchantId),
  ]);
  return { list: rows.map((row) => vendorView(row, counts, icons.get(row.id))) };
}

export const listVendors = (db: Database, merchantId: number) => vendorList(db.orm, merchantId);

/** What the audit log keeps of a vendor's settings (never the secret). */
const settingsOf = (row: VendorRow) => ({
  name: row.name,
  enabled: row.enabled,
  maintenance: row.maintenance,
  exclusive: row.exclusive,
  local: row.local,
  sortOrder: row.sortOrder,
});
type VendorSettings = ReturnType<typeof settingsOf>;

/** Names, switches or place of a vendor; only what is given changes, and a change to nothing records nothing. */
export async function updateVendor(
  db: Database,
  ctx: RequestContext,
  operatorId: number,
  id: number,
  input: z.output<typeof updateVendorSchema>,
) {
  const view = await db.orm.transaction(async (tx) => {
    const vendor = await lockVendor(tx, ctx.merchant.id, id);
    if (!vendor) throw new AppError('not.found');
    const before = settingsOf(vendor);
    const after: VendorSettings = { ...before, ...input };
    const updated = await auditedUpdate(tx, ctx, {
      event: 'console.vendor.updated',
      operatorId,
      subject: { vendorId: vendor.id, code: vendor.code },
      before,
      after,
      write: () => updateVendorRow(tx, vendor.id, { ...after, updatedAt: ctx.now }),
    });
    return oneVendorView(tx, updated ?? vendor);
  });
  // Every process drops its cached copy of the merchant's vendors (the seamless wallet reads them from there).
  merchantDirectory(db).invalidate(ctx.merchant.code);
  return view;
}

/** Where `id` lands in `order` when it moves past its neighbour among `eligible` (all vendors when not given). */
export function movedOrder(
  order: number[],
  id: number,
  direction: z.output<typeof moveVendorSchema>['direction'],
  eligible?: Set<number>,
) {
  const lane = order.filter((v) => v === id || !eligible || eligible.has(v));
  const at = lane.indexOf(id);
  const target = { up: at - 1, down: at + 1, top: 0, bottom: lane.length - 1 }[direction];
  const anchor = lane[target];
  if (at === -1 || anchor === undefined || anchor === id) return order;
  const rest = order.filter((v) => v !== id);
  const anchorAt = rest.indexOf(anchor);
  // Moving up lands just before the neighbour, moving down just after it.
  rest.splice(target < at ? anchorAt : anchorAt + 1, 0, id);
  return rest;
}

/**
 * Moves a vendor one place (or to an end) in the players' order, within a category's lane when `gameType` is given,
 * and renumbers every vendor 0, 1, 2 …; a move that changes nothing records nothing.
 */
export async function moveVendor(
  db: Database,
  ctx: RequestContext,
  operatorId: number,
  id: number,
  input: z.output<typeof moveVendorSchema>,
) {
  return db.orm.transaction(async (tx) => {
    const vendors = await lockVendors(tx, ctx.merchant.id);
    const vendor = vendors.find((v) => v.id === id);
    if (!vendor) throw new AppError('not.found');
    const eligible = input.gameType ? await vendorIdsWithGamesIn(tx, ctx.merchant.id, input.gameType) : undefined;
    if (eligible && !eligible.has(id)) {
      throw new AppError('request.invalid', { fields: { gameType: 'The vendor has no games in this category' } });
    }
    const before = vendors.map((v) => v.id);
    const after = movedOrder(before, id, input.direction, eligible);
    if (after.every((v, index) => v === before[index])) return vendorList(tx, ctx.merchant.id);
    for (const [index, vendorId] of after.entries()) {
      if (vendors.find((row) => row.id === vendorId)?.sortOrder !== index) {
        await updateVendorRow(tx, vendorId, { sortOrder: index, updatedAt: ctx.now });
      }
    }
    const codeOf = (vendorId: number) => vendors.find((row) => row.id === vendorId)?.code;
    await recordAudit(tx, ctx, {
      event: 'console.vendor.moved',
      operatorId,
      detail: {
        vendorId: id,
        code: vendor.code,
        direction: input.direction,
        gameType: input.gameType ?? null,
        order: after.map(codeOf),
      },
    });
    return vendorList(tx, ctx.merchant.id);
  });
}

/**
 * A new random signing secret for the vendor, answered once: the vendor must be given it before it signs again.
 * The audit log keeps the old and new fingerprints only.
 */
export async function rotateVendorSecret(db: Database, ctx: RequestContext, operatorId: number, id: number) {
  const rotated = await db.orm.transaction(async (tx) => {
    const vendor = await lockVendor(tx, ctx.merchant.id, id);
    if (!vendor) throw new AppError('not.found');
    const secret = newToken();
    await updateVendorRow(tx, vendor.id, { secret, updatedAt: ctx.now });
    await recordAudit(tx, ctx, {
      event: 'console.vendor.secret.rotated',
      operatorId,
      detail: {
        vendorId: vendor.id,
        code: vendor.code,
        from: secretFingerprint(vendor.secret),
        to: secretFingerprint(secret),
      },
    });
    return { secret, secretFingerprint: secretFingerprint(secret) };
  });
  // The old secret must stop working at once, in every process.
  merchantDirectory(db).invalidate(ctx.merchant.code);
  return rotated;
}
