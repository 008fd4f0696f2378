import { SHARED_EMAIL, seedAccounts } from '../../dev-backend/seed/accounts.ts';
import { pathOf, signIn } from './support/signIn.ts';
import { expect, test } from './support/test.ts';

/**
 * README and the dev backend's banner say where each seeded account lands (issue 19): each is signed in
 * here, in a fresh browser, and the page it settles on is compared with what they say.
 */
const LOCAL_LANDING = /^\/[a-z/]*$/;

for (const account of [
  ...seedAccounts,
  { email: SHARED_EMAIL, lands: 'stays on /signin: whom to contact' },
]) {
  test(`${account.email} lands where the README says: ${account.lands}`, async ({ page }) => {
    await signIn(page, account.email);
    if (LOCAL_LANDING.test(account.lands)) {
      await expect.poll(() => pathOf(page)).toBe(account.lands);
      // Settled: no guard sends it on.
      await expect(page.locator('h1').first()).toBeVisible();
      expect(pathOf(page)).toBe(account.lands);
    } else if (account.lands.startsWith('stays on /signin')) {
      await expect(page.getByRole('alert').first()).toBeVisible();
      expect(pathOf(page)).toBe('/signin');
    } else {
      await expect.poll(() => new URL(page.url()).pathname).toMatch(/^\/ca\//);
    }
  });
}
