import { TEST_PASSWORD_HASH_COST } from '../../dev-backend/identity/passwords.ts';
import { startDevBackend } from '../../dev-backend/server.ts';
import { seeded, uniqueEmail } from './support/accounts.ts';
import { expectNoSeriousA11yViolationsAtBothWidths } from './support/axe.ts';
import { humanCheckResponse, latestLinkTo, uniqueAustralianMobile } from './support/backend.ts';
import { backendOrigin } from './support/servers.ts';
import { signIn } from './support/signIn.ts';
import { type APIRequestContext, expect, type Page, test } from './support/test.ts';

const OLD_PASSWORD = 'Old-Lucy-e2e-1!';
const NEW_PASSWORD = 'Zz9-Lucy-e2e!';

/** The path and query of a mailed link, opened on the app under test. */
const onApp = (link: string | URL) => {
  const url = new URL(link);
  return `${url.pathname}${url.search}`;
};

/**
 * An activated account with a password, made as the product makes one (sign-up, activation, set password).
 * Its number starts 0412, a range every metadata version knows, so the sign-up never fails on the phone.
 */
async function createAccount(request: APIRequestContext, email: string, password: string) {
  const signUp = await request.post(`${backendOrigin}/identity/signup`, {
    data: {
      firstName: 'Robin',
      lastName: 'Reset',
      phoneNumber: uniqueAustralianMobile(),
      email,
      turnstileResponse: await humanCheckResponse(request),
      primarySignupIntent: 'receptionist',
    },
  });
  expect(signUp.status(), await signUp.text()).toBe(201);
  const verificationToken = (await latestLinkTo(request, email)).searchParams.get('verificationToken') ?? '';
  const setPassword = await request.post(`${backendOrigin}/identity/password`, {
    data: { token: Buffer.from(verificationToken, 'base64').toString(), password },
  });
  expect(setPassword.ok(), await setPassword.text()).toBe(true);
}

async function requestResetLink(page: Page, email: string) {
  await page.getByLabel('Email').fill(email);
  await page.getByRole('button', { name: 'Send reset link' }).click();
  await expect(page.getByRole('heading', { name: 'Check your email' })).toBeVisible();
}

async function chooseNewPassword(page: Page) {
  await expect(page.getByRole('heading', { name: 'Choose a new password' })).toBeVisible();
  await page.getByLabel('New password').fill(NEW_PASSWORD);
  await page.getByRole('button', { name: 'Save password and sign in' }).click();
}

test('SPEC §2 /reset with a valid link: a new password that signs in, the old one no longer; SPEC §4: the used link goes to /reset/invalid, which sends a new one', async ({
  page,
  request,
  browser,
}) => {
  const email = uniqueEmail('reset');
  await createAccount(request, email, OLD_PASSWORD);
  await page.goto('/reset');
  await requestResetLink(page, email);
  await expect(page.getByText(email)).toBeVisible();

  const link = onApp(await latestLinkTo(request, email));
  await page.goto(link);
  await expect(page.getByText(email)).toBeVisible();
  await chooseNewPassword(page);
  // SPEC §4: after a reset, a user without a non-Lucy campaign goes to /setup/device.
  await expect(page).toHaveURL(/\/setup\/device$/);

  const elsewhere = await browser.newPage();
  await signIn(elsewhere, email, OLD_PASSWORD);
  const form = elsewhere.getByRole('form', { name: 'Sign in' });
  // SPEC §8: a refused login focuses the password field; the old password no longer works.
  await expect(form.getByLabel('Password', { exact: true })).toBeFocused();
  await expect(elsewhere).toHaveURL(/\/signin$/);
  await form.getByLabel('Password', { exact: true }).fill(NEW_PASSWORD);
  await form.getByRole('button', { name: 'Sign in' }).click();
  await expect(elsewhere).toHaveURL(/\/setup\/device$/);
  await elsewhere.close();

  // The same link again, in a browser signed out: used once, it is no longer valid.
  const signedOut = await browser.newPage();
  await signedOut.goto(link);
  await expect(signedOut).toHaveURL(/\/reset\/invalid$/);
  await expect(signedOut.getByRole('heading', { name: 'Sorry the link has expired' })).toBeVisible();
  await expect(signedOut.getByText('This link is not valid or has already been used.')).toBeVisible();
  await requestResetLink(signedOut, email);
  expect(onApp(await latestLinkTo(request, email))).not.toBe(link);
  await signedOut.close();
});

