import sharp from 'sharp';
import { beforeAll, describe, expect, it } from 'vitest';
import { pngClaiming, sampleImages, truncatedJpeg } from '../../../test/image-fixtures.ts';
import { checkImageDecodes } from './image-decoding.ts';

const roomy = { maxSide: 1000, maxPixels: 1_000_000 };
const refusal = (code: string) => expect.objectContaining({ code });

let samples: Awaited<ReturnType<typeof sampleImages>>;
beforeAll(async () => {
  samples = await sampleImages();
});

describe('checkImageDecodes', () => {
  it('accepts real pictures of every accepted kind', async () => {
    for (const [kind, bytes] of Object.entries(samples)) {
      await expect(checkImageDecodes(bytes, roomy), kind).resolves.toBeUndefined();
    }
  });

  it('measures against both limits, the edges included', async () => {
    const wide = await sharp({ create: { width: 100, height: 10, channels: 3, background: '#123456' } })
      .png()
      .toBuffer();
    await expect(checkImageDecodes(wide, { maxSide: 100, maxPixels: 1000 })).resolves.toBeUndefined();
    await expect(checkImageDecodes(wide, { maxSide: 99, maxPixels: 1000 })).rejects.toEqual(
      refusal('upload.image.dimensions'),
    );
    await expect(checkImageDecodes(wide, { maxSide: 100, maxPixels: 999 })).rejects.toEqual(
      refusal('upload.image.dimensions'),
    );
  });

  it('refuses a header that claims more pixels than allowed before decoding any', async () => {
    await expect(checkImageDecodes(pngClaiming(60_000, 60_000), roomy)).rejects.toMatchObject({
      code: 'upload.image.dimensions',
      value: { maxSide: 1000, maxMegapixels: 1, width: 60_000, height: 60_000 },
    });
  });

  it('counts every frame of an animation, while each frame is measured on its own', async () => {
    const frame = (background: string) =>
      sharp({ create: { width: 20, height: 10, channels: 4, background } })
        .png()
        .toBuffer();
    const frames = await Promise.all([frame('#f00'), frame('#0f0'), frame('#00f')]);
    const animation = await sharp(frames, { join: { animated: true } })
      .gif()
      .toBuffer();
    await expect(checkImageDecodes(animation, { maxSide: 20, maxPixels: 600 })).resolves.toBeUndefined();
    await expect(checkImageDecodes(animation, { maxSide: 20, maxPixels: 599 })).rejects.toEqual(
      refusal('upload.image.dimensions'),
    );
  });

  it('refuses pictures that do not decode completely, and bytes that are no picture', async () => {
    const noise = { type: 'gaussian', mean: 128, sigma: 40 } as const;
    const png = await sharp({ create: { width: 120, height: 90, channels: 3, background: '#000', noise } })
      .png()
      .toBuffer();
    for (const bytes of [
      await truncatedJpeg(),
      png.subarray(0, Math.floor(png.length / 2)),
      Buffer.from('not a picture at all'),
    ]) {
      await expect(checkImageDecodes(bytes, roomy)).rejects.toEqual(refusal('upload.image.unreadable'));
    }
  });
});
