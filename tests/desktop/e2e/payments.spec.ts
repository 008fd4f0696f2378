import type { Page } from '@playwright/test';
import { SEED_PASSWORD, seeded } from '../../e2e/support/accounts.ts';
import { lucyLiveOnTheNextPoll } from '../../e2e/support/loadingPage.ts';
import { pathOf } from '../../e2e/support/signIn.ts';
import { desktopBackendOrigin, desktopWebOrigin } from '../servers.ts';
import { signInThroughBrowser } from './browserSignIn.ts';
import { expect, test } from './desktopBridge.ts';

/**
 * in the desktop app, checkout and the customer portal open in the system browser (a
 * separate browser context here), return to the web app's /desktop/return page over http(s), and that page's
 * lucy:// link brings the owner back through main's deep-link handler to where the web app would land.
 */

// Sign-in, checkout in a second browser, the hand-back and the loading page in one test.
test.slow(() => true, 'a long flow');

const heading = (page: Page, name: string) => page.getByRole('heading', { level: 1, name });
const PAYMENT_PAGE_OPENED = 'The payment page is open in your browser.';

/** The page the system browser is on: the web app's hand-back page, and the lucy:// link it offers. */
async function handBackLink(browser: Page, path: string): Promise<string> {
  await browser.waitForURL(`${desktopWebOrigin}/desktop/return?**`);
  await expect(heading(browser, 'Back to the Lucy app')).toBeVisible();
  const link = browser.getByRole('link', { name: 'Open the Lucy app' });
  const href = (await link.getAttribute('href')) ?? '';
  expect(href).toBe(`lucy://return?to=${encodeURIComponent(path)}`);
  // What to do when the app is not installed: carry on in the browser, at the same place.
  await expect(browser.getByText(/the Lucy app may not be installed on this computer/)).toBeVisible();
  await expect(browser.getByRole('link', { name: 'Continue in this browser' })).toHaveAttribute('href', path);
  return href;
}

test('a free owner upgrades at checkout in the system browser and comes back to the app through lucy://', async ({
  page,
  request,
  desktop,
}) => {
  // The loading page's polls are moved on, not waited out (tests/e2e/support/loadingPage.ts).
  await page.clock.install();
  await signInThroughBrowser(page, desktop, seeded.free, { password: SEED_PASSWORD });
  await page.goto('/settings/billing');
  await expect(heading(page, 'Manage your plan')).toBeVisible();
  const checkoutStarted = page.waitForRequest((sent) =>
    sent.url().endsWith('/stripe/create-checkout-session'),
  );
  await page.getByRole('button', { name: 'Choose Professional' }).click();
  // The dev backend accepts the return addresses, as the payment provider would (https in deployments).
  expect((await checkoutStarted).postDataJSON()).toMatchObject({
    successUrl: `${desktopWebOrigin}/desktop/return?to=%2Fsettings%2Floading%2Fupgraded`,
    cancelUrl: `${desktopWebOrigin}/desktop/return?to=%2Fsettings%2Fbilling`,
  });

  // The app stays where it is and says where the payment page went; main opened it in the system browser.
  await expect(page.getByText(PAYMENT_PAGE_OPENED)).toBeVisible();
  expect(pathOf(page)).toBe('/settings/billing');
  await expect(page.getByRole('button', { name: 'Choose Professional' })).toBeEnabled();
  expect(desktop.openedExternally).toEqual([
    expect.stringMatching(new RegExp(`^${desktopBackendOrigin}/third-party/checkout/`)),
  ]);

  const browser = await desktop.systemBrowser();
  await browser.goto(desktop.openedExternally[0] ?? '');
  await expect(browser.getByRole('heading', { name: 'Lucy Professional, billed monthly' })).toBeVisible();
  await browser.getByRole('button', { name: /^Pay / }).click();
  const link = await handBackLink(browser, '/settings/loading/upgraded');

  await desktop.deepLink(link);
  await page.waitForURL('**/setup/loading/upgraded');
  await expect(heading(page, 'Getting Lucy ready')).toBeVisible();
  await lucyLiveOnTheNextPoll(page, request, seeded.free, desktopBackendOrigin);
  await page.waitForURL('**/settings/lucy?upgrade=success');
  await page.goto('/settings/billing');
  await expect(
    page.getByRole('region', { name: 'Your plan', exact: true }).getByText('Professional', { exact: true }),
  ).toBeVisible();
  expect(desktop.refusals).toEqual([]);
});

test('the customer portal opens in the system browser and returns to Manage Plan in the app', async ({
  page,
  desktop,
}) => {
  await signInThroughBrowser(page, desktop, seeded.active, { password: SEED_PASSWORD });
  await page.goto('/settings/billing');
  await expect(heading(page, 'Manage your plan')).toBeVisible();
  await page.getByRole('button', { name: 'Invoices and payment details' }).click();
  await expect(page.getByText(PAYMENT_PAGE_OPENED)).toBeVisible();
  await expect(page.getByRole('button', { name: 'Invoices and payment details' })).toBeEnabled();
  expect(desktop.openedExternally).toEqual([
    expect.stringMatching(new RegExp(`^${desktopBackendOrigin}/third-party/billing-portal/`)),
  ]);

  const browser = await desktop.systemBrowser();
  await browser.goto(desktop.openedExternally[0] ?? '');
  await expect(browser.getByRole('heading', { name: 'Your plans' })).toBeVisible();
  await browser.getByRole('link', { name: 'Return to Lucy' }).click();
  const link = await handBackLink(browser, '/settings/billing');

  // Staff moved on in the app meanwhile; the link brings the window back to Manage Plan.
  await page.goto('/settings/lucy');
  await desktop.deepLink(link);
  await expect(heading(page, 'Manage your plan')).toBeVisible();
  expect(pathOf(page)).toBe('/settings/billing');
  expect(desktop.refusals).toEqual([]);
});

test('a hand-back link that fails the return-path rule moves nothing', async ({ page, desktop }) => {
  await signInThroughBrowser(page, desktop, seeded.active, { password: SEED_PASSWORD });
  await expect(heading(page, 'Lucy Settings')).toBeVisible();
  await desktop.deepLink('lucy://return?to=%2F%2Fevil.example');
  expect(pathOf(page)).toBe('/settings/lucy');
  expect(desktop.refusals).toEqual([
    'deep link: Refused a lucy:// link that is not a verify, reset, promo or return link',
  ]);
});