test.describe('with a backend whose clock the test moves', () => {
  /**
   * The shared backend keeps real time, so these tests bring their own dev backend (in memory, freshly
   * seeded, so its seeded accounts are theirs to change) and answer the app's calls to the usual backend
   * address from it.
   */
  let skewMs = 0;
  let backend: Awaited<ReturnType<typeof startDevBackend>>;

  test.beforeAll(async ({ baseURL }) => {
    backend = await startDevBackend({
      port: 0,
      databasePath: ':memory:',
      publicOrigin: backendOrigin,
      appOrigin: baseURL ?? '',
      logRequests: false,
      passwordHashCost: TEST_PASSWORD_HASH_COST,
      now: () => Date.now() + skewMs,
    });
  });
  test.afterAll(() => backend.close());

  test.beforeEach(async ({ page }) => {
    const own = `http://localhost:${backend.port}`;
    await page.route(`${backendOrigin}/**`, async (route) => {
      const response = await route.fetch({ url: route.request().url().replace(backendOrigin, own) });
      await route.fulfill({ response });
    });
  });

  const mailedLink = (to: string) => onApp(backend.services.mailbox.list(to)[0]?.link ?? '');

  test("SPEC §9: after 5 minutes a link has expired: 'Sorry the link has expired', then a new link", async ({
    page,
  }) => {
    await page.goto('/reset');
    await requestResetLink(page, seeded.newOrganisation);
    const expired = mailedLink(seeded.newOrganisation);

    skewMs += 5 * 60 * 1000 + 1000;
    await page.goto(expired);
    await expect(page).toHaveURL(/\/reset\/invalid$/);
    await expect(page.getByRole('heading', { name: 'Sorry the link has expired' })).toBeVisible();

    await requestResetLink(page, seeded.newOrganisation);
    const fresh = mailedLink(seeded.newOrganisation);
    expect(fresh).not.toBe(expired);
    await page.goto(fresh);
    await chooseNewPassword(page);
    await expect(page).toHaveURL(/\/setup\/device$/);
  });

  test('SPEC §4: after a reset, a user with a non-Lucy campaign goes to the contact-automation app', async ({
    page,
  }) => {
    await page.goto('/reset');
    await requestResetLink(page, seeded.nonLucy);
    await page.goto(mailedLink(seeded.nonLucy));
    await chooseNewPassword(page);
    await page.waitForURL(`${backendOrigin}/ca/`);
  });
});

test('axe at 390 and 1280 px: /reset, the sent panel, the choose-new-password screen and /reset/invalid', async ({
  page,
  request,
}) => {
  const email = uniqueEmail('a11y-reset');
  await createAccount(request, email, OLD_PASSWORD);
  await page.goto('/reset');
  await expect(page.getByRole('heading', { name: 'Forgot your password?' })).toBeVisible();
  await expectNoSeriousA11yViolationsAtBothWidths(page);
  await page.getByRole('button', { name: 'Send reset link' }).click();
  await expect(page.getByText('Email cannot be blank')).toBeVisible();
  await expectNoSeriousA11yViolationsAtBothWidths(page);
  await requestResetLink(page, email);
  await expectNoSeriousA11yViolationsAtBothWidths(page);

  await page.goto(onApp(await latestLinkTo(request, email)));
  await expect(page.getByRole('heading', { name: 'Choose a new password' })).toBeVisible();
  await expectNoSeriousA11yViolationsAtBothWidths(page);

  await page.goto('/reset?verificationToken=bm90LWEtbGluaw==');
  await expect(page.getByRole('heading', { name: 'Sorry the link has expired' })).toBeVisible();
  await expectNoSeriousA11yViolationsAtBothWidths(page);
});
