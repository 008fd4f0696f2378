import { seeded } from './support/accounts.ts';
import { expectNoSeriousA11yViolationsAtBothWidths, PHONE } from './support/axe.ts';
import { openSignedIn } from './support/signIn.ts';
import { expect, type Page, test } from './support/test.ts';

/**
 * Axe on the billing screens at 390 and 1280 px (each state checked at both, the window resized under it:
 * support/axe.ts), as seeded accounts see them (nothing is changed).
 */
const heading = (page: Page, name: string) => page.getByRole('heading', { level: 1, name });

test.describe('billing screens, axe at phone and desktop widths', () => {
  test.beforeEach(({ page }) => page.setViewportSize(PHONE));

  test('/setup/billing with the plans and the promo code form open', async ({ page }) => {
    await openSignedIn(page, seeded.noSubscription, '/setup/billing');
    await expect(page.getByRole('button', { name: 'Choose Business' })).toBeVisible();
    await page.getByText('Have a promo code?').click();
    await page.getByRole('button', { name: 'Apply' }).click();
    await expect(page.getByRole('textbox', { name: 'Promo code' })).toHaveAttribute('aria-invalid', 'true');
    await expectNoSeriousA11yViolationsAtBothWidths(page);
  });

  test('/settings/billing, with the upgrade question open', async ({ page }) => {
    await openSignedIn(page, seeded.active, '/settings/billing');
    await expect(heading(page, 'Manage your plan')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Upgrade to Business' })).toBeVisible();
    await expectNoSeriousA11yViolationsAtBothWidths(page);
    await page.setViewportSize(PHONE);
    await page.getByRole('button', { name: 'Upgrade to Business' }).click();
    await expect(page.getByRole('dialog', { name: 'Upgrade to Business?' })).toBeVisible();
    await expectNoSeriousA11yViolationsAtBothWidths(page);
  });

  test('/setup/loading/switched and /reactivate', async ({ page }) => {
    await openSignedIn(page, seeded.canceled, '/reactivate');
    await expect(heading(page, 'Reactivate Lucy')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Choose Professional' })).toBeVisible();
    await expectNoSeriousA11yViolationsAtBothWidths(page);
    await page.setViewportSize(PHONE);
    await page.goto('/setup/loading/switched');
    await expect(heading(page, 'Getting Lucy ready')).toBeVisible();
    await expectNoSeriousA11yViolationsAtBothWidths(page);
  });
});
