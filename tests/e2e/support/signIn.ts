import { expect, type Page } from '@playwright/test';
import { SEED_PASSWORD } from './accounts.ts';

/**
 * Google's one-tap card (SPEC §1) opens over the top right of /signin, as Google's does; a visitor who
 * signs in with a password closes it first.
 */
export async function closeOneTap(page: Page): Promise<void> {
  const oneTap = page.locator('[data-gsi-stand-in="one-tap"]');
  await oneTap.getByRole('button', { name: 'Close' }).click();
  await expect(oneTap).toHaveCount(0);
}

/** Fills the /signin form and submits it; the page must already show /signin. */
export async function submitSignIn(
  page: Page,
  email: string,
  password: string = SEED_PASSWORD,
): Promise<void> {
  const form = page.getByRole('form', { name: 'Sign in' });
  await form.getByLabel('Email').fill(email);
  await form.getByLabel('Password', { exact: true }).fill(password);
  await form.getByRole('button', { name: 'Sign in' }).click();
}

/** Opens /signin (with a return path when given) and signs in with the e-mail and password. */
export async function signIn(page: Page, email: string, password: string = SEED_PASSWORD, redirect?: string) {
  await page.goto(redirect === undefined ? '/signin' : `/signin?${new URLSearchParams({ redirect })}`);
  await expect(page.getByRole('heading', { name: 'Welcome back' })).toBeVisible();
  await closeOneTap(page);
  await submitSignIn(page, email, password);
}

/** Where a signed-in user lands, as the path and query the app shows. */
export function pathOf(page: Page): string {
  const url = new URL(page.url());
  return `${url.pathname}${url.search}`;
}
