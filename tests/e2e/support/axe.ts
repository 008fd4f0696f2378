import AxeBuilder from '@axe-core/playwright';
import { expect, type Page, test } from '@playwright/test';

/** Axe must find no serious or critical violation. Third-party stand-ins are not ours to judge. */
export async function expectNoSeriousA11yViolations(page: Page): Promise<void> {
  const results = await new AxeBuilder({ page })
    .exclude('[data-gsi-stand-in]')
    .exclude('[data-testid="human-check"]')
    .analyze();
  const serious = results.violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map((violation) => ({
      id: violation.id,
      impact: violation.impact,
      help: violation.help,
      targets: violation.nodes.map((node) => node.target.join(' ')),
    }));
  expect(serious).toEqual([]);
}

/** The widths every screen is checked at: a phone's and a laptop's. */
export const PHONE = { width: 390, height: 844 };
export const DESKTOP = { width: 1280, height: 800 };

/**
 * `expectNoSeriousA11yViolations` at 390 and then 1280 px, on the screen as it is: the window is resized under
 * it, as an owner turning a tablet or widening a window would, rather than the screen being reached again at
 * the other width (a second account, sign-in and journey for the same state). Leaves the page at 1280 px.
 */
export async function expectNoSeriousA11yViolationsAtBothWidths(page: Page): Promise<void> {
  for (const viewport of [PHONE, DESKTOP]) {
    await test.step(`axe at ${viewport.width} px`, async () => {
      await page.setViewportSize(viewport);
      await expectNoSeriousA11yViolations(page);
    });
  }
}
