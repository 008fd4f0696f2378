import type { Page } from '@playwright/test';

/**
 * Signs in with a Google account the stand-in adds through the one-tap card's "Use another account"; a
 * person the identity service does not know gets an account without an organisation.
 */
export async function signInWithNewGoogleAccount(
  page: Page,
  email: string,
  givenName: string,
): Promise<void> {
  const oneTap = page.locator('[data-gsi-stand-in="one-tap"]');
  await oneTap.getByRole('button', { name: 'Use another account' }).click();
  await oneTap.getByLabel('Email').fill(email);
  await oneTap.getByLabel('First name').fill(givenName);
  await oneTap.getByRole('button', { name: 'Continue', exact: true }).click();
}

/** The stand-in's chooser lists every seeded account in a fixed card; a tall window shows all of it. */
export const TALL_WINDOW = { width: 1280, height: 1800 };
