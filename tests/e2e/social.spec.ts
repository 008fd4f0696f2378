import { seeded, uniqueEmail } from './support/accounts.ts';
import { signInWithNewGoogleAccount, TALL_WINDOW } from './support/google.ts';
import { backendOrigin, webOrigin } from './support/servers.ts';
import { closeOneTap, pathOf } from './support/signIn.ts';
import { expect, type Page, test } from './support/test.ts';

const lucySettings = (page: Page) => page.getByRole('form', { name: 'Lucy settings' });

test.describe('SPEC §1, §7 Google sign-in: the credential is exchanged at the token endpoint', () => {
  test.use({ viewport: TALL_WINDOW });

  test('one-tap signs an owner in and lands by access state', async ({ page }) => {
    const exchanges: string[] = [];
    page.on('request', (request) => {
      if (request.url().endsWith('/identity/token')) exchanges.push(request.postData() ?? '');
    });
    await page.goto('/signin');
    await page
      .locator('[data-gsi-stand-in="one-tap"]')
      .getByRole('button', { name: /Continue as Ava/ })
      .click();
    await expect(lucySettings(page)).toBeVisible();
    expect(exchanges).toHaveLength(1);
    const exchange = new URLSearchParams(exchanges[0]);
    expect(exchange.get('provider')).toBe('google');
    expect(exchange.get('token')).toMatch(/^[\w-]+\.[\w-]+\.[\w-]+$/);
  });

  test('the button opens the account chooser and keeps the return path', async ({ page }) => {
    await page.goto(`/signin?${new URLSearchParams({ redirect: '/settings/billing' })}`);
    await closeOneTap(page);
    const button = page.getByRole('button', { name: 'Sign in with Google' });
    // SPEC §9: the large social button is 40 px high.
    await expect(button).toHaveCSS('height', '40px');
    await button.click();
    await page
      .locator('[data-gsi-stand-in="button"]')
      .getByRole('button', { name: /Continue as Ava/ })
      .click();
    await expect(page.getByRole('heading', { level: 1, name: 'Manage your plan' })).toBeVisible();
    expect(pathOf(page)).toBe('/settings/billing');
  });

  test('someone new gets an account without an organisation and is asked for the business phone', async ({
    page,
  }) => {
    await page.goto('/signin');
    await signInWithNewGoogleAccount(page, uniqueEmail('google-new'), 'Gina');
    await expect(page.getByRole('heading', { name: 'What’s your business phone number?' })).toBeVisible();
    expect(pathOf(page)).toBe('/setup/phone');
  });

  test('SPEC §8 multiple-user-match: a toast naming whom to contact', async ({ page }) => {
    await page.goto('/signin');
    await signInWithNewGoogleAccount(page, seeded.shared, 'Sam');
    await expect(
      page.locator('.Toastify').getByText(/^Please contact .+@.+ to gain access to this account\.$/),
    ).toBeVisible();
    expect(pathOf(page)).toBe('/signin');
  });
});

test.describe('SPEC §1, §7 single sign-on through the login callback', () => {
  function companySignIn(returnTo: string): string {
    const query = new URLSearchParams({
      connection: 'acme.example',
      redirect_uri: `${webOrigin}${returnTo}`,
    });
    return `${backendOrigin}/third-party/sso/authorize?${query}`;
  }

  test('the company’s sign-in sends the owner back with a code that signs them in', async ({ page }) => {
    await page.goto(companySignIn('/login/callback?sso=acme.example'));
    await page.getByRole('button', { name: 'Continue as Ava Active' }).click();
    await expect(lucySettings(page)).toBeVisible();
    expect(pathOf(page)).toBe('/settings/lucy');
  });

  test('a return path travels with the callback', async ({ page }) => {
    await page.goto(companySignIn('/login/callback?sso=acme.example&redirect=%2Fsettings%2Fbilling'));
    await page.getByRole('button', { name: 'Continue as Ava Active' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Manage your plan' })).toBeVisible();
  });

  test('a used or forged code says so and leads back to sign-in', async ({ page }) => {
    await page.goto('/login/callback?sso=acme.example&code=sso_forged&state=');
    await expect(page.getByRole('heading', { name: 'We couldn’t sign you in' })).toBeVisible();
    await expect(page.getByRole('alert')).toContainText('not valid');
    await page.getByRole('link', { name: 'Back to sign in' }).click();
    await expect(page.getByRole('heading', { name: 'Welcome back' })).toBeVisible();
  });
});
