/**
 * `npm run icons`: draws every PNG icon from its SVG source in Chromium, so the committed icons always match
 * the brand mark. Run it after changing an SVG; the PNGs (and the Windows .ico) are committed.
 *
 * - web/public/icons: the web app's favicon, touch and manifest icons;
 * - build/: the desktop app's, for electron-builder, all from the one mark (web/public/icons/lucy.svg):
 *   icon.png (1024 px, drawn inside the margin macOS icons keep around their shape; electron-builder makes
 *   the .icns from it), icons/{size}x{size}.png (the Linux set), icon.ico (Windows, 16 to 256 px).
 */
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import { type Browser, chromium } from '@playwright/test';
import { chromiumArgs, chromiumPath } from '../playwright.config.ts';
import { icoFile } from './ico.ts';
import { LINUX_ICON_SIZES, WINDOWS_ICON_SIZES } from './iconSizes.ts';

const webIcons = new URL('../web/public/icons/', import.meta.url);
const desktopIcons = new URL('../build/', import.meta.url);
const brandMark = new URL('lucy.svg', webIcons);

/** Apple's icon grid: the shape fills 824 of the 1024 px, the rest is the margin its shadow and the Dock use. */
const MAC_ICON_SIZE = 1024;
const MAC_SHAPE_SIZE = 824;

/** The SVG drawn `shape` px wide in the middle of a transparent `size` px square, as PNG bytes. */
async function draw(browser: Browser, svg: string, size: number, shape = size): Promise<Buffer> {
  const page = await browser.newPage({ viewport: { width: size, height: size } });
  try {
    const margin = (size - shape) / 2;
    await page.setContent(
      `<style>html,body{margin:0;background:transparent}svg{display:block;width:${shape}px;height:${shape}px;margin:${margin}px}</style>${svg}`,
    );
    return await page.screenshot({ omitBackground: true });
  } finally {
    await page.close();
  }
}

async function save(folder: URL, name: string, bytes: Buffer): Promise<void> {
  await writeFile(new URL(name, folder), bytes);
  console.log(new URL(name, folder).pathname);
}

const browser = await chromium.launch({ executablePath: chromiumPath, args: chromiumArgs });
try {
  for (const { source, sizes } of [
    { source: 'lucy.svg', sizes: [32, 180, 192, 512] },
    { source: 'lucy-maskable.svg', sizes: [192, 512] },
  ]) {
    const svg = await readFile(new URL(source, webIcons), 'utf8');
    for (const size of sizes)
      await save(webIcons, source.replace('.svg', `-${size}.png`), await draw(browser, svg, size));
  }

  const mark = await readFile(brandMark, 'utf8');
  await mkdir(new URL('icons/', desktopIcons), { recursive: true });
  await save(desktopIcons, 'icon.png', await draw(browser, mark, MAC_ICON_SIZE, MAC_SHAPE_SIZE));
  for (const size of LINUX_ICON_SIZES) {
    await save(desktopIcons, `icons/${size}x${size}.png`, await draw(browser, mark, size));
  }
  const windows = [];
  for (const size of WINDOWS_ICON_SIZES) windows.push({ size, png: await draw(browser, mark, size) });
  await save(desktopIcons, 'icon.ico', icoFile(windows));
} finally {
  await browser.close();
}
