import { CONTENT_IMAGE_FIELD, CONTENT_IMAGE_MAX_BYTES, CONTENT_IMAGE_TYPES } from '@lotus/contract';
import type { FastifyRequest } from 'fastify';
import type { Database } from '../../../db/database.ts';
import { AppError } from '../../../platform/app-error.ts';
import { recordAudit } from '../../../platform/audit.ts';
import type { RequestContext } from '../../../platform/request-context.ts';
import { CONTENT_IMAGE_DIMENSIONS } from '../../../platform/uploads/image-decoding.ts';
import { type ImagePart, readImageForm } from '../../../platform/uploads/image-parts.ts';
import { storeUpload } from '../../../platform/uploads/uploads.ts';

/** Uploads served publicly at `/media/<id>` besides catalogue icons: banner and announcement pictures. */
export const CONTENT_IMAGE_PURPOSE = 'content-image';

const LIMITS = {
  maxFiles: 1,
  maxBytes: CONTENT_IMAGE_MAX_BYTES,
  types: CONTENT_IMAGE_TYPES,
  dimensions: CONTENT_IMAGE_DIMENSIONS,
};
const pleaseSend = (message: string) => new AppError('request.invalid', { fields: { [CONTENT_IMAGE_FIELD]: message } });

/**
 * The one image of the form (field `image`), its type taken from its bytes. The shared reader's messages speak of
 * players' proofs; content images answer with their own limits.
 */
export async function readContentImageForm(request: FastifyRequest): Promise<ImagePart> {
  let images: ImagePart[];
  try {
    ({ images } = await readImageForm(request, LIMITS));
  } catch (error) {
    if (error instanceof AppError && error.code === 'upload.type.invalid')
      throw new AppError('content.image.type.invalid');
    if (error instanceof AppError && error.code === 'upload.too.large') throw new AppError('content.image.too.large');
    if (error instanceof AppError && error.code === 'upload.too.many') throw pleaseSend('Send one image');
    throw error;
  }
  const [image] = images;
  if (!image) throw pleaseSend('Choose an image');
  return image;
}

/** Stores the picture with its audit entry; it is public from then on at `media/<id>`. */
export async function uploadContentImage(db: Database, ctx: RequestContext, operatorId: number, image: ImagePart) {
  return db.orm.transaction(async (tx) => {
    const owner = { merchantId: ctx.merchant.id, memberId: null };
    const id = await storeUpload(tx, owner, CONTENT_IMAGE_PURPOSE, image, ctx.now);
    await recordAudit(tx, ctx, {
      event: 'console.content.image.uploaded',
      operatorId,
      detail: { uploadId: id, contentType: image.contentType, size: image.bytes.length, sha256: image.sha256 },
    });
    return { id, url: `media/${id}` };
  });
}
