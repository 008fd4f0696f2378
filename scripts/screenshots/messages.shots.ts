import { subscribedOwner } from '../../tests/e2e/support/assistantOwner.ts';
import { OWNER_PASSWORD } from '../../tests/e2e/support/onboarding.ts';
import { signIn } from '../../tests/e2e/support/signIn.ts';
import { expect, test } from '../../tests/e2e/support/test.ts';
import { OUT } from './shoot.ts';

/**
 * The "messages" family of `npm run screenshots` (scripts/screenshots/shoot.ts says how it runs): where Lucy's
 * messages go, a section of the assistant editor, shot on its own at both widths.
 */

test.describe('messages', () => {
  test('/settings/lucy: where messages go, empty, refused and filled in', async ({ page, request }) => {
    const owner = await subscribedOwner(request, `shots-messages-${test.info().project.name}`);
    await signIn(page, owner.email, OWNER_PASSWORD, '/settings/lucy');
    const section = page.getByRole('region', { name: 'Where messages go' });
    await expect(section).toBeVisible();
    const shootSection = (name: string) =>
      section.screenshot({ path: `${OUT}/messages-${name}-${test.info().project.name}.png` });
    await shootSection('empty');

    await section.getByRole('button', { name: 'Add an e-mail address' }).click();
    await page.keyboard.type('olivia@harbour');
    await section.getByRole('button', { name: 'Add a mobile number' }).click();
    await page.keyboard.type('02 5550 1234');
    await section.getByRole('checkbox', { name: 'Also text urgent messages straight away' }).check();
    await page.getByRole('button', { name: 'Save changes' }).click();
    await expect(section.getByLabel('E-mail address 1', { exact: true })).toBeFocused();
    await shootSection('errors');

    await section.getByLabel('E-mail address 1', { exact: true }).fill('olivia@harbourplumbing.example');
    await section.getByLabel('Mobile number 1', { exact: true }).fill('0412 345 678');
    await section.getByRole('button', { name: 'Add an e-mail address' }).click();
    await page.keyboard.type('bookings@harbourplumbing.example');
    await page.getByRole('button', { name: 'Save changes' }).click();
    await expect(page.getByText('All changes saved.')).toBeVisible();
    await shootSection('filled');
  });
});
