import { randomInt } from 'node:crypto';
import sharp from 'sharp';
import { glyphs } from './glyphs.ts';

const WIDTH = 120;
const HEIGHT = 40;
const SCALE = 3;

/**
 * Draws the text as a PNG: each character from a 5×7 bitmap, scaled, in its own dark colour with a random
 * vertical jitter and slant, over a light background with crossing lines and speckles.
 */
export function drawCaptcha(text: string): Promise<Buffer> {
  const pixels = new Uint8Array(WIDTH * HEIGHT * 4);
  const put = (x: number, y: number, [r, g, b]: readonly number[]) => {
    if (x < 0 || y < 0 || x >= WIDTH || y >= HEIGHT) return;
    const i = (y * WIDTH + x) * 4;
    pixels[i] = r ?? 0;
    pixels[i + 1] = g ?? 0;
    pixels[i + 2] = b ?? 0;
    pixels[i + 3] = 255;
  };
  const light = [230 + randomInt(20), 230 + randomInt(20), 230 + randomInt(20)];
  for (let y = 0; y < HEIGHT; y++) for (let x = 0; x < WIDTH; x++) put(x, y, light);

  const dark = () => [randomInt(120), randomInt(120), randomInt(120)];
  const step = Math.floor(WIDTH / (text.length + 1));
  [...text].forEach((char, index) => {
    const glyph = glyphs[char] ?? [];
    const colour = dark();
    const left = step * index + Math.floor(step / 2) + randomInt(-3, 4);
    const top = 6 + randomInt(-4, 5);
    const slant = randomInt(-1, 2);
    glyph.forEach((row, gy) => {
      [...row].forEach((cell, gx) => {
        if (cell !== '#') return;
        const shift = Math.round((slant * (3 - gy)) / 2);
        for (let dy = 0; dy < SCALE; dy++) {
          for (let dx = 0; dx < SCALE; dx++) put(left + gx * SCALE + dx + shift, top + gy * SCALE + dy, colour);
        }
      });
    });
  });

  for (let line = 0; line < 4; line++) {
    const colour = dark();
    let y = randomInt(HEIGHT);
    const slope = randomInt(-2, 3);
    for (let x = 0; x < WIDTH; x++) {
      if (x % 6 === 0) y = Math.min(HEIGHT - 1, Math.max(0, y + (slope === 0 ? randomInt(-1, 2) : Math.sign(slope))));
      put(x, y, colour);
    }
  }
  for (let dot = 0; dot < 180; dot++) put(randomInt(WIDTH), randomInt(HEIGHT), dark());
  return sharp(pixels, { raw: { width: WIDTH, height: HEIGHT, channels: 4 } })
    .png()
    .toBuffer();
}
