import { crc32, deflateSync } from 'node:zlib';
import sharp from 'sharp';

const picture = () => sharp({ create: { width: 24, height: 16, channels: 3, background: '#33aa77' } });

/** Small real pictures of each kind the uploads accept; each decodes completely. */
export async function sampleImages() {
  return {
    png: await picture().png().toBuffer(),
    jpeg: await picture().jpeg().toBuffer(),
    webp: await picture().webp().toBuffer(),
    gif: await picture().gif().toBuffer(),
  };
}

function pngChunk(type: string, data: Buffer) {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body) >>> 0);
  return Buffer.concat([length, body, crc]);
}

/**
 * A PNG of under a hundred bytes whose well-formed header claims `width` × `height` pixels (8-bit RGB): what a
 * decompression bomb looks like before anyone decodes it.
 */
export function pngClaiming(width: number, height: number) {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header[8] = 8; // bits per sample
  header[9] = 2; // RGB
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    pngChunk('IHDR', header),
    pngChunk('IDAT', deflateSync(Buffer.alloc(64))),
    pngChunk('IEND', Buffer.alloc(0)),
  ]);
}

/** A real JPEG cut off half-way, as an interrupted transfer leaves it: its header reads, its pixels do not. */
export async function truncatedJpeg() {
  const noise = { type: 'gaussian', mean: 128, sigma: 40 } as const;
  const whole = await sharp({ create: { width: 200, height: 150, channels: 3, background: '#000', noise } })
    .jpeg()
    .toBuffer();
  return whole.subarray(0, Math.floor(whole.length / 2));
}
