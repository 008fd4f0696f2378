import { subscribedOwner } from './support/assistantOwner.ts';
import { expectNoSeriousA11yViolationsAtBothWidths, PHONE } from './support/axe.ts';
import { mailTo, signInOutside } from './support/backend.ts';
import { OWNER_PASSWORD } from './support/onboarding.ts';
import { openSignedIn } from './support/signIn.ts';
import { expect, test } from './support/test.ts';

/**
 * Help and Change password, as an owner finds them: from the settings menu on a phone, and beside the page on a
 * laptop (the same visit, widened, rather than a second owner through the same journey). The new password is
 * chosen through the reset link of SPEC §7, opened while the owner is still signed in.
 */

const NEW_PASSWORD = 'Zz9-Lucy-help!';

test.use({ viewport: PHONE });

test('Help from the menu on a phone and beside the page on a laptop, then a new password by e-mailed link', async ({
  page,
  request,
}) => {
  const owner = await subscribedOwner(request, 'help');
  await openSignedIn(page, owner.email, '/settings/lucy', OWNER_PASSWORD);
  await expect(page).toHaveURL(/\/settings\/lucy$/);

  // On a phone the sidebar is behind the Menu button.
  await page.getByRole('button', { name: 'Menu', exact: true }).click();
  await page.getByRole('dialog', { name: 'Menu' }).getByRole('link', { name: 'Help' }).click();
  await expect(page).toHaveURL(/\/settings\/help$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Help' })).toBeVisible();
  await expect(
    page.getByRole('region', { name: 'Contact support' }).getByRole('link', { name: /^support@/ }),
  ).toBeVisible();
  await expect(page.getByRole('link', { name: 'Open the forwarding guide' })).toHaveAttribute(
    'href',
    '/setup/guide',
  );
  const plans = page.getByRole('region', { name: 'What each plan includes' });
  for (const tier of ['Free', 'Professional', 'Business'])
    await expect(plans.getByRole('heading', { level: 3, name: tier })).toBeVisible();
  await expect(plans.getByRole('button')).toHaveCount(0);
  // Leaves the window at a laptop's width, where the menu sits beside the page.
  await expectNoSeriousA11yViolationsAtBothWidths(page);
  await expect(
    page.getByRole('complementary', { name: 'Settings menu' }).getByRole('link', { name: 'Help' }),
  ).toBeVisible();

  await page.getByRole('link', { name: 'Change password' }).click();
  await expect(page).toHaveURL(/\/settings\/password$/);
  await expect(page.getByText(owner.email)).toBeVisible();
  const mailsBefore = (await mailTo(request, owner.email)).length;
  await page.getByRole('button', { name: 'Email me the link' }).click();
  await expect(page.getByRole('heading', { name: 'Check your email' })).toBeVisible();
  await expectNoSeriousA11yViolationsAtBothWidths(page);

  let link = '';
  await expect
    .poll(async () => {
      const mails = await mailTo(request, owner.email);
      link = mails.length > mailsBefore ? (mails[0]?.link ?? '') : '';
      return link;
    })
    .not.toBe('');
  const opened = new URL(link);
  // Still signed in here, the owner opens the link and chooses the new password.
  await page.goto(`${opened.pathname}${opened.search}`);
  await expect(page.getByRole('heading', { name: 'Choose a new password' })).toBeVisible();
  await page.getByLabel('New password').fill(NEW_PASSWORD);
  await page.getByRole('button', { name: 'Save password and sign in' }).click();
  await expect(page).toHaveURL(/\/settings\/lucy$/);

  await signInOutside(request, owner.email, NEW_PASSWORD);
});
