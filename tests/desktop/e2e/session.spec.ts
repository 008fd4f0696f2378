import type { Page } from '@playwright/test';
import { TOKEN_ACCOUNTS } from '../../../main/tokenVault.ts';
import { pathOf } from '../../e2e/support/signIn.ts';
import { desktopBackendOrigin } from '../servers.ts';
import { lucySettings, signInTheActiveOwner } from './browserSignIn.ts';
import { expect, test, webStorageContents } from './desktopBridge.ts';

/**
 * The desktop renderer build signs in through the system browser (browserSignIn.ts) against the dev backend, and
 * the session lives in the OS keychain, held by the main process's vault.
 */

const welcomeBack = (page: Page) => page.getByRole('heading', { level: 1, name: 'Welcome back' });

function claimsOf(jwt: string): { iss?: string } {
  return JSON.parse(Buffer.from(jwt.split('.')[1] ?? '', 'base64url').toString()) as { iss?: string };
}

test('signed in through the browser, the tokens are in the keychain, not in web storage, and a reload stays signed in', async ({
  page,
  desktop,
}) => {
  await signInTheActiveOwner(page, desktop);
  expect(pathOf(page)).toBe('/settings/lucy');

  const items = await desktop.keychainItems();
  expect(Object.keys(items).sort()).toEqual([TOKEN_ACCOUNTS.access_token, TOKEN_ACCOUNTS.refresh_token]);
  const accessToken = items[TOKEN_ACCOUNTS.access_token] ?? '';
  const refreshToken = items[TOKEN_ACCOUNTS.refresh_token] ?? '';
  // SPEC §4: the session reads them back only because their issuer is this environment's identity address.
  expect(claimsOf(accessToken).iss).toBe(`${desktopBackendOrigin}/identity`);

  await page.reload();
  await expect(lucySettings(page)).toBeVisible();
  expect(pathOf(page)).toBe('/settings/lucy');
  // SPEC §2: a signed-in user who opens /signin is sent on.
  await page.goto('/signin');
  await expect(lucySettings(page)).toBeVisible();

  const stored = [await webStorageContents(page), JSON.stringify(await page.context().cookies())].join('\n');
  const [, claims = '', signature = ''] = accessToken.split('.');
  for (const secret of [accessToken, claims, signature, refreshToken]) {
    expect(secret.length).toBeGreaterThan(20);
    expect(stored).not.toContain(secret);
  }
  // The services and the app itself, within the app's CSP (which allows no third-party script).
});

test('a new window with empty web storage starts signed in from the keychain alone', async ({
  page,
  desktop,
}) => {
  await signInTheActiveOwner(page, desktop);
  await page.close();

  const window = await desktop.openWindow();
  await window.goto('/settings/lucy');
  await expect(lucySettings(window)).toBeVisible();
  expect(pathOf(window)).toBe('/settings/lucy');
});

test('signing out removes both tokens from the keychain (SPEC §4)', async ({ page, desktop }) => {
  await signInTheActiveOwner(page, desktop);
  await page.getByRole('button', { name: 'Logout' }).click();
  await expect(welcomeBack(page)).toBeVisible();
  expect(pathOf(page)).toBe('/signin');
  expect(await desktop.keychainItems()).toEqual({});
  await page.goto('/settings/lucy');
  await expect(page).toHaveURL(/\/signin\?redirect=%2Fsettings%2Flucy$/);
});

test('tokens in the keychain from another environment’s identity service count as absent (SPEC §4)', async ({
  page,
}) => {
  const base64url = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');
  const foreign = {
    access_token: [
      base64url({ alg: 'ES256', typ: 'JWT' }),
      base64url({
        iss: 'https://identity.lucy-receptionist.com',
        org_id: 'org-1',
        region: 'au',
        sub: 'user-1',
      }),
      'c2lnbmF0dXJl',
    ].join('.'),
    refresh_token: 'rt_from_production',
  };
  await page.goto('/signin');
  await expect(welcomeBack(page)).toBeVisible();
  await page.evaluate((tokens) => window.lucy?.tokens.set(tokens), foreign);
  await page.goto('/settings/lucy');
  await expect(page).toHaveURL(/\/signin\?redirect=%2Fsettings%2Flucy$/);
  await expect(welcomeBack(page)).toBeVisible();
});
