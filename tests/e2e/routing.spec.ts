import { seeded } from './support/accounts.ts';
import { backendOrigin } from './support/servers.ts';
import { closeOneTap, openSignedIn, pathOf, submitSignIn } from './support/signIn.ts';
import { expect, type Page, test } from './support/test.ts';

const heading = (page: Page, name: string) => page.getByRole('heading', { level: 1, name });

test.describe('SPEC §2 /promo/{code}', () => {
  test('signed out: to /signin with a redirect, then to billing with the code', async ({ page }) => {
    await page.goto('/promo/SPRING25');
    await expect(page).toHaveURL(/\/signin\?redirect=%2Fpromo%2FSPRING25$/);
    await closeOneTap(page);
    await submitSignIn(page, seeded.active);
    await expect(heading(page, 'Manage your plan')).toBeVisible();
    expect(pathOf(page)).toBe('/settings/billing?promoCode=SPRING25');
  });

  test('signed in: straight to /settings/billing?promoCode={code}', async ({ page }) => {
    await openSignedIn(page, seeded.trialing, '/promo/WINTER-10');
    await expect(heading(page, 'Manage your plan')).toBeVisible();
    expect(pathOf(page)).toBe('/settings/billing?promoCode=WINTER-10');
  });
});

test.describe('SPEC §2 /ca/*', () => {
  test('signed in: on to the same URL on the contact-automation app', async ({ page }) => {
    await openSignedIn(page, seeded.active, '/ca/campaigns/7?tab=all');
    await page.waitForURL(`${backendOrigin}/ca/campaigns/7?tab=all`);
  });

  test('signed out: to /, and so to /signin', async ({ page }) => {
    await page.goto('/ca/campaigns/7');
    await expect(page.getByRole('heading', { name: 'Welcome back' })).toBeVisible();
    expect(pathOf(page)).toBe('/signin');
  });
});

test.describe('SPEC §2 redirects between logged-in routes', () => {
  test('/signup/setup goes to /setup/config keeping the query', async ({ page }) => {
    await openSignedIn(page, seeded.newOrganisation, '/signup/setup?tier=business&period=yearly');
    await expect(heading(page, 'How should Lucy answer your calls?')).toBeVisible();
    expect(pathOf(page)).toBe('/setup/config?tier=business&period=yearly');
  });

  test('/signup/billing goes to /setup/billing', async ({ page }) => {
    await openSignedIn(page, seeded.noSubscription, '/signup/billing');
    await expect(heading(page, 'Choose your plan')).toBeVisible();
    expect(pathOf(page)).toBe('/setup/billing');
  });

  test('/setup/billing without a Lucy config goes to /setup/config', async ({ page }) => {
    await openSignedIn(page, seeded.newOrganisation, '/setup/billing');
    await expect(heading(page, 'How should Lucy answer your calls?')).toBeVisible();
    expect(pathOf(page)).toBe('/setup/config');
  });

  test('/settings goes to /settings/lucy; setup steps of a subscribed owner go to /settings', async ({
    page,
  }) => {
    await openSignedIn(page, seeded.active, '/settings');
    await expect(heading(page, 'Lucy Settings')).toBeVisible();
    await page.goto('/setup/device');
    await expect(heading(page, 'Lucy Settings')).toBeVisible();
    expect(pathOf(page)).toBe('/settings/lucy');
  });

  test('/settings needs a subscription, otherwise /', async ({ page }) => {
    await openSignedIn(page, seeded.newOrganisation, '/settings/billing');
    await expect(heading(page, 'What phone does your business use?')).toBeVisible();
    expect(pathOf(page)).toBe('/setup/device');
  });

  test('/reactivate is for a canceled subscription; an active one goes to /settings', async ({ page }) => {
    await openSignedIn(page, seeded.canceled, '/reactivate');
    await expect(heading(page, 'Reactivate Lucy')).toBeVisible();
    await page.getByRole('button', { name: 'Sign out' }).click();
    await openSignedIn(page, seeded.active, '/reactivate');
    await expect(heading(page, 'Lucy Settings')).toBeVisible();
  });

  test('/setup/guide needs a subscription that is not canceled', async ({ page }) => {
    await openSignedIn(page, seeded.canceled, '/setup/guide');
    await expect(heading(page, 'Lucy Settings')).toBeVisible();
    await page.goto('/settings/loading/upgraded');
    await expect(heading(page, 'Getting Lucy ready')).toBeVisible();
    expect(pathOf(page)).toBe('/setup/loading/upgraded');
  });

  test('a user without an organisation is sent to /setup/phone from everything', async ({ page }) => {
    await openSignedIn(page, seeded.noOrganisation, '/settings/lucy');
    await expect(heading(page, 'What’s your business phone number?')).toBeVisible();
    await page.goto('/setup/config');
    await expect(heading(page, 'What’s your business phone number?')).toBeVisible();
    expect(pathOf(page)).toBe('/setup/phone');
  });
});

test('SPEC §2 /cancelled without its navigation state goes to /', async ({ page }) => {
  await page.goto('/cancelled');
  await expect(page.getByRole('heading', { name: 'Welcome back' })).toBeVisible();
  expect(pathOf(page)).toBe('/signin');
});
