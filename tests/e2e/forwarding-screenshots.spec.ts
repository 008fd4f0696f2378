import { seeded } from './support/accounts.ts';
import { newOwnerAtDeviceStep } from './support/onboarding.ts';
import { signIn } from './support/signIn.ts';
import { expect, type Page, test } from './support/test.ts';

/**
 * Screenshots of the phone questions and the guide at 390 and 1280 px, for people to look at
 * (bench-results/screenshots/forwarding-*.png). Run with SCREENSHOTS=1; skipped otherwise.
 */
test.skip(!process.env.SCREENSHOTS, 'screenshots only when SCREENSHOTS=1');

const WIDTHS = [
  { name: 'phone', width: 390, height: 844 },
  { name: 'desktop', width: 1280, height: 800 },
] as const;

async function shoot(page: Page, name: string, width: string) {
  await page.evaluate(() => document.fonts.ready);
  await page.screenshot({
    path: `bench-results/screenshots/forwarding-${name}-${width}.png`,
    fullPage: true,
  });
}

for (const viewport of WIDTHS) {
  test.describe(viewport.name, () => {
    test.use({ viewport, hasTouch: viewport.name === 'phone', isMobile: viewport.name === 'phone' });

    test('the phone questions', async ({ page, request }) => {
      await newOwnerAtDeviceStep(page, request, `shots-${viewport.name}`, 'AU');
      await shoot(page, 'device', viewport.name);
      await page.getByRole('button', { name: 'Continue' }).click();
      await shoot(page, 'device-error', viewport.name);
      await page.getByRole('radio', { name: 'Mobile phone' }).check();
      await page.getByRole('button', { name: 'Continue' }).click();
      await expect(
        page.getByRole('heading', { level: 1, name: 'Who is your mobile carrier?' }),
      ).toBeVisible();
      await shoot(page, 'carrier', viewport.name);
      await page.getByLabel('Search').fill('zz');
      await shoot(page, 'carrier-no-match', viewport.name);
      await page.getByLabel('Search').fill('');
      await page.getByRole('radio', { name: 'Vodafone' }).check();
      await page.getByRole('button', { name: 'Continue' }).click();
      await expect(
        page.getByRole('heading', { level: 1, name: 'Which Vodafone plan are you on?' }),
      ).toBeVisible();
      await shoot(page, 'plan', viewport.name);
      await page.getByRole('radio', { name: /Prepaid/ }).check();
      await page.getByRole('button', { name: 'Continue' }).click();
      await expect(page.getByRole('heading', { level: 1, name: /isn’t available/ })).toBeVisible();
      await shoot(page, 'check-unsupported-plan', viewport.name);
      for (const [carrier, name] of [
        ['TPG', 'check-payment'],
        ['amaysim', 'check-unsupported-unconfirmed'],
        ['Telstra', 'check-supported'],
      ] as const) {
        await page.goto('/setup/carrier');
        await page.getByRole('radio', { name: carrier }).check();
        await page.getByRole('button', { name: 'Continue' }).click();
        await expect(page).toHaveURL(/validate/);
        await shoot(page, name, viewport.name);
      }
      await page.goto('/setup/carrier/other');
      await shoot(page, 'other', viewport.name);
    });

    test('the support-call check and the guide', async ({ page }) => {
      await signIn(page, seeded.trialing);
      await expect(page.getByRole('heading', { level: 1, name: 'Lucy Settings' })).toBeVisible();
      await page.goto('/setup/guide');
      await expect(page.getByRole('heading', { name: 'Which phone do your customers call?' })).toBeVisible();
      await shoot(page, 'guide-details', viewport.name);
      const form = page.getByRole('form', { name: 'Your phone' });
      await form.getByLabel('Your customers call').selectOption({ label: 'Mobile phone' });
      await form.getByLabel('Carrier').selectOption({ label: 'Verizon' });
      await form.getByRole('button', { name: 'Show my instructions' }).click();
      await expect(
        page.getByRole('heading', { name: 'Ask Verizon to turn on call forwarding' }),
      ).toBeVisible();
      await shoot(page, 'guide-verizon', viewport.name);
      await page.getByRole('button', { name: 'No, it didn’t' }).click();
      await shoot(page, 'guide-not-answered', viewport.name);
    });

    test('the AU guide', async ({ page }) => {
      await signIn(page, seeded.active);
      await expect(page.getByRole('heading', { level: 1, name: 'Lucy Settings' })).toBeVisible();
      await page.goto('/setup/guide');
      const form = page.getByRole('form', { name: 'Your phone' });
      await form.getByLabel('Your customers call').selectOption({ label: 'Mobile phone' });
      await form.getByLabel('Carrier').selectOption({ label: 'Telstra' });
      await form.getByRole('button', { name: 'Show my instructions' }).click();
      await expect(
        page.getByRole('heading', { name: 'Dial this code from your business mobile' }),
      ).toBeVisible();
      await expect(
        page.getByRole('img', { name: /QR code/ }).or(page.getByRole('link', { name: /^Dial/ }).first()),
      ).toBeVisible();
      await shoot(page, 'guide-telstra', viewport.name);
      await page.getByRole('button', { name: 'Yes, Lucy answered' }).click();
      await expect(page.getByRole('heading', { name: /You’re all set/ })).toBeVisible();
      await shoot(page, 'guide-done', viewport.name);
    });
  });
}
