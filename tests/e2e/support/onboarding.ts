import { type APIRequestContext, expect, type Page } from '@playwright/test';
import { uniqueEmail } from './accounts.ts';
import { createAccount, uniqueAustralianMobile } from './backend.ts';
import { openSignedIn } from './signIn.ts';

/**
 * Ticks the terms box (SPEC §5: on /signup, and on /setup/phone after a sign-up through Google), and waits until it
 * shows ticked. A tick in the instant the app takes over the pre-rendered /signup form can show the box unticked
 * for a moment before the app shows it ticked: Playwright's `check()`, which reads the box once right after its
 * click, failed on that once (in 7 runs of the suite); the page snapshot taken right after showed the box ticked.
 */
export async function agreeToTerms(page: Page): Promise<void> {
  const terms = page.getByRole('checkbox', { name: /I agree to the Terms and Conditions/ });
  await expect(terms).not.toBeChecked();
  await terms.click();
  await expect(terms).toBeChecked();
}

/** A password that meets the SPEC §5 rules, for accounts a test makes. */
export const OWNER_PASSWORD = 'Zz9-Lucy-e2e!';

/** A business phone no other test uses, in a country Lucy serves (the dev backend refuses a shared phone). */
export function uniqueBusinessPhone(country: 'AU' | 'US' | 'GB'): string {
  if (country === 'AU') return uniqueAustralianMobile();
  // 07400 xxxxxx: a UK mobile range that is always valid.
  if (country === 'GB') return `+447400${String(Math.floor(Math.random() * 1e6)).padStart(6, '0')}`;
  // 415-2xx-xxxx: a San Francisco exchange range that is always valid.
  return `+14152${String(Math.floor(Math.random() * 1e6)).padStart(6, '0')}`;
}

/**
 * A new owner with an organisation and nothing else (no carrier, config or subscription), made the way the
 * product makes one: sign-up, the activation link from the mailbox, the password chosen with its token.
 */
export async function createOwner(request: APIRequestContext, label: string, country: 'AU' | 'US') {
  const email = uniqueEmail(label);
  await createAccount(request, email, OWNER_PASSWORD, uniqueBusinessPhone(country));
  return email;
}

/** A new owner of `country`, signed in, at the device question (SPEC §2 index rule 4). */
export async function newOwnerAtDeviceStep(
  page: Page,
  request: APIRequestContext,
  label: string,
  country: 'AU' | 'US',
): Promise<string> {
  const email = await createOwner(request, label, country);
  await openSignedIn(page, email, '/', OWNER_PASSWORD);
  await expect(
    page.getByRole('heading', { level: 1, name: 'What phone does your business use?' }),
  ).toBeVisible();
  return email;
}
