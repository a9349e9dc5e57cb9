// Draws the app's icons (apps/web/public/*.png) from its favicon's letter in Chromium, the browser the
// journeys already use: `node scripts/generate-icons.mjs`. Run it again when apps/web/public/favicon.svg
// changes, and commit the PNGs (docs/decisions/069).
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium } from '@playwright/test';

const publicDir = path.join(path.dirname(fileURLToPath(import.meta.url)), '../apps/web/public');
const favicon = fs.readFileSync(path.join(publicDir, 'favicon.svg'), 'utf8');
const letter = /<path d="([^"]+)"/.exec(favicon)?.[1];
if (!letter) throw new Error('favicon.svg has no <path d="…">.');

/** `inset`: the share of the square the letter's 32-unit box fills; `rounded`: the favicon's corners. */
function svg(size, { inset, rounded }) {
  const scale = (size * inset) / 32;
  const offset = (size - 32 * scale) / 2;
  const radius = rounded ? (size * 6) / 32 : 0;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${size}" height="${size}" viewBox="0 0 ${size} ${size}"><rect width="${size}" height="${size}" rx="${radius}" fill="#171717"/><path transform="translate(${offset} ${offset}) scale(${scale})" d="${letter}" fill="#fafafa"/></svg>`;
}

const icons = [
  { file: 'icon-192.png', size: 192, inset: 1, rounded: true },
  { file: 'icon-512.png', size: 512, inset: 1, rounded: true },
  // A maskable icon is cropped to a circle or squircle by the phone: full bleed, the letter within the safe zone.
  { file: 'icon-maskable-512.png', size: 512, inset: 0.7, rounded: false },
  { file: 'apple-touch-icon.png', size: 180, inset: 0.85, rounded: false },
];

const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium' });
try {
  for (const icon of icons) {
    const page = await browser.newPage({ viewport: { width: icon.size, height: icon.size } });
    await page.setContent(
      `<html><body style="margin:0;background:transparent">${svg(icon.size, icon)}</body></html>`,
    );
    await page.locator('svg').screenshot({ path: path.join(publicDir, icon.file), omitBackground: true });
    await page.close();
  }
} finally {
  await browser.close();
}
