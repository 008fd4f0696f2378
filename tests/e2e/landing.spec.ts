import { seeded } from './support/accounts.ts';
import { contactAutomationOrigin } from './support/servers.ts';
import { pathOf, signIn } from './support/signIn.ts';
import { expect, test } from './support/test.ts';

/** SPEC §2: where each seeded access state lands after signing in with no return path (the index decision). */
const landings: [account: string, path: string, heading: string][] = [
  [seeded.active, '/settings/lucy', 'Lucy Settings'],
  [seeded.trialing, '/settings/lucy', 'Lucy Settings'],
  [seeded.pastDue, '/settings/lucy', 'Lucy Settings'],
  [seeded.canceled, '/settings/lucy', 'Lucy Settings'],
  [seeded.free, '/settings/lucy', 'Lucy Settings'],
  [seeded.freeCancelled, '/settings/lucy', 'Lucy Settings'],
  [seeded.unitedKingdom, '/settings/lucy', 'Lucy Settings'],
  [seeded.noOrganisation, '/setup/phone', 'What’s your business phone number?'],
  [seeded.newOrganisation, '/setup/device', 'What phone does your business use?'],
  // Rule 4 comes before rule 6: on a device with no stored carrier, a config without a subscription still
  // starts at the device step (the stored-preference case is in session.spec.ts).
  [seeded.noSubscription, '/setup/device', 'What phone does your business use?'],
];

for (const [account, path, heading] of landings) {
  test(`SPEC §2: ${account} lands on ${path}`, async ({ page }) => {
    await signIn(page, account);
    await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
    expect(pathOf(page)).toBe(path);
  });
}

test('SPEC §2 rule 3: an owner with a non-Lucy campaign is sent to the contact-automation app', async ({
  page,
}) => {
  await signIn(page, seeded.nonLucy);
  await page.waitForURL(contactAutomationOrigin);
});
