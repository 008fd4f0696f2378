import { expect, test } from '@playwright/test';

test('the built web app renders with its page title', async ({ page }) => {
  await page.goto('/');
  await expect(page.getByRole('heading', { name: 'Your AI receptionist' })).toBeVisible();
  await expect(page).toHaveTitle('Welcome | Lucy');
});

test('an unknown path shows the not-found page and its title', async ({ page }) => {
  await page.goto('/no/such/page');
  await expect(page.getByRole('heading', { name: 'We couldn’t find that page' })).toBeVisible();
  await expect(page).toHaveTitle('Page not found | Lucy');
  await page.getByRole('link', { name: 'Go to the start' }).click();
  await expect(page).toHaveTitle('Welcome | Lucy');
});
