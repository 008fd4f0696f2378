import { configOf, subscribedOwner } from './support/assistantOwner.ts';
import { DESKTOP, expectNoSeriousA11yViolationsAtBothWidths, PHONE } from './support/axe.ts';
import { OWNER_PASSWORD } from './support/onboarding.ts';
import { openSignedIn } from './support/signIn.ts';
import { expect, type Locator, test } from './support/test.ts';

/**
 * Where Lucy's messages go (a proposal the dev backend serves, on in the local environment's flags): an Australian
 * owner on a phone adds who gets the messages, is stopped by a landline, fixes it, saves, and finds it all again
 * after a reload, on a phone and on a laptop.
 */

/** The remove button sits beside its field on the same line, neither overlapping nor off the screen. */
async function expectBesideItsField(field: Locator, remove: Locator, width: number) {
  const [input, button] = [await field.boundingBox(), await remove.boundingBox()];
  expect(input && button).toBeTruthy();
  if (!input || !button) return;
  expect(button.x).toBeGreaterThanOrEqual(input.x + input.width);
  expect(button.x + button.width).toBeLessThanOrEqual(width);
  expect(button.y).toBeLessThan(input.y + input.height);
  expect(button.y + button.height).toBeGreaterThan(input.y);
}

test('an owner chooses who gets Lucy’s messages, on a phone, and finds it kept', async ({
  page,
  request,
}) => {
  const owner = await subscribedOwner(request, 'message-recipients');
  await page.setViewportSize(PHONE);
  await openSignedIn(page, owner.email, '/', OWNER_PASSWORD);
  const section = page.getByRole('region', { name: 'Where messages go' });
  await expect(section.getByText(/No one is added yet/)).toBeVisible();

  await section.getByRole('button', { name: 'Add an e-mail address' }).click();
  await expect(section.getByLabel('E-mail address 1', { exact: true })).toBeFocused();
  await page.keyboard.type('olivia@harbourplumbing.example');
  await section.getByRole('button', { name: 'Add a mobile number' }).click();
  await page.keyboard.type('02 5550 1234');
  await section.getByRole('checkbox', { name: 'Also text urgent messages straight away' }).check();
  await page.getByRole('button', { name: 'Save changes' }).click();

  // A landline cannot take texts: the owner is told beside it, focused on it, and what was typed stays.
  const mobile = section.getByLabel('Mobile number 1', { exact: true });
  await expect(mobile).toBeFocused();
  await expect(mobile).toHaveAccessibleDescription(/enter a mobile number that can receive texts/);
  await expect(section.getByLabel('E-mail address 1', { exact: true })).toHaveValue(
    'olivia@harbourplumbing.example',
  );
  await mobile.fill('0412 345 678');
  await page.getByRole('button', { name: 'Save changes' }).click();
  await expect(page.getByText('All changes saved.')).toBeVisible();

  const saved = await configOf(request, owner);
  expect(saved.lucyConfig.messageRecipients).toEqual({
    emailAddresses: ['olivia@harbourplumbing.example'],
    mobileNumbers: ['+61412345678'],
    urgentBySms: true,
  });

  await page.reload();
  await expect(section.getByLabel('Mobile number 1', { exact: true })).toHaveValue('0412 345 678');
  await expect(section.getByLabel('E-mail address 1', { exact: true })).toHaveValue(
    'olivia@harbourplumbing.example',
  );
  await expect(
    section.getByRole('checkbox', { name: 'Also text urgent messages straight away' }),
  ).toBeChecked();
  for (const viewport of [PHONE, DESKTOP]) {
    await page.setViewportSize(viewport);
    await section.scrollIntoViewIfNeeded();
    await expectBesideItsField(
      section.getByLabel('Mobile number 1', { exact: true }),
      section.getByRole('button', { name: 'Remove 0412 345 678' }),
      viewport.width,
    );
  }
  await expectNoSeriousA11yViolationsAtBothWidths(page);
});
