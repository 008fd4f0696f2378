import { SHARED_EMAIL, seedAccounts } from '../../dev-backend/seed/accounts.ts';
import { openSignedIn, pathOf, signIn } from './support/signIn.ts';
import { expect, test } from './support/test.ts';

/**
 * README and the dev backend's banner say where each seeded account lands (SPEC §2: the index decides where an
 * owner signed in with no return path goes): each is checked here in a fresh browser, on the page it settles
 * on. An account the identity service signs in opens the app at / signed in, as the sign-in screen sends it
 * there (signin.spec signs in on the screen itself); one it refuses is signed in on /signin, where it stays.
 */
const LOCAL_LANDING = /^\/[a-z/]*$/;

/** What the screen each local landing shows says first. */
const HEADINGS: Record<string, string> = {
  '/settings/lucy': 'Lucy Settings',
  '/setup/phone': 'What’s your business phone number?',
  '/setup/device': 'What phone does your business use?',
  '/setup/billing': 'Choose your plan',
};

for (const account of [
  ...seedAccounts,
  { email: SHARED_EMAIL, lands: 'stays on /signin: whom to contact' },
]) {
  test(`${account.email} lands where the README says: ${account.lands}`, async ({ page }) => {
    if (account.lands.startsWith('stays on /signin')) {
      await signIn(page, account.email);
      await expect(page.getByRole('alert').first()).toBeVisible();
      expect(pathOf(page)).toBe('/signin');
      return;
    }
    await openSignedIn(page, account.email, '/');
    if (LOCAL_LANDING.test(account.lands)) {
      const heading = HEADINGS[account.lands];
      if (!heading) throw new Error(`No heading known for ${account.lands}: add it to HEADINGS`);
      await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
      // Settled: no guard sends it on.
      expect(pathOf(page)).toBe(account.lands);
    } else {
      await expect.poll(() => new URL(page.url()).pathname).toMatch(/^\/ca\//);
    }
  });
}
