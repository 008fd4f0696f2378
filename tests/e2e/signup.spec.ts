import { uniqueEmail } from './support/accounts.ts';
import { expectNoSeriousA11yViolationsAtBothWidths } from './support/axe.ts';
import { latestLinkTo, uniqueAustralianMobileNational } from './support/backend.ts';
import { agreeToTerms } from './support/onboarding.ts';
import { expect, type Page, test } from './support/test.ts';

const NEW_PASSWORD = 'Zz9-Lucy-e2e!';

/** The path and query of a mailed link, opened on the app under test. */
const onApp = (link: URL) => `${link.pathname}${link.search}`;

async function fillInSignUp(page: Page, details: { email: string; country: string; phone: string }) {
  await page.getByLabel('First name').fill('Ada');
  await page.getByLabel('Last name').fill('Lovelace');
  await page.getByLabel('Work email').fill(details.email);
  await page.getByLabel('Country of the phone number').selectOption(details.country);
  await page.getByLabel('Business phone number').fill(details.phone);
  await agreeToTerms(page);
}

/** SPEC §2: /cancelled opens with navigation state; the router reads it from the history entry. */
async function openCancelled(page: Page) {
  await page.evaluate(() => {
    const state = { usr: { showFreeCancellationConfirmation: true }, key: 'e2e', idx: 0 };
    window.history.replaceState(state, '', '/cancelled');
  });
  await page.reload();
  await expect(page.getByRole('heading', { name: 'Your free plan is cancelled' })).toBeVisible();
}

test('SPEC §4 onboarding: sign up, open the e-mailed link, set a password, land on /setup/device', async ({
  page,
  request,
}) => {
  const email = uniqueEmail('signup');
  await page.goto('/signup');
  await expect(page).toHaveTitle('Create your account | Lucy');
  // A national number, read in the chosen country; the form sends it with its country code. The dev backend
  // refuses a number two users share, so each run has its own.
  const phone = uniqueAustralianMobileNational();
  await fillInSignUp(page, { email, country: 'AU', phone });
  await page.getByRole('button', { name: 'Create account' }).click();
  await expect(page.getByRole('heading', { name: 'Verify your email address' })).toBeVisible();
  await expect(page.getByText(email)).toBeVisible();

  await page.goto(onApp(await latestLinkTo(request, email)));
  await expect(page.getByRole('heading', { name: 'Welcome Ada!' })).toBeVisible();
  const password = page.getByLabel('New password');
  const submit = page.getByRole('button', { name: 'Set password and continue' });
  await password.fill(NEW_PASSWORD.slice(0, 5));
  await expect(page.getByText('5/10')).toBeVisible();
  await expect(submit).toBeDisabled();
  await password.fill(NEW_PASSWORD);
  await expect(page.getByText(`${NEW_PASSWORD.length}/10`)).toBeVisible();
  await submit.click();
  await expect(page).toHaveURL(/\/setup\/device$/);
});

test('SPEC §4: a number from a country Lucy does not serve joins the waitlist', async ({ page }) => {
  const email = uniqueEmail('waitlist');
  await page.goto('/signup');
  await fillInSignUp(page, { email, country: 'other', phone: '+64 21 555 0199' });
  await page.getByRole('button', { name: 'Create account' }).click();
  await expect(page).toHaveURL(/\/signup\/unavailable$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Lucy isn’t available in New Zealand yet');
  await expect(
    page.getByText('Lucy is only available in Australia, the US, Canada and the UK'),
  ).toBeVisible();
  await expect(page.getByText(email)).toBeVisible();
  await expect(page.getByRole('link', { name: 'Request a demo' })).toBeVisible();
});

test('axe at 390 and 1280 px: /signup empty, with errors and sent; /verify with a rule unmet', async ({
  page,
  request,
}) => {
  await page.goto('/signup');
  await expect(page.getByRole('heading', { name: 'Create your Lucy account' })).toBeVisible();
  await expectNoSeriousA11yViolationsAtBothWidths(page);
  await page.getByRole('button', { name: 'Create account' }).click();
  await expect(page.getByText('First name cannot be blank')).toBeVisible();
  await expectNoSeriousA11yViolationsAtBothWidths(page);

  const email = uniqueEmail('a11y-signup');
  const phone = `(201) 555-01${String(Math.floor(Math.random() * 100)).padStart(2, '0')}`;
  await fillInSignUp(page, { email, country: 'US', phone });
  await page.getByRole('button', { name: 'Create account' }).click();
  await expect(page.getByRole('heading', { name: 'Verify your email address' })).toBeVisible();
  await expectNoSeriousA11yViolationsAtBothWidths(page);

  await page.goto(onApp(await latestLinkTo(request, email)));
  await page.getByLabel('New password').fill('short');
  await page.getByLabel('New password').blur();
  await expect(page.getByText('At least 10 characters are required')).toBeVisible();
  await expectNoSeriousA11yViolationsAtBothWidths(page);
});

test('axe at 390 and 1280 px: /signup/unavailable and /cancelled', async ({ page }) => {
  await page.goto('/signup/unavailable');
  await expect(page.getByRole('heading', { name: 'Join the waitlist' })).toBeVisible();
  await expectNoSeriousA11yViolationsAtBothWidths(page);
  await openCancelled(page);
  await expectNoSeriousA11yViolationsAtBothWidths(page);
});
