/**
 * `npm run screenshots -- [--base-url URL] [--out DIR] /path ...`: full-page Chromium screenshots of each path
 * at phone (390 px) and desktop (1280 px) widths, for looking at what we built. Needs a running app
 * (`npm start`, or a preview server).
 */
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { chromium } from '@playwright/test';
import { chromiumArgs, chromiumPath } from '../playwright.config.ts';

const { values, positionals } = parseArgs({
  allowPositionals: true,
  options: {
    'base-url': { type: 'string', default: 'http://localhost:5173' },
    out: { type: 'string', default: 'bench-results/screenshots' },
  },
});

const widths = [
  { name: 'phone', width: 390, height: 844 },
  { name: 'desktop', width: 1280, height: 800 },
];

mkdirSync(values.out, { recursive: true });
const browser = await chromium.launch({ executablePath: chromiumPath, args: chromiumArgs });
try {
  for (const path of positionals.length ? positionals : ['/']) {
    for (const { name, width, height } of widths) {
      const page = await browser.newPage({ viewport: { width, height } });
      await page.goto(`${values['base-url']}${path}`, { waitUntil: 'networkidle' });
      const file = join(
        values.out,
        `${path.replaceAll(/[^a-z0-9]+/gi, '_').replace(/^_|_$/g, '') || 'root'}-${name}.png`,
      );
      await page.screenshot({ path: file, fullPage: true });
      console.log(file);
      await page.close();
    }
  }
} finally {
  await browser.close();
}
