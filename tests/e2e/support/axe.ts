import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { expect, type Frame, type Page, test } from '@playwright/test';
import type axe from 'axe-core';

/** Third-party stand-ins are not ours to judge. */
const NOT_OURS = [['[data-gsi-stand-in]'], ['[data-testid="human-check"]']];

/**
 * axe-core's minified build. Its `axe.source` is the unminified one, 1.5 MB against 0.65 MB, and each document
 * parses it anew (measured on /signin, ten passes each, alternated: 528 and 651 ms a load for `axe.source`, 416 and
 * 459 ms for this; the passes themselves took as long).
 */
const AXE_SOURCE = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

/**
 * Puts axe-core into each frame of the page that does not have it yet. A document keeps it until it is
 * navigated away, so the second width of a visit, or a later screen reached in the app, reuses it: loading
 * axe's half a megabyte of script was most of an axe pass (measured on /settings/lucy, six passes: 29 to 33 s
 * through @axe-core/playwright, which loads it twice a pass and finishes each pass in a new tab, 4 to 5 s here;
 * the same violations and passes found).
 */
async function injectAxe(page: Page): Promise<void> {
  const inject = async (frame: Frame) => {
    if (await frame.evaluate(() => 'axe' in window)) return;
    await frame.evaluate(AXE_SOURCE);
  };
  await inject(page.mainFrame());
  // Other frames are checked by the top frame's axe through their own copy, as axe's own integrations do; a
  // frame that cannot take it (detached, or gone with a navigation) is one axe cannot judge anyway.
  for (const frame of page.frames().slice(1)) await inject(frame).catch(() => undefined);
}

/** Axe must find no serious or critical violation. */
export async function expectNoSeriousA11yViolations(page: Page): Promise<void> {
  await injectAxe(page);
  const violations = await page.evaluate(async (exclude) => {
    const results = await (window as unknown as { axe: typeof axe }).axe.run(
      { exclude },
      // Only the violations are read: axe then keeps one example node of each passed rule, not every one.
      { resultTypes: ['violations'] },
    );
    return results.violations.map((violation) => ({
      id: violation.id,
      impact: violation.impact,
      help: violation.help,
      targets: violation.nodes.map((node) => node.target.join(' ')),
    }));
  }, NOT_OURS);
  const serious = violations.filter(
    (violation) => violation.impact === 'serious' || violation.impact === 'critical',
  );
  expect(serious).toEqual([]);
}

/** The widths every screen is checked at: a phone's and a laptop's. */
export const PHONE = { width: 390, height: 844 };
export const DESKTOP = { width: 1280, height: 800 };

/**
 * Runs `check` at 390 and then 1280 px, on the screen as it is: the window is resized under it, as an owner turning
 * a tablet or widening a window would, rather than the screen being reached again at the other width (a second
 * account, sign-in and journey for the same state). Leaves the page at 1280 px.
 */
export async function atBothWidths(
  page: Page,
  check: (viewport: typeof PHONE) => Promise<void>,
): Promise<void> {
  for (const viewport of [PHONE, DESKTOP]) {
    await test.step(`at ${viewport.width} px`, async () => {
      await page.setViewportSize(viewport);
      await check(viewport);
    });
  }
}

/** `expectNoSeriousA11yViolations` at 390 and then 1280 px in one visit (`atBothWidths`). */
export async function expectNoSeriousA11yViolationsAtBothWidths(page: Page): Promise<void> {
  await atBothWidths(page, () => expectNoSeriousA11yViolations(page));
}
