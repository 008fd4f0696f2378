import { SEED_PASSWORD, seeded } from './support/accounts.ts';
import { userIdOf } from './support/backend.ts';
import {
  heldAccessToken,
  recordRefreshes,
  refuseAccessToken,
  untilAccessTokenExpired,
  useShortSessionBackend,
} from './support/shortSession.ts';
import { closeOneTap, pathOf, signIn, submitSignIn } from './support/signIn.ts';
import { expect, type Page, test } from './support/test.ts';

const TOKEN_KEYS = ['identity_access_token', 'identity_refresh_token'];

function storedTokens(page: Page): Promise<(string | null)[]> {
  return page.evaluate((keys) => keys.map((key) => localStorage.getItem(key)), TOKEN_KEYS);
}

const lucySettings = (page: Page) => page.getByRole('form', { name: 'Lucy settings' });

test('SPEC §4: tokens in browser storage are encrypted, not readable JWTs, under a key that cannot be read out', async ({
  page,
}) => {
  await signIn(page, seeded.active);
  await expect(lucySettings(page)).toBeVisible();
  const stored = await storedTokens(page);
  expect(stored.every((value) => typeof value === 'string' && value.length > 40)).toBe(true);
  for (const value of stored) {
    // A JWT is three base64url parts, the first two JSON beginning `{"` (base64 `eyJ`). Not `eyJ` alone:
    // random ciphertext holds those three letters now and then (one run in a few hundred did).
    expect(value).not.toMatch(/^[\w-]+\.[\w-]+\.[\w-]*$/);
    expect(value).not.toMatch(/eyJ[\w-]*\.eyJ/);
    expect(value).not.toMatch(/^rt_/);
  }
  const keyIsExtractable = await page.evaluate(
    () =>
      new Promise<boolean>((resolve, reject) => {
        const opening = indexedDB.open('lucy-keys');
        opening.onerror = () => reject(opening.error);
        opening.onsuccess = () => {
          const read = opening.result.transaction('keys').objectStore('keys').get('token-key');
          read.onsuccess = () => resolve((read.result as CryptoKey).extractable);
        };
      }),
  );
  expect(keyIsExtractable).toBe(false);
});

test('SPEC §2, §4: logout clears both tokens and goes to /signin; logged-in routes then ask to sign in', async ({
  page,
}) => {
  await signIn(page, seeded.active);
  await expect(lucySettings(page)).toBeVisible();
  await page.getByRole('button', { name: 'Logout' }).click();
  await expect(page.getByRole('heading', { name: 'Welcome back' })).toBeVisible();
  expect(pathOf(page)).toBe('/signin');
  expect(await storedTokens(page)).toEqual([null, null]);
  await page.goto('/settings/lucy');
  await expect(page).toHaveURL(/\/signin\?redirect=%2Fsettings%2Flucy$/);
  await page.reload();
  expect(await storedTokens(page)).toEqual([null, null]);
  await expect(page).toHaveURL(/\/signin\?redirect=%2Fsettings%2Flucy$/);
});

test('SPEC §2: a logged-in user who opens /signin is sent on from /', async ({ page }) => {
  await signIn(page, seeded.active);
  await expect(lucySettings(page)).toBeVisible();
  await page.goto('/signin');
  await expect(lucySettings(page)).toBeVisible();
  expect(pathOf(page)).toBe('/settings/lucy');
});

test('SPEC §4, §7: with the access token living a few seconds, the user stays signed in across a reload', async ({
  page,
  request,
}) => {
  await useShortSessionBackend(page);
  const refreshes = await recordRefreshes(page);
  await signIn(page, seeded.active);
  await expect(lucySettings(page)).toBeVisible();
  const before = await storedTokens(page);
  await untilAccessTokenExpired(page, request);
  await page.reload();
  await expect(lucySettings(page)).toBeVisible();
  expect(pathOf(page)).toBe('/settings/lucy');
  expect(refreshes.sent.length).toBeGreaterThan(0);
  await refreshes.expectStoredTokenSentAndGranted();
  // The refresh token rotates, and the new pair is stored in place of the old.
  const after = await storedTokens(page);
  expect(after[0]).not.toBe(before[0]);
  expect(after[1]).not.toBe(before[1]);
});

test('SPEC §7, §8: when the refresh fails, the tokens are cleared, the warning shows and the app returns to /', async ({
  page,
}) => {
  await signIn(page, seeded.active);
  await expect(lucySettings(page)).toBeVisible();
  // The access token is refused from now on and the refresh fails, then the app opens again. Not a token
  // living 3 s: on a loaded machine it ran out while the page was still loading, the app's own call met the
  // failed refresh and showed the warning, and the reload then wiped it before the test looked (seen at load
  // 18). The app is closed (about:blank) while the refusals go in, so no call of its own meets them first.
  const accessToken = await heldAccessToken(page);
  await page.goto('about:blank');
  await refuseAccessToken(page, accessToken);
  await page.route('**/identity/token', (route) =>
    route.fulfill({
      status: 400,
      json: { error: 'invalid_grant', error_description: 'Refresh token revoked.' },
    }),
  );
  await page.goto('/settings/lucy');
  await expect(page.locator('.Toastify').getByText('Something went wrong: Logging out')).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Welcome back' })).toBeVisible();
  await expect.poll(() => pathOf(page)).toBe('/signin');
  expect(await storedTokens(page)).toEqual([null, null]);
});

test('SPEC §2 rule 6: with a supported carrier stored on this device, a config without a subscription goes to /setup/billing', async ({
  page,
  request,
}) => {
  const userId = await userIdOf(request, seeded.noSubscription, SEED_PASSWORD);
  await page.goto('/signin');
  await page.evaluate(({ key, value }) => localStorage.setItem(key, value), {
    key: `lucy_device_preferences:${userId}`,
    value: JSON.stringify({ device: 'mobile', carrier: 'Telstra' }),
  });
  await closeOneTap(page);
  await submitSignIn(page, seeded.noSubscription);
  await expect(page.getByRole('heading', { level: 1, name: 'Choose your plan' })).toBeVisible();
  expect(pathOf(page)).toBe('/setup/billing');
});
