import { openKeychainEntry } from '../../../main/keychain.ts';
import { TOKEN_ACCOUNTS } from '../../../main/tokenVault.ts';
import { seeded } from '../../e2e/support/accounts.ts';
import { pathOf } from '../../e2e/support/signIn.ts';
import { desktopBackendOrigin, desktopWebOrigin } from '../servers.ts';
import { lucySettings, signInTheActiveOwner, signInThroughBrowser } from './browserSignIn.ts';
import { type DesktopHarness, expect, test, webStorageContents } from './desktopBridge.ts';

/**
 * Staff sign in to the desktop app through the system browser (RFC 8252 with PKCE): the app's /signin sends them
 * to the web app in a browser (a separate browser context here, without the bridge), where the human check and
 * Google work; the code comes back to main (lucy://auth, or main's loopback listener), which exchanges it and
 * keeps the tokens in the OS keychain. The window holds access tokens only: main renews the session for it.
 */

test.slow(() => true, 'a sign-in in two browsers, and a refresh');

/** The session in the keychain, read directly rather than through the vault. */
async function keychainSession(desktop: DesktopHarness) {
  const items = await desktop.keychainItems();
  return {
    access: items[TOKEN_ACCOUNTS.access_token] ?? '',
    refresh: items[TOKEN_ACCOUNTS.refresh_token] ?? '',
  };
}

test('a staff member signs in in the browser with the password and human check, and is back in the app signed in; main renews the session without the window ever seeing the refresh token', async ({
  page,
  desktop,
}) => {
  await signInTheActiveOwner(page, desktop);
  expect(pathOf(page)).toBe('/settings/lucy');
  const first = await keychainSession(desktop);
  expect(first.refresh.length).toBeGreaterThan(20);

  // The access token stops being accepted (a forged signature stands for one the service refuses): the next
  // calls are refused, the window asks main to renew, main sends the refresh token it keeps.
  await openKeychainEntry(desktop.keychainService, TOKEN_ACCOUNTS.access_token).write(
    `${first.access.slice(0, first.access.lastIndexOf('.'))}.c2lnbmF0dXJl`,
  );
  const refreshes: string[] = [];
  page.on('request', (request) => {
    if (request.url() === `${desktopBackendOrigin}/identity/token`) refreshes.push(request.url());
  });
  await page.reload();
  await expect(lucySettings(page)).toBeVisible();
  await expect(page.getByRole('form', { name: 'Lucy settings' })).toBeVisible();
  const renewed = await keychainSession(desktop);
  expect(renewed.refresh).not.toBe(first.refresh);
  expect(renewed.access).not.toBe(first.access);
  // Main made the refresh: nothing the window sent went to the token endpoint.
  expect(refreshes).toEqual([]);
  expect(desktop.bridgeReplies).toContainEqual(
    JSON.stringify({ outcome: 'renewed', access_token: renewed.access }),
  );

  // What the window got from main, and what it keeps: never a refresh token.
  expect(await page.evaluate(() => window.lucy?.tokens.get())).toEqual({ access_token: renewed.access });
  const seen = [desktop.bridgeReplies.join('\n'), await webStorageContents(page)].join('\n');
  for (const secret of [first.refresh, renewed.refresh]) expect(seen).not.toContain(secret);
  expect(seen).not.toContain('refresh_token');
  // No human check, Google or analytics script ever ran in the window: its CSP allows none, and none was tried.
  expect(desktop.signInWarnings).toEqual([]);
});

test('with Google in the browser, back through main’s loopback listener where no app has lucy:// links', async ({
  page,
  desktop,
}) => {
  desktop.lucyLinks = false;
  const systemBrowser = await signInThroughBrowser(page, desktop, seeded.active, {
    google: /Continue as Ava/,
  });
  await expect(lucySettings(page)).toBeVisible();
  const handBack = new URL(systemBrowser.url());
  expect(`${handBack.origin}${handBack.pathname}`).toMatch(/^http:\/\/127\.0\.0\.1:\d+\/callback$/);
  expect((await keychainSession(desktop)).refresh.length).toBeGreaterThan(20);
  // One request only: the listener is closed, and the code in the address is spent anyway.
  await expect(fetch(handBack)).rejects.toThrow();
  expect(desktop.signInWarnings).toEqual([]);
});

test('Forgot your password? in the app: the new password is chosen in the browser through the e-mailed link, and the app is signed in', async ({
  page,
  desktop,
}) => {
  await page.goto('/signin');
  await page.getByRole('button', { name: 'Forgot your password?' }).click();
  await expect.poll(() => desktop.openedExternally.length).toBe(1);
  const browser = await desktop.systemBrowser();
  await browser.goto(desktop.openedExternally[0] ?? '');
  await browser.waitForURL(`${desktopWebOrigin}/reset?redirect=**`);
  const email = seeded.locked;
  await browser.getByLabel('Email').fill(email);
  await browser.getByRole('button', { name: 'Send reset link' }).click();
  await expect(browser.getByRole('heading', { name: 'Check your email' })).toBeVisible();

  // The e-mailed link opens in a tab of its own: the web app still knows the app is waiting.
  let link = '';
  await expect
    .poll(async () => {
      const answer = await fetch(`${desktopBackendOrigin}/dev/mailbox?${new URLSearchParams({ to: email })}`);
      const { messages } = (await answer.json()) as { messages: { link: string | null }[] };
      link = messages.find((message) => message.link)?.link ?? '';
      return link;
    })
    .toContain('/reset?verificationToken=');
  const tab = await browser.context().newPage();
  await tab.goto(link);
  await tab.getByLabel('New password', { exact: true }).fill('A-new-Passw0rd!');
  const appReloaded = page.waitForEvent('framenavigated', (frame) => frame === page.mainFrame());
  await tab.getByRole('button', { name: 'Save password and sign in' }).click();
  await expect(tab.getByRole('heading', { name: 'You’re signed in to the Lucy app' })).toBeVisible();
  await desktop.deepLink(
    (await tab.getByRole('link', { name: 'Open the Lucy app' }).getAttribute('href')) ?? '',
  );
  await appReloaded;
  await expect(lucySettings(page)).toBeVisible();
  expect(desktop.signInWarnings).toEqual([]);
});

test.describe('a lucy://auth link that is not the waiting sign-in’s', () => {
  test('is refused: the app stays signed out and nothing reaches the keychain', async ({ page, desktop }) => {
    await page.goto('/signin');
    await page.getByRole('button', { name: 'Sign in with your browser' }).click();
    await expect.poll(() => desktop.openedExternally.length).toBe(1);
    await desktop.deepLink('lucy://auth?code=ac_forged&state=AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA');
    await expect(page.getByRole('alert')).toContainText(
      'Lucy couldn’t confirm that sign-in came from this app',
    );
    expect(await desktop.keychainItems()).toEqual({});
    expect(pathOf(page)).toBe('/signin');
  });
});
