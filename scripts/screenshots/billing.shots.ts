import { seeded } from '../../tests/e2e/support/accounts.ts';
import { signIn } from '../../tests/e2e/support/signIn.ts';
import { expect, test } from '../../tests/e2e/support/test.ts';
import { heading, shoot } from './shoot.ts';

/** Plans, checkout’s loading page, Manage Plan in each state and /reactivate. */
test.describe('billing', () => {
  test('onboarding: /setup/billing and the loading page with its slow message', async ({ page }) => {
    test.slow();
    await signIn(page, seeded.noSubscription, undefined, '/setup/billing?promoCode=WELCOME20');
    await expect(page.getByText('Promo code WELCOME20 applied')).toBeVisible();
    await shoot(page, 'billing', 'setup');
    await page.goto('/setup/billing');
    await expect(page.getByRole('button', { name: 'Choose Business' })).toBeEnabled();
    await page.getByRole('radio', { name: /Annual/ }).check();
    await shoot(page, 'billing', 'setup-annual');
    await page.goto('/setup/loading');
    await expect(heading(page, 'Getting Lucy ready')).toBeVisible();
    await shoot(page, 'billing', 'loading');
    await expect(page.getByText('This is taking longer than usual')).toBeVisible();
    await shoot(page, 'billing', 'loading-slow');
  });

  test('Manage Plan: active, with the upgrade question and the cancel question', async ({ page }) => {
    await signIn(page, seeded.active, undefined, '/settings/billing');
    await expect(page.getByRole('button', { name: 'Upgrade to Business' })).toBeVisible();
    await shoot(page, 'billing', 'manage-active');
    await page.getByRole('button', { name: 'Upgrade to Business' }).click();
    await expect(page.getByRole('dialog')).toBeVisible();
    await shoot(page, 'billing', 'manage-upgrade-question', { fullPage: false });
    await page.getByRole('button', { name: 'Go back' }).click();
    await page.getByRole('button', { name: 'Cancel plan' }).click();
    await expect(page.getByRole('dialog', { name: 'Cancel your plan?' })).toBeVisible();
    await shoot(page, 'billing', 'manage-cancel-question', { fullPage: false });
  });

  for (const [name, email] of [
    ['trialing', seeded.trialing],
    ['cancelling', 'owner.cancelling@example.com'],
    ['pastdue', seeded.pastDue],
    ['free', seeded.free],
    ['canceled', seeded.canceled],
  ] as const) {
    test(`Manage Plan: ${name}`, async ({ page }) => {
      await signIn(page, email, undefined, '/settings/billing');
      await expect(heading(page, 'Manage your plan')).toBeVisible();
      await expect(page.getByRole('region', { name: 'Your plan', exact: true })).toBeVisible();
      await shoot(page, 'billing', `manage-${name}`);
    });
  }

  test('/reactivate: a canceled paid plan, and a free plan within its 30-day wait', async ({ page }) => {
    await signIn(page, seeded.canceled, undefined, '/reactivate');
    await expect(page.getByRole('button', { name: 'Choose Business' })).toBeVisible();
    await shoot(page, 'billing', 'reactivate-paid');
    await page.getByRole('button', { name: 'Sign out' }).click();
    await signIn(page, 'owner.reactivated@example.com', undefined, '/reactivate');
    // The wait and its end are known before any try; the button waits.
    await expect(page.getByText(/^You can reactivate the free plan on /)).toBeVisible();
    await expect(page.getByRole('button', { name: 'Reactivate free plan' })).toBeDisabled();
    await shoot(page, 'billing', 'reactivate-free-waiting');
  });
});
