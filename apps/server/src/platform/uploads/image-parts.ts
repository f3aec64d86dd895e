import { createHash } from 'node:crypto';
import type {} from '@fastify/multipart';
import type { FastifyRequest } from 'fastify';
import { fileTypeFromBuffer } from 'file-type';
import { AppError } from '../app-error.ts';
import { refuseNul } from '../nul-characters.ts';
import { checkImageHeader, checkImagePixels, type ImageDimensionLimits } from './image-decoding.ts';

export interface ImageLimits {
  maxFiles: number;
  maxBytes: number;
  types: readonly string[];
  /** How large each picture may be decoded (see image-decoding.ts for each use's limits). */
  dimensions: ImageDimensionLimits;
}

export interface ImagePart {
  bytes: Uint8Array;
  contentType: string;
  sha256: string;
}

export interface ImageForm<F = Record<string, string>> {
  fields: F;
  images: ImagePart[];
}

/**
 * Reads a multipart form of text fields and image files. A file's type is what its bytes say (the name and the
 * declared type are ignored), each is at most `maxBytes`, its header claims no more than `dimensions`, and there are
 * at most `maxFiles`; text fields holding a NUL are refused, as in every other body. Then `checkFields` judges the
 * fields (and whatever else the request must pass), and only a form it accepts has its pictures decoded completely:
 * a form that would be refused anyway costs no decoding. Anything wrong is a clear error before anything is stored.
 */
export async function readImageForm<F = Record<string, string>>(
  request: FastifyRequest,
  limits: ImageLimits,
  checkFields: (fields: Record<string, string>) => F | Promise<F> = (fields) => fields as F,
): Promise<ImageForm<F>> {
  if (!request.isMultipart()) throw new AppError('request.invalid');
  const fields: Record<string, string> = {};
  const images: ImagePart[] = [];
  try {
    for await (const part of request.parts({ limits: { fileSize: limits.maxBytes, files: limits.maxFiles + 1 } })) {
      if (part.type === 'field') {
        if (typeof part.value !== 'string' || part.fieldname in fields) throw new AppError('request.invalid');
        refuseNul('body', { [part.fieldname]: part.value });
        fields[part.fieldname] = part.value;
        continue;
      }
      const bytes = new Uint8Array(await part.toBuffer());
      if (part.file.truncated) throw new AppError('upload.too.large');
      // An empty file input still sends a part; it is not an image the person meant to attach.
      if (bytes.length === 0 && part.filename === '') continue;
      if (images.length === limits.maxFiles) throw new AppError('upload.too.many');
      const sniffed = await fileTypeFromBuffer(bytes);
      if (!sniffed || !limits.types.includes(sniffed.mime)) throw new AppError('upload.type.invalid');
      await checkImageHeader(bytes, limits.dimensions);
      images.push({ bytes, contentType: sniffed.mime, sha256: createHash('sha256').update(bytes).digest('hex') });
    }
  } catch (error) {
    if (error instanceof AppError) throw error;
    const code = (error as { code?: string }).code;
    if (code === 'FST_REQ_FILE_TOO_LARGE') throw new AppError('upload.too.large');
    if (code === 'FST_FILES_LIMIT') throw new AppError('upload.too.many');
    if (code === 'FST_PARTS_LIMIT' || code === 'FST_FIELDS_LIMIT') throw new AppError('request.invalid');
    throw new AppError('request_body_required');
  }
  const checked = await checkFields(fields);
  for (const image of images) await checkImagePixels(image.bytes, limits.dimensions);
  return { fields: checked, images };
}
