import { ownerWithFreePlan } from './support/ownerWithFreePlan.ts';
import { openSignedIn } from './support/signIn.ts';
import { expect, test } from './support/test.ts';

/**
 * The service keeps an owner's phone answers (a proposal, flag phoneChoiceRead, on in the local build): a
 * browser without answers of its own reads them, so an owner who answered on one device is not asked again on
 * another. An owner of its own, so no other test's answers are read here and these are read by no other test.
 */

test('answers given in one browser take a fresh browser straight to the carrier’s steps, without "Step 4 of 4"', async ({
  browser,
  page,
}) => {
  const { email } = await ownerWithFreePlan(page.request, 'answers-follow');

  await openSignedIn(page, email, '/setup/guide');
  await expect(page.getByRole('heading', { level: 1, name: 'Forward your calls to Lucy' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Which phone do your customers call?' })).toBeVisible();
  // An owner with a config and a plan is past onboarding: the guide is not its last step.
  await expect(page.getByText(/Step \d of \d/)).toHaveCount(0);
  const form = page.getByRole('form', { name: 'Your phone' });
  await form.getByLabel('Your customers call').selectOption({ label: 'Mobile phone' });
  await form.getByLabel('Carrier').selectOption({ label: 'Telstra' });
  const stored = page.waitForResponse(
    (response) =>
      response.url().endsWith('/gateway/lucy/user-device') && response.request().method() === 'POST',
  );
  await form.getByRole('button', { name: 'Show my instructions' }).click();
  expect((await stored).ok()).toBe(true);
  await expect(page.getByText('Your phone: Telstra mobile')).toBeVisible();

  // Another browser: its own storage, nothing of the first one's but the owner's sign-in.
  const elsewhere = await browser.newContext();
  try {
    const other = await elsewhere.newPage();
    const read = other.waitForResponse(
      (response) =>
        response.url().endsWith('/gateway/lucy/user-device') && response.request().method() === 'GET',
    );
    await openSignedIn(other, email, '/setup/guide');
    expect((await read).ok()).toBe(true);
    await expect(other.getByText('Your phone: Telstra mobile')).toBeVisible();
    await expect(
      other.getByRole('heading', { name: 'Dial this code from your business mobile' }),
    ).toBeVisible();
    await expect(other.getByRole('heading', { name: 'Which phone do your customers call?' })).toHaveCount(0);
    await expect(other.getByText(/Step \d of \d/)).toHaveCount(0);
  } finally {
    await elsewhere.close();
  }
});
