/**
 * `npm run icons`: draws the web app's PNG icons (web/public/icons) from their SVG sources in Chromium, so the
 * committed PNGs always match the brand mark. Run it after changing an SVG; the PNGs are committed.
 */
import { readFile } from 'node:fs/promises';
import { chromium } from '@playwright/test';
import { chromiumArgs, chromiumPath } from '../playwright.config.ts';

const folder = new URL('../web/public/icons/', import.meta.url);
const icons = [
  { source: 'lucy.svg', sizes: [32, 180, 192, 512] },
  { source: 'lucy-maskable.svg', sizes: [192, 512] },
];

const browser = await chromium.launch({ executablePath: chromiumPath, args: chromiumArgs });
try {
  for (const { source, sizes } of icons) {
    const svg = await readFile(new URL(source, folder), 'utf8');
    for (const size of sizes) {
      const page = await browser.newPage({ viewport: { width: size, height: size } });
      await page.setContent(
        `<style>html,body{margin:0;background:transparent}svg{display:block;width:${size}px;height:${size}px}</style>${svg}`,
      );
      const name = source.replace('.svg', `-${size}.png`);
      await page.screenshot({ path: new URL(name, folder).pathname, omitBackground: true });
      await page.close();
      console.log(`web/public/icons/${name}`);
    }
  }
} finally {
  await browser.close();
}
