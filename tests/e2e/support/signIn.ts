import { expect, type Page } from '@playwright/test';
import type { Tokens } from '../../../bridge/types.ts';
import { SEED_PASSWORD } from './accounts.ts';
import { signInOutside } from './backend.ts';

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

/**
 * A page of the app's origin holding the app's token store and nothing else (tokenPage/, built beside the app by
 * playwright.config.ts), rather than the app loaded at a path of no route only to store the tokens (measured on
 * routing and seeded-landings, 30 tests, alternated: 56 s and 55 s of browser CPU before, 54 s and 53 s after).
 */
const TOKEN_PAGE = '/e2e/';

/**
 * Signs `email` in for the tests that are not about signing in (signin.spec, social.spec and the rest sign in
 * through the screens): the identity service signs the owner in outside the browser, and the web app's own token
 * store keeps the tokens in this page's browser (encrypted, its key in IndexedDB, as after a sign-in on /signin).
 * The page is left on the token page, outside the app; the next page opened is opened as by an owner coming back.
 * A fresh session each time: no test shares a refresh token with another, so no refresh in one ends another's.
 */
export async function storeSignIn(
  page: Page,
  email: string,
  password: string = SEED_PASSWORD,
): Promise<void> {
  const { token, refreshToken } = await signInOutside(page.request, email, password);
  await openTokenPage(page);
  await page.evaluate(
    (tokens) =>
      (
        window as unknown as { lucyE2E: { tokens: { set(tokens: Tokens): Promise<void> } } }
      ).lucyE2E.tokens.set(tokens),
    { access_token: token, refresh_token: refreshToken },
  );
}

/** Leaves `page` on the token page, its store ready (`lucyE2E.tokens`, the app's own store). */
export async function openTokenPage(page: Page): Promise<void> {
  await page.goto(TOKEN_PAGE);
  await page.waitForFunction(() => 'lucyE2E' in window);
}

/** Opens `path` as `email`, signed in (`storeSignIn`). */
export async function openSignedIn(
  page: Page,
  email: string,
  path: string,
  password: string = SEED_PASSWORD,
): Promise<void> {
  await storeSignIn(page, email, password);
  await page.goto(path);
}

/** Where a signed-in user lands, as the path and query the app shows. */
export function pathOf(page: Page): string {
  const url = new URL(page.url());
  return `${url.pathname}${url.search}`;
}
