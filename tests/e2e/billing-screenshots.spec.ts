import { seeded } from './support/accounts.ts';
import { signIn } from './support/signIn.ts';
import { expect, type Page, test } from './support/test.ts';

/**
 * Screenshots of the billing screens at 390 and 1280 px, for people to look at
 * (bench-results/screenshots/billing-*.png). Run with SCREENSHOTS=1; skipped otherwise. Seeded accounts only
 * look, so nothing is changed.
 */
test.skip(!process.env.SCREENSHOTS, 'screenshots only when SCREENSHOTS=1');
test.slow(() => true, 'a long flow');

const WIDTHS = [
  { name: 'phone', width: 390, height: 844 },
  { name: 'desktop', width: 1280, height: 800 },
] as const;

async function shoot(page: Page, name: string, width: string) {
  await page.evaluate(() => document.fonts.ready);
  await page.screenshot({ path: `bench-results/screenshots/billing-${name}-${width}.png`, fullPage: true });
}

const heading = (page: Page, name: string) => page.getByRole('heading', { level: 1, name });

for (const viewport of WIDTHS) {
  test.describe(viewport.name, () => {
    test.use({ viewport });

    test('onboarding: /setup/billing and the loading page with its slow message', async ({ page }) => {
      await signIn(page, seeded.noSubscription, undefined, '/setup/billing?promoCode=WELCOME20');
      await expect(page.getByText('Promo code WELCOME20 applied')).toBeVisible();
      await shoot(page, 'setup', viewport.name);
      await page.goto('/setup/billing');
      await expect(page.getByRole('button', { name: 'Choose Business' })).toBeVisible();
      await page.getByRole('radio', { name: /Annual/ }).check();
      await shoot(page, 'setup-annual', viewport.name);
      await page.goto('/setup/loading');
      await expect(heading(page, 'Getting Lucy ready')).toBeVisible();
      await shoot(page, 'loading', viewport.name);
      await expect(page.getByText('This is taking longer than usual')).toBeVisible({ timeout: 30_000 });
      await shoot(page, 'loading-slow', viewport.name);
    });

    test('Manage Plan: active, with the upgrade question, set to cancel, payment failed', async ({
      page,
    }) => {
      await signIn(page, seeded.active, undefined, '/settings/billing');
      await expect(page.getByRole('button', { name: 'Upgrade to Business' })).toBeVisible();
      await shoot(page, 'manage-active', viewport.name);
      await page.getByRole('button', { name: 'Upgrade to Business' }).click();
      await expect(page.getByRole('dialog')).toBeVisible();
      await shoot(page, 'manage-upgrade-question', viewport.name);
      await page.getByRole('button', { name: 'Go back' }).click();
      await page.getByRole('button', { name: 'Cancel plan' }).click();
      await expect(page.getByRole('dialog', { name: 'Cancel your plan?' })).toBeVisible();
      await shoot(page, 'manage-cancel-question', viewport.name);
    });

    for (const [name, email] of [
      ['cancelling', 'owner.cancelling@example.com'],
      ['pastdue', seeded.pastDue],
      ['free', seeded.free],
      ['canceled', seeded.canceled],
    ] as const) {
      test(`Manage Plan: ${name}`, async ({ page }) => {
        await signIn(page, email, undefined, '/settings/billing');
        await expect(page.getByRole('heading', { level: 3, name: 'Business' })).toBeVisible();
        await shoot(page, `manage-${name}`, viewport.name);
      });
    }

    test('/reactivate: a canceled paid plan, and a free plan refused within 30 days', async ({ page }) => {
      await signIn(page, seeded.canceled, undefined, '/reactivate');
      await expect(page.getByRole('button', { name: 'Choose Business' })).toBeVisible();
      await shoot(page, 'reactivate-paid', viewport.name);
      await page.getByRole('button', { name: 'Sign out' }).click();
      await signIn(page, 'owner.reactivated@example.com', undefined, '/reactivate');
      await page.getByRole('button', { name: 'Reactivate free plan' }).click();
      await expect(page.getByRole('alert')).toBeVisible();
      await expect(page.getByRole('button', { name: 'Choose Business' })).toBeVisible();
      await shoot(page, 'reactivate-free-refused', viewport.name);
    });
  });
}
