import { seeded, uniqueEmail } from '../../tests/e2e/support/accounts.ts';
import { signInWithNewGoogleAccount } from '../../tests/e2e/support/google.ts';
import { newOwnerAtDeviceStep } from '../../tests/e2e/support/onboarding.ts';
import { signIn } from '../../tests/e2e/support/signIn.ts';
import { expect, test } from '../../tests/e2e/support/test.ts';
import { heading, shoot } from './shoot.ts';

/** The business phone, the phone questions and the forwarding guide. */
test.describe('forwarding', () => {
  test('the business phone of a Google sign-up, with its agreement', async ({ page }) => {
    await page.goto('/signin');
    await signInWithNewGoogleAccount(page, uniqueEmail(`shots-phone-${test.info().project.name}`), 'Phoebe');
    await expect(heading(page, 'What’s your business phone number?')).toBeVisible();
    await shoot(page, 'forwarding', 'business-phone');
    await page.getByLabel('Business phone number').fill('02 5550 0123');
    await page.getByRole('button', { name: 'Continue' }).click();
    await shoot(page, 'forwarding', 'business-phone-agreement-missing');
  });

  test('the phone questions', async ({ page, request }) => {
    test.slow();
    await newOwnerAtDeviceStep(page, request, `shots-${test.info().project.name}`, 'AU');
    await shoot(page, 'forwarding', 'device');
    await page.getByRole('button', { name: 'Continue' }).click();
    await shoot(page, 'forwarding', 'device-error');
    await page.getByRole('radio', { name: 'Mobile phone' }).check();
    await page.getByRole('button', { name: 'Continue' }).click();
    await expect(heading(page, 'Who is your mobile carrier?')).toBeVisible();
    await shoot(page, 'forwarding', 'carrier');
    await page.getByRole('radio', { name: 'Telstra' }).check();
    await shoot(page, 'forwarding', 'carrier-chosen');
    await page.getByLabel('Search').fill('zz');
    await shoot(page, 'forwarding', 'carrier-no-match');
    await page.getByLabel('Search').fill('');
    await page.getByRole('radio', { name: 'Vodafone' }).check();
    await page.getByRole('button', { name: 'Continue' }).click();
    await expect(heading(page, 'Which Vodafone plan are you on?')).toBeVisible();
    await shoot(page, 'forwarding', 'plan');
    await page.getByRole('radio', { name: /Prepaid/ }).check();
    await page.getByRole('button', { name: 'Continue' }).click();
    await expect(heading(page, /isn’t available/)).toBeVisible();
    await shoot(page, 'forwarding', 'check-unsupported-plan');
    for (const [carrier, name] of [
      ['TPG', 'check-payment'],
      ['amaysim', 'check-unsupported-unconfirmed'],
      ['Telstra', 'check-supported'],
    ] as const) {
      await page.goto('/setup/carrier');
      await page.getByRole('radio', { name: carrier }).check();
      await page.getByRole('button', { name: 'Continue' }).click();
      await expect(page).toHaveURL(/validate/);
      await shoot(page, 'forwarding', name);
    }
    await page.goto('/setup/carrier/other');
    await shoot(page, 'forwarding', 'other');
  });

  test('the support-call check and the US guide', async ({ page }) => {
    await signIn(page, seeded.trialing);
    await expect(heading(page, 'Lucy Settings')).toBeVisible();
    await page.goto('/setup/guide');
    // The seed keeps this owner's phone answers (Verizon), which a fresh browser reads: "Change" asks again.
    await expect(page.getByText(/^Your phone: Verizon/)).toBeVisible();
    await page.getByRole('button', { name: 'Change' }).click();
    await expect(page.getByRole('heading', { name: 'Which phone do your customers call?' })).toBeVisible();
    await shoot(page, 'forwarding', 'guide-details');
    const form = page.getByRole('form', { name: 'Your phone' });
    await form.getByLabel('Your customers call').selectOption({ label: 'Mobile phone' });
    await form.getByLabel('Carrier').selectOption({ label: 'Verizon' });
    await form.getByRole('button', { name: 'Show my instructions' }).click();
    await expect(page.getByRole('heading', { name: 'Ask Verizon to turn on call forwarding' })).toBeVisible();
    await shoot(page, 'forwarding', 'guide-verizon');
    await page.getByRole('button', { name: 'No, it didn’t' }).click();
    await shoot(page, 'forwarding', 'guide-not-answered');
  });

  test('the AU guide', async ({ page }) => {
    await signIn(page, seeded.active);
    await expect(heading(page, 'Lucy Settings')).toBeVisible();
    // The seed keeps this owner's phone answers (a Telstra mobile): the guide opens at them, with no step.
    await page.goto('/setup/guide');
    await expect(
      page.getByRole('heading', { name: 'Dial this code from your business mobile' }),
    ).toBeVisible();
    await shoot(page, 'forwarding', 'guide-telstra');
    await page.getByRole('button', { name: 'Yes, Lucy answered' }).click();
    await expect(page.getByRole('heading', { name: /You’re all set/ })).toBeVisible();
    await shoot(page, 'forwarding', 'guide-done');
  });
});
