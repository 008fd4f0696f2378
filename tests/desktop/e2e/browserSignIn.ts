import type { Page } from '@playwright/test';
import { SEED_PASSWORD, seeded } from '../../e2e/support/accounts.ts';
import { TALL_WINDOW } from '../../e2e/support/google.ts';
import { closeOneTap, submitSignIn } from '../../e2e/support/signIn.ts';
import { desktopWebOrigin } from '../servers.ts';
import { type DesktopHarness, expect } from './desktopBridge.ts';

/** How the person signs in on the web app's page, in the system browser. */
export type WebSignInMethod = { password: string } | { google: RegExp };

/**
 * Staff sign in to the desktop app as the app has them do it: "Sign in with your browser" in the app, which
 * main sends to the web app's /desktop/signin in the system browser (a separate browser context, without the
 * bridge); the web app's /signin there, with the human check stand-in (passes by itself) or the Google stand-in;
 * then the code comes back to main: through the lucy://auth link the page offers (handed to main's deep-link
 * handler, as the OS would), or, without lucy:// links, by the browser's own request to main's loopback
 * listener. Resolves with the system browser's page once the app window shows `/` again, signed in. The
 * hand-off address is taken out of `openedExternally`, as the system browser took it.
 */
export async function signInThroughBrowser(
  page: Page,
  desktop: DesktopHarness,
  email: string,
  method: WebSignInMethod,
): Promise<Page> {
  const before = desktop.openedExternally.length;
  await page.goto('/signin');
  await page.getByRole('button', { name: 'Sign in with your browser' }).click();
  await expect(page.getByText('Continue in your browser')).toBeVisible();
  await expect.poll(() => desktop.openedExternally.length).toBe(before + 1);
  // The system browser takes the address; tests of other links out of the app see only theirs.
  const [handOff = ''] = desktop.openedExternally.splice(before, 1);
  expect(handOff.startsWith(`${desktopWebOrigin}/desktop/signin?`)).toBe(true);

  const browser = await desktop.systemBrowser();
  await browser.goto(handOff);
  // Not signed in there: the web app's /signin first, keeping the hand-off as its return path (SPEC §2).
  await browser.waitForURL(`${desktopWebOrigin}/signin?redirect=**`);
  await closeOneTap(browser);
  if ('google' in method) {
    // The stand-in's chooser lists every seeded account: a tall window shows them all.
    await browser.setViewportSize(TALL_WINDOW);
    await browser.getByRole('button', { name: 'Sign in with Google' }).click();
    await browser
      .locator('[data-gsi-stand-in="button"]')
      .getByRole('button', { name: method.google })
      .click();
  } else {
    await submitSignIn(browser, email, method.password);
  }
  const appReloaded = page.waitForEvent('framenavigated', (frame) => frame === page.mainFrame());
  if (desktop.lucyLinks) {
    const link = browser.getByRole('link', { name: 'Open the Lucy app' });
    await expect(browser.getByRole('heading', { name: 'You’re signed in to the Lucy app' })).toBeVisible();
    await desktop.deepLink((await link.getAttribute('href')) ?? '');
  } else {
    await expect(browser.getByText('You’re signed in to the Lucy app. You can close this tab')).toBeVisible();
  }
  await appReloaded;
  return browser;
}

/** Lucy Settings' heading: where the seeded active owner lands, signed in. */
export const lucySettings = (page: Page) => page.getByRole('heading', { level: 1, name: 'Lucy Settings' });

/** The seeded active owner signs in through the browser with the password, and is back in the app on Lucy Settings. */
export async function signInTheActiveOwner(page: Page, desktop: DesktopHarness): Promise<void> {
  await signInThroughBrowser(page, desktop, seeded.active, { password: SEED_PASSWORD });
  await expect(lucySettings(page)).toBeVisible();
}
