import { SEED_PASSWORD, seeded } from './support/accounts.ts';
import {
  DESKTOP,
  expectNoSeriousA11yViolations,
  expectNoSeriousA11yViolationsAtBothWidths,
  PHONE,
} from './support/axe.ts';
import { ownerWithFreePlan } from './support/ownerWithFreePlan.ts';
import { backendOrigin } from './support/servers.ts';
import { openSignedIn, pathOf } from './support/signIn.ts';
import { expect, type Page, test } from './support/test.ts';

/**
 * The settings layout (SPEC §2 "Sidebar", §4 subscription display) and the integrations page, in
 * Chromium against the dev backend.
 */

/** The sidebar beside the page on wider screens. */
const sidebar = (page: Page) => page.getByRole('complementary', { name: 'Settings menu' });
const nav = (page: Page) => sidebar(page).getByRole('navigation', { name: 'Settings' });
/** The value of a fact in the sidebar footer ("Lucy status", "Tier", "Lucy number"). */
const fact = (page: Page, name: string) =>
  sidebar(page).getByRole('region', { name: 'Your Lucy' }).locator('dt', { hasText: name }).locator('+ dd');

async function signInToSettings(page: Page, email: string, password = SEED_PASSWORD): Promise<void> {
  await openSignedIn(page, email, '/settings/lucy', password);
  await expect(page).toHaveURL(/\/settings\/lucy$/);
}

