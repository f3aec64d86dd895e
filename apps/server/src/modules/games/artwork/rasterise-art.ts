import sharp from 'sharp';

/**
 * Pixels per SVG unit: a 300-unit game tile becomes 450 px, sharp at two to three device pixels per CSS pixel for
 * the 120 to 180 px tiles of phones and desktops.
 */
const SCALE = 1.5;

/**
 * The artwork as WebP, which is what the catalogue links. A browser lays out and paints every SVG image on the page's
 * main thread (its caption's text included: about 2 ms each on a phone, for dozens of tiles), while it decodes raster
 * images on other threads. The caption's font comes from the host's fonts (fontconfig): any sans-serif will do.
 */
export function rasteriseArt(svg: string): Promise<Buffer> {
  return sharp(Buffer.from(svg), { density: 72 * SCALE })
    .webp({ quality: 82 })
    .toBuffer();
}
