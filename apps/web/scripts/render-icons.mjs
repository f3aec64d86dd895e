// Renders the PWA PNG icons from their SVG sources with Chromium (playwright-core). Run from apps/web:
//   node scripts/render-icons.mjs
import { readFileSync, writeFileSync } from 'node:fs';
import { chromium } from 'playwright-core';

const icons = [
  { source: 'public/icons/icon.svg', out: 'public/icons/icon-192.png', size: 192 },
  { source: 'public/icons/icon.svg', out: 'public/icons/icon-512.png', size: 512 },
  { source: 'public/icons/icon-maskable.svg', out: 'public/icons/icon-maskable-512.png', size: 512 },
];

const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking'],
});
try {
  for (const icon of icons) {
    const page = await browser.newPage({ viewport: { width: icon.size, height: icon.size } });
    const svg = readFileSync(icon.source, 'utf8');
    await page.setContent(
      `<html><body style="margin:0;background:transparent">${svg.replace('<svg ', `<svg style="width:${icon.size}px;height:${icon.size}px;display:block" `)}</body></html>`,
    );
    writeFileSync(icon.out, await page.screenshot({ omitBackground: true }));
    await page.close();
    console.log(`${icon.out} (${icon.size}px)`);
  }
} finally {
  await browser.close();
}
