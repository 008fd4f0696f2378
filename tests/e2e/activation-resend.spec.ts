import { uniqueEmail } from './support/accounts.ts';
import { expectNoSeriousA11yViolationsAtBothWidths } from './support/axe.ts';
import { latestLinkTo, mailTo, uniqueAustralianMobileNational } from './support/backend.ts';
import { agreeToTerms } from './support/onboarding.ts';
import { signIn } from './support/signIn.ts';
import { expect, test } from './support/test.ts';

/**
 * A proposal (contracts/README "Proposals", flag activationResend, on in the local environment): an account
 * signed up but not activated yet is told so at sign-in, and the activation link is sent again from the e-mail
 * screen after sign-up and from the sign-in page; the newest link activates the account.
 */
test('an account not activated yet: the link sent again after sign-up and from /signin, axe at 390 and 1280 px', async ({
  page,
  request,
}) => {
  const email = uniqueEmail('not-activated');
  await page.goto('/signup');
  await page.getByLabel('First name').fill('Ada');
  await page.getByLabel('Last name').fill('Lovelace');
  await page.getByLabel('Work email').fill(email);
  await page.getByLabel('Country of the phone number').selectOption('AU');
  await page.getByLabel('Business phone number').fill(uniqueAustralianMobileNational());
  await agreeToTerms(page);
  await page.getByRole('button', { name: 'Create account' }).click();
  await expect(page.getByRole('heading', { name: 'Verify your email address' })).toBeVisible();

  const sent = `We’ve sent a new activation link to ${email}. It expires in 5 minutes.`;
  await page.getByRole('button', { name: 'Send the link again' }).click();
  await expect(page.getByText(sent)).toBeVisible();
  await expectNoSeriousA11yViolationsAtBothWidths(page);
  await expect.poll(async () => (await mailTo(request, email)).length).toBe(2);

  // Signing in before opening any of them: not "Incorrect email or password.", whatever password was typed.
  await signIn(page, email, 'What-I-think-it-is-1!');
  const form = page.getByRole('form', { name: 'Sign in' });
  await expect(form.getByText('Your account isn’t activated yet.', { exact: false })).toBeVisible();
  await expect(page.getByText('Incorrect email or password.')).toHaveCount(0);
  await expectNoSeriousA11yViolationsAtBothWidths(page);
  await form.getByRole('button', { name: 'Send the link again' }).click();
  await expect(form.getByText(sent)).toBeVisible();
  await expect(form.getByLabel('Email')).toHaveValue(email);
  await expect.poll(async () => (await mailTo(request, email)).length).toBe(3);
  await expectNoSeriousA11yViolationsAtBothWidths(page);

  // The newest link activates the account.
  const link = await latestLinkTo(request, email);
  await page.goto(`${link.pathname}${link.search}`);
  await expect(page.getByRole('heading', { name: 'Welcome Ada!' })).toBeVisible();
});
