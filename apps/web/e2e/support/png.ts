import sharp from 'sharp';

/** A real PNG of one colour, for upload tests. */
export function solidPng(width: number, height: number, [r, g, b]: [number, number, number]): Promise<Buffer> {
  return sharp({ create: { width, height, channels: 3, background: { r, g, b } } })
    .png()
    .toBuffer();
}

/** A real PNG with a diagonal gradient: a receipt-like picture whose thumbnail shows it is not one flat colour. */
export function gradientPng(width: number, height: number): Promise<Buffer> {
  const pixels = Buffer.alloc(width * height * 4);
  for (let y = 0; y < height; y++)
    for (let x = 0; x < width; x++)
      pixels.set(
        [40 + Math.round((180 * x) / width), 90, 150 + Math.round((90 * y) / height), 255],
        (y * width + x) * 4,
      );
  return sharp(pixels, { raw: { width, height, channels: 4 } })
    .png()
    .toBuffer();
}
