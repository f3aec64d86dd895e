import { CATALOGUE_ICON_MAX_BYTES, CATALOGUE_ICON_TYPES } from '@lotus/contract';
import type { FastifyRequest } from 'fastify';
import type { Database } from '../../../db/database.ts';
import { AppError } from '../../../platform/app-error.ts';
import { recordAudit } from '../../../platform/audit.ts';
import type { RequestContext } from '../../../platform/request-context.ts';
import { ICON_DIMENSIONS } from '../../../platform/uploads/image-decoding.ts';
import { type ImagePart, readImageForm } from '../../../platform/uploads/image-parts.ts';
import { storeUpload } from '../../../platform/uploads/uploads.ts';
import { gameView, generatedGameIcon, isUploadedIcon } from './game-settings.ts';
import {
  deleteVendorIconUploads,
  gameIconPurpose,
  lockGame,
  lockVendor,
  updateGameRow,
  vendorIconPurpose,
} from './queries.ts';
import { oneVendorView } from './vendor-settings.ts';

const ICON_LIMITS = {
  maxFiles: 1,
  maxBytes: CATALOGUE_ICON_MAX_BYTES,
  types: CATALOGUE_ICON_TYPES,
  dimensions: ICON_DIMENSIONS,
};

/**
 * The one icon of an upload form, its type taken from its bytes. The shared reader's messages speak of players'
 * proofs (5 MB, png or jpg); icons answer with their own limits.
 */
export async function readIconForm(request: FastifyRequest): Promise<ImagePart> {
  let images: ImagePart[];
  try {
    ({ images } = await readImageForm(request, ICON_LIMITS));
  } catch (error) {
    if (error instanceof AppError && error.code === 'upload.type.invalid') {
      throw new AppError('catalogue.icon.type.invalid');
    }
    if (error instanceof AppError && error.code === 'upload.too.large') throw new AppError('catalogue.icon.too.large');
    if (error instanceof AppError && error.code === 'upload.too.many') {
      throw new AppError('request.invalid', { fields: { icon: 'Send one image' } });
    }
    throw error;
  }
  const [image] = images;
  if (!image) throw new AppError('request.invalid', { fields: { icon: 'Choose an image' } });
  return image;
}

const uploadDetail = (uploadId: string, image: ImagePart) => ({
  uploadId,
  contentType: image.contentType,
  size: image.bytes.length,
  sha256: image.sha256,
});

/** Stores the image and makes it the game's icon (`media/<upload id>`), in one transaction with its audit entry. */
export async function uploadGameIcon(
  db: Database,
  ctx: RequestContext,
  operatorId: number,
  id: number,
  image: ImagePart,
) {
  return db.orm.transaction(async (tx) => {
    const found = await lockGame(tx, ctx.merchant.id, id);
    if (!found) throw new AppError('not.found');
    const owner = { merchantId: ctx.merchant.id, memberId: null };
    const uploadId = await storeUpload(tx, owner, gameIconPurpose(found.game.id), image, ctx.now);
    const updated = await updateGameRow(tx, found.game.id, { icon: `media/${uploadId}`, updatedAt: ctx.now });
    await recordAudit(tx, ctx, {
      event: 'console.game.icon.uploaded',
      operatorId,
      detail: {
        gameId: found.game.id,
        vendor: found.vendorCode,
        gameCode: found.game.gameCode,
        from: found.game.icon,
        ...uploadDetail(uploadId, image),
      },
    });
    return gameView(updated, found.vendorCode);
  });
}

/**
 * Brings back the generated artwork. The old upload stays (its URL may be cached by players and image hosts; it is
 * immutable), so a reset of a game already on its artwork changes and records nothing.
 */
export async function resetGameIcon(db: Database, ctx: RequestContext, operatorId: number, id: number) {
  return db.orm.transaction(async (tx) => {
    const found = await lockGame(tx, ctx.merchant.id, id);
    if (!found) throw new AppError('not.found');
    const icon = generatedGameIcon(found.vendorCode, found.game.gameCode);
    if (found.game.icon === icon) return gameView(found.game, found.vendorCode);
    const updated = await updateGameRow(tx, found.game.id, { icon, updatedAt: ctx.now });
    await recordAudit(tx, ctx, {
      event: 'console.game.icon.reset',
      operatorId,
      detail: {
        gameId: found.game.id,
        vendor: found.vendorCode,
        gameCode: found.game.gameCode,
        from: found.game.icon,
        to: icon,
        wasUpload: isUploadedIcon(found.game.icon),
      },
    });
    return gameView(updated, found.vendorCode);
  });
}

/**
 * A vendor's uploaded icon. `game_vendors` has no icon column, so the vendor's icon is its newest upload whose purpose
 * names the vendor (see `uploadedVendorIcons`); players' vendor cards use it in place of the generated artwork.
 */
export async function uploadVendorIcon(
  db: Database,
  ctx: RequestContext,
  operatorId: number,
  id: number,
  image: ImagePart,
) {
  return db.orm.transaction(async (tx) => {
    const vendor = await lockVendor(tx, ctx.merchant.id, id);
    if (!vendor) throw new AppError('not.found');
    const owner = { merchantId: ctx.merchant.id, memberId: null };
    const uploadId = await storeUpload(tx, owner, vendorIconPurpose(vendor.id), image, ctx.now);
    await recordAudit(tx, ctx, {
      event: 'console.vendor.icon.uploaded',
      operatorId,
      detail: { vendorId: vendor.id, code: vendor.code, ...uploadDetail(uploadId, image) },
    });
    return oneVendorView(tx, vendor);
  });
}

/** Back to the generated artwork: the vendor's uploads are removed (nothing else points at them). */
export async function resetVendorIcon(db: Database, ctx: RequestContext, operatorId: number, id: number) {
  return db.orm.transaction(async (tx) => {
    const vendor = await lockVendor(tx, ctx.merchant.id, id);
    if (!vendor) throw new AppError('not.found');
    const removed = await deleteVendorIconUploads(tx, ctx.merchant.id, vendor.id);
    if (removed.length > 0) {
      await recordAudit(tx, ctx, {
        event: 'console.vendor.icon.reset',
        operatorId,
        detail: { vendorId: vendor.id, code: vendor.code, removed },
      });
    }
    return oneVendorView(tx, vendor);
  });
}
