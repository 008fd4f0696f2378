import { mkdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { type Page, test } from '../../tests/e2e/support/test.ts';

/**
 * Every screenshot of the app, for people to look at what we built: `npm run screenshots` takes them all, at
 * phone (390 px) and desktop (1280 px) widths, into bench-results/screenshots/<family>-<screen>-<width>.png
 * (`SCREENSHOT_DIR` moves them), one file of this folder a family, with the helpers here. One family: `npm run screenshots -- -g billing`; one width: `--project phone`.
 * Other pages, signed out: `SCREENSHOT_PATHS=/signin,/signup npm run screenshots -- -g pages`.
 *
 * It runs under the Playwright runner (scripts/screenshots.config.ts starts the end-to-end servers) so it can use
 * the tests' helpers; it checks only what it needs to reach each screen. What the screens must do is the e2e
 * specs' job. Source your ports first (E2E_WEB_PORT ...) when others test on this machine.
 */
export const OUT =
  process.env.SCREENSHOT_DIR ?? fileURLToPath(new URL('../../bench-results/screenshots', import.meta.url));
mkdirSync(OUT, { recursive: true });

/** A full-page screenshot (or the viewport only) once the fonts are in and every animation that ends has ended. */
export async function shoot(page: Page, family: string, name: string, { fullPage = true } = {}) {
  await page.evaluate(async () => {
    await document.fonts.ready;
    const finite = document
      .getAnimations()
      .filter((animation) => animation.effect?.getComputedTiming().endTime !== Number.POSITIVE_INFINITY);
    // An animation cancelled on the way (its element left the page) rejects `finished`; it has ended all the same.
    await Promise.all(finite.map((animation) => animation.finished.catch(() => undefined)));
  });
  await page.screenshot({ path: `${OUT}/${family}-${name}-${test.info().project.name}.png`, fullPage });
}

export const isPhone = () => test.info().project.name === 'phone';
export const heading = (page: Page, name: string | RegExp) => page.getByRole('heading', { level: 1, name });
