import { seeded, uniqueEmail } from './support/accounts.ts';
import {
  expectNoSeriousA11yViolations,
  expectNoSeriousA11yViolationsAtBothWidths,
  PHONE,
} from './support/axe.ts';
import { signInWithNewGoogleAccount, TALL_WINDOW } from './support/google.ts';
import { agreeToTerms } from './support/onboarding.ts';
import { closeOneTap, openSignedIn, submitSignIn } from './support/signIn.ts';
import { expect, test } from './support/test.ts';

/** Each screen checked at 390 and 1280 px in one visit: the window is resized under it (support/axe.ts). */
test.describe('axe at phone and desktop widths', () => {
  test('/signin, empty and with every kind of error shown', async ({ page }) => {
    await page.setViewportSize(PHONE);
    await page.goto('/signin');
    await expect(page.getByRole('heading', { name: 'Welcome back' })).toBeVisible();
    await closeOneTap(page);
    await expectNoSeriousA11yViolationsAtBothWidths(page);
    await page.getByRole('form', { name: 'Sign in' }).getByRole('button', { name: 'Sign in' }).click();
    await expect(page.getByText('Email cannot be blank')).toBeVisible();
    await expectNoSeriousA11yViolationsAtBothWidths(page);
    await submitSignIn(page, seeded.locked);
    await expect(page.getByText('You have been locked out of your account')).toBeVisible();
    await expectNoSeriousA11yViolationsAtBothWidths(page);
  });

  test('the login callback’s failure page', async ({ page }) => {
    await page.setViewportSize(PHONE);
    await page.goto('/login/callback?sso=acme.example&code=sso_forged');
    await expect(page.getByRole('heading', { name: 'We couldn’t sign you in' })).toBeVisible();
    await expectNoSeriousA11yViolationsAtBothWidths(page);
  });

  test('the not-found page and a landing page', async ({ page }) => {
    await page.setViewportSize(PHONE);
    await page.goto('/no/such/page');
    await expect(page.getByRole('heading', { name: 'We couldn’t find that page' })).toBeVisible();
    await expectNoSeriousA11yViolationsAtBothWidths(page);
    await page.setViewportSize(PHONE);
    await openSignedIn(page, seeded.active, '/settings/lucy');
    await expect(page.getByRole('form', { name: 'Lucy settings' })).toBeVisible();
    await expectNoSeriousA11yViolationsAtBothWidths(page);
  });
});

test.describe('axe on the phone step', () => {
  test.use({ viewport: TALL_WINDOW, timezoneId: 'Australia/Sydney' });

  test('/setup/phone with an error and with the availability message, and /setup/waitlist', async ({
    page,
  }) => {
    await page.goto('/signin');
    await signInWithNewGoogleAccount(page, uniqueEmail('a11y-phone'), 'Ally');
    const field = page.getByLabel('Business phone number');
    await expect(field).toBeVisible();
    await expectNoSeriousA11yViolations(page);
    await page.getByRole('button', { name: 'Continue' }).click();
    await expect(field).toHaveAttribute('aria-invalid', 'true');
    await expectNoSeriousA11yViolations(page);
    await field.fill('+64 21 123 4567');
    await agreeToTerms(page);
    await page.getByRole('button', { name: 'Continue' }).click();
    await expect(page.getByRole('button', { name: 'Join waitlist' })).toBeVisible();
    await expectNoSeriousA11yViolations(page);
    await page.getByRole('button', { name: 'Join waitlist' }).click();
    await expect(page.getByRole('heading', { name: "You're on the waitlist!" })).toBeVisible();
    await expectNoSeriousA11yViolations(page);
  });
});
