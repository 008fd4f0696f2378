import { expect, test } from './support/test.ts';

test('the built web app starts a visitor at sign-in, with its page title', async ({ page }) => {
  await page.goto('/');
  await expect(page).toHaveURL(/\/signin$/);
  await expect(page.getByRole('heading', { name: 'Welcome back' })).toBeVisible();
  await expect(page).toHaveTitle('Sign in | Lucy');
});

test('an unknown path shows the not-found page and its title', async ({ page }) => {
  await page.goto('/no/such/page');
  await expect(page.getByRole('heading', { name: 'We couldn’t find that page' })).toBeVisible();
  await expect(page).toHaveTitle('Page not found | Lucy');
  await page.getByRole('link', { name: 'Go to the start' }).click();
  await expect(page).toHaveTitle('Sign in | Lucy');
});