test.describe('settings sidebar', () => {
  test.use({ viewport: DESKTOP });

  test('SPEC §2, §4: a footer with the Lucy status, tier and Lucy number, and where each item goes', async ({
    page,
  }) => {
    await signInToSettings(page, seeded.active);
    // The items and their order are SettingsFrame.test's; here each one is followed in a real browser.
    await expect(nav(page).getByRole('link', { name: 'Lucy Settings' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    await expect(fact(page, 'Lucy status')).toHaveText('Active');
    await expect(fact(page, 'Tier')).toHaveText('Professional');
    await expect(fact(page, 'Lucy number')).toHaveText(/^02 \d{4} \d{4}$/); // Grouped as Australians write it
    await expectNoSeriousA11yViolations(page);

    // Call Details is another site: it opens in a window of its own, and this one stays where it was.
    const opened = page.waitForEvent('popup');
    await nav(page)
      .getByRole('link', { name: /Call Details/ })
      .click();
    const callDetails = await opened;
    await callDetails.waitForLoadState();
    expect(callDetails.url()).toBe(`${backendOrigin}/third-party/call-details`);
    await callDetails.close();
    expect(pathOf(page)).toBe('/settings/lucy');

    await nav(page).getByRole('link', { name: 'Manage Plan' }).click();
    await expect(page).toHaveURL(/\/settings\/billing$/);
    await expect(sidebar(page)).toBeVisible();
    await nav(page).getByRole('link', { name: 'Connect Lucy' }).click();
    await expect(page).toHaveURL(/\/setup\/guide$/);
  });

  test('SPEC §2: Logout clears the session and goes to /signin', async ({ page }) => {
    await signInToSettings(page, seeded.unitedKingdom);
    await nav(page).getByRole('button', { name: 'Logout' }).click();
    await expect(page.getByRole('heading', { name: 'Welcome back' })).toBeVisible();
    expect(pathOf(page)).toBe('/signin');
    await page.goto('/settings/lucy');
    await expect(page).toHaveURL(/\/signin\?redirect=%2Fsettings%2Flucy$/);
  });
});

test.describe('settings slide-over on a phone', () => {
  test.use({ viewport: PHONE });

  test('SPEC §2: the Menu button slides the sidebar over the page; Escape, the backdrop and a pick close it; Logout is there too', async ({
    page,
  }) => {
    await signInToSettings(page, seeded.trialing);
    await expect(sidebar(page)).toBeHidden();
    const menu = page.getByRole('button', { name: 'Menu', exact: true });
    const dialog = page.getByRole('dialog', { name: 'Menu' });

    await menu.click();
    await expect(dialog).toBeVisible();
    await expect(menu).toHaveAttribute('aria-expanded', 'true');
    await expect(dialog.getByRole('link', { name: 'Manage Plan' })).toBeVisible();
    await expect(dialog.getByText('Business')).toBeVisible();
    // The page behind is inert while the menu is open: focus stays in the menu.
    await expect(dialog.getByRole('button', { name: 'Close menu' })).toBeFocused();
    for (let step = 0; step < 12; step++) await page.keyboard.press('Tab');
    expect(await dialog.evaluate((element) => element.contains(document.activeElement))).toBe(true);
    await expectNoSeriousA11yViolations(page);

    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(menu).toBeFocused();
    await expect(menu).toHaveAttribute('aria-expanded', 'false');

    await menu.click();
    await expect(dialog).toBeVisible();
    await page.mouse.click(380, 400);
    await expect(dialog).toBeHidden();

    await menu.click();
    await dialog.getByRole('link', { name: 'Integrations' }).click();
    await expect(page).toHaveURL(/\/settings\/integrations$/);
    await expect(dialog).toBeHidden();
    await expect(page.getByRole('heading', { level: 1, name: 'Integrations' })).toBeVisible();

    await menu.click();
    await dialog.getByRole('button', { name: 'Logout' }).click();
    await expect(page.getByRole('heading', { name: 'Welcome back' })).toBeVisible();
    expect(pathOf(page)).toBe('/signin');
  });
});

test('integrations: the webhook refused with what to fix, unreachable, on a private address, then tested, saved and kept', async ({
  page,
  request,
}) => {
  await page.setViewportSize(PHONE);
  const { email } = await ownerWithFreePlan(request, 'webhook');
  const hook = `${backendOrigin}/dev/webhooks/${email}`;
  await openSignedIn(page, email, '/settings/integrations');
  await expect(page.getByRole('heading', { level: 1, name: 'Integrations' })).toBeVisible();
  await expect(page.getByText('Not connected')).toBeVisible();
  await expectNoSeriousA11yViolationsAtBothWidths(page);
  // Typed on a phone.
  await page.setViewportSize(PHONE);

  const url = page.getByRole('textbox', { name: 'Webhook URL' });
  const sendTest = page.getByRole('button', { name: 'Send a test message' });
  await url.fill('hooks.example.com');
  await sendTest.click();
  await expect(url).toBeFocused();
  await expect(
    page.getByText('Enter the full address of your webhook, starting with https://'),
  ).toBeVisible();

  // .invalid never resolves (RFC 2606): the service cannot reach it, with or without a network; https, as the
  // form asks.
  await url.fill('https://nothing-listens-here.invalid/hook');
  await sendTest.click();
  await expect(page.getByText('Lucy could not reach your webhook')).toBeVisible();
  await expect(page.getByText(/reachable from the internet/)).toBeVisible();

  // The address itself is what the service refuses, said with what to use instead.
  for (const privateAddress of ['https://169.254.169.254/latest/meta-data/', 'https://10.0.0.1/hook']) {
    await url.fill(privateAddress);
    await sendTest.click();
    const alert = page.getByRole('alert').filter({ hasText: 'The test message was not sent' });
    await expect(alert).toContainText(
      'The webhook URL must be a public internet address, not one on a private network.',
    );
  }

  await url.fill(hook);
  await sendTest.click();
  await expect(page.getByText('Test message delivered')).toBeVisible();
  await expect(page.getByText("Your webhook accepted Lucy's sample message (HTTP 200).")).toBeVisible();
  const received = (await (await request.get(`${backendOrigin}/dev/webhooks`)).json()) as {
    webhooks: { path: string; body: string }[];
  };
  const sample = received.webhooks.find((webhook) => webhook.path === new URL(hook).pathname);
  expect(JSON.parse(sample?.body ?? '{}')).toMatchObject({ event: 'message.taken', test: true });

  await page.getByRole('button', { name: 'Save webhook' }).click();
  await expect(page.getByText('Webhook saved')).toBeVisible();
  await page.reload();
  await expect(page.getByText('Connected', { exact: true })).toBeVisible();
  await expect(page.getByRole('textbox', { name: 'Webhook URL' })).toHaveValue(hook);
  await expectNoSeriousA11yViolationsAtBothWidths(page);
});
