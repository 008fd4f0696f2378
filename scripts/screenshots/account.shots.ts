import { seeded, uniqueEmail } from '../../tests/e2e/support/accounts.ts';
import { uniqueAustralianMobileNational } from '../../tests/e2e/support/backend.ts';
import { backendOrigin } from '../../tests/e2e/support/servers.ts';
import { signIn } from '../../tests/e2e/support/signIn.ts';
import { expect, test } from '../../tests/e2e/support/test.ts';
import { heading, shoot } from './shoot.ts';

/** Pages signed out, and an owner’s pages outside a feature: 404, sign-up, onboarding, Lucy unreachable. */
test.describe('pages', () => {
  const paths = (process.env.SCREENSHOT_PATHS ?? '/signin,/signup,/reset,/no-such-page').split(',');
  for (const path of paths) {
    test(path, async ({ page }) => {
      await page.goto(path, { waitUntil: 'networkidle' });
      await shoot(page, 'pages', path.replaceAll(/[^a-z0-9]+/gi, '_').replace(/^_|_$/g, '') || 'root');
    });
  }
});
test.describe('owner', () => {
  test('signed out: 404, sign-up, unavailable, expired link', async ({ page }) => {
    await page.goto('/no-such-page');
    await expect(page.getByRole('heading', { name: 'We couldn’t find that page' })).toBeVisible();
    await shoot(page, 'owner', '404');
    await page.goto('/signup');
    await expect(page.getByRole('button', { name: 'Create account' })).toBeVisible();
    await page.getByLabel('First name').fill('A'.repeat(95));
    await shoot(page, 'owner', 'signup');
    await page.goto('/signup/unavailable');
    await shoot(page, 'owner', 'unavailable');
    await page.goto('/reset/invalid');
    await shoot(page, 'owner', 'reset-invalid');
  });

  test('onboarding: config, billing', async ({ page }) => {
    await signIn(page, seeded.noSubscription, undefined, '/setup/config');
    await expect(page.getByText('Step 2 of 4: Set up Lucy')).toBeVisible();
    await shoot(page, 'owner', 'setup-config');
    await page.goto('/setup/billing?billing=annual');
    await expect(page.getByRole('button', { name: 'Choose Business' })).toBeVisible();
    await shoot(page, 'owner', 'setup-billing');
  });

  test('Lucy unreachable: a source failing for good shows the retry state', async ({ page }) => {
    await page.route(`${backendOrigin}/builder/builder-api/organisations/*/lucy/config`, (route) =>
      route.request().method() === 'GET'
        ? route.fulfill({ status: 500, json: { message: 'Something broke' } })
        : route.fallback(),
    );
    await signIn(page, seeded.active);
    await expect(heading(page, 'We can’t reach Lucy right now')).toBeVisible();
    await shoot(page, 'owner', 'lucy-unreachable');
  });
});

/** An account not activated yet (a proposal, flag activationResend): told so at sign-in, its link sent again. */
test.describe('activation', () => {
  test('sign-in of an account not activated yet, the link sent again; the e-mail screen after sign-up', async ({
    page,
  }) => {
    await signIn(page, seeded.unverified, 'What-I-think-it-is-1!');
    const resend = page.getByRole('button', { name: 'Send the link again' });
    await expect(resend).toBeVisible();
    await shoot(page, 'activation', 'signin-not-activated');
    await resend.click();
    await expect(page.getByRole('button', { name: 'Send another link' })).toBeVisible();
    await shoot(page, 'activation', 'signin-link-sent');

    await page.goto('/signup');
    await page.getByLabel('First name').fill('Ada');
    await page.getByLabel('Last name').fill('Lovelace');
    await page.getByLabel('Work email').fill(uniqueEmail('shots-activation'));
    await page.getByLabel('Country of the phone number').selectOption('AU');
    await page.getByLabel('Business phone number').fill(uniqueAustralianMobileNational());
    await page.getByRole('checkbox', { name: /I agree to the Terms and Conditions/ }).check();
    await page.getByRole('button', { name: 'Create account' }).click();
    await expect(page.getByRole('button', { name: 'Send the link again' })).toBeVisible();
    await shoot(page, 'activation', 'signup-verify-email');
    await page.getByRole('button', { name: 'Send the link again' }).click();
    await expect(page.getByRole('button', { name: 'Send another link' })).toBeVisible();
    await shoot(page, 'activation', 'signup-link-sent');
  });
});
