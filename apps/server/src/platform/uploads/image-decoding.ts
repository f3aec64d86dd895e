import sharp, { type Metadata } from 'sharp';
import { AppError } from '../app-error.ts';

/** How large a picture may be once decoded, whatever its size in bytes. */
export interface ImageDimensionLimits {
  /** Width and height of the picture (of each frame, for an animation), in pixels. */
  maxSide: number;
  /** Pixels of the whole picture, every frame of an animation counted. */
  maxPixels: number;
}

/**
 * Players' proofs and feedback screenshots: a phone photo (12 to 40 megapixels) or a long scrolling screenshot of a
 * banking app (narrow and very tall), which is why a side may be longer than the pixel count alone suggests.
 */
export const PHOTO_DIMENSIONS: ImageDimensionLimits = { maxSide: 16_384, maxPixels: 40_000_000 };
/** Catalogue icons, shown at a few hundred pixels at most. */
export const ICON_DIMENSIONS: ImageDimensionLimits = { maxSide: 2048, maxPixels: 2048 * 2048 };
/** Banners and announcement pictures: wide, up to twice a 4K screen's width, animations included. */
export const CONTENT_IMAGE_DIMENSIONS: ImageDimensionLimits = { maxSide: 8192, maxPixels: 16_777_216 };

const MEGAPIXEL = 1_000_000;

/**
 * Checks what the picture's header claims, decoding no pixel: a few bytes can claim 60000 × 60000 pixels, billions of
 * them to decode. Cheap, so a form runs it on every file as it arrives, before its fields are judged.
 */
export async function checkImageHeader(bytes: Uint8Array, limits: ImageDimensionLimits): Promise<void> {
  // `animated`: every frame counts (height is then the frames' heights added up); reading the header decodes nothing.
  let header: Metadata;
  try {
    header = await sharp(bytes, { animated: true, limitInputPixels: false }).metadata();
  } catch {
    throw new AppError('upload.image.unreadable');
  }
  const { width, height } = header;
  const frameHeight = header.pageHeight ?? height;
  if (!width || !height || !frameHeight) throw new AppError('upload.image.unreadable');
  if (width > limits.maxSide || frameHeight > limits.maxSide || width * height > limits.maxPixels) {
    throw new AppError('upload.image.dimensions', {
      maxSide: limits.maxSide,
      maxMegapixels: Math.floor(limits.maxPixels / MEGAPIXEL),
      width,
      height: frameHeight,
    });
  }
}

/**
 * Decodes every pixel of every frame once, so a truncated or corrupt file is refused here rather than shown broken to
 * whoever opens it later. Costly (a second per 40-megapixel photo): only for a picture whose header passed and whose
 * form is otherwise valid.
 */
export async function checkImagePixels(bytes: Uint8Array, limits: ImageDimensionLimits): Promise<void> {
  try {
    // Statistics read every pixel without keeping the picture in memory; `failOn: 'error'` tolerates the harmless
    // warnings some cameras' files raise but not missing or corrupt data.
    await sharp(bytes, { animated: true, limitInputPixels: limits.maxPixels, failOn: 'error' }).stats();
  } catch {
    throw new AppError('upload.image.unreadable');
  }
}

/** Checks that the picture decodes completely within the limits: its header first, then its pixels. */
export async function checkImageDecodes(bytes: Uint8Array, limits: ImageDimensionLimits): Promise<void> {
  await checkImageHeader(bytes, limits);
  await checkImagePixels(bytes, limits);
}
