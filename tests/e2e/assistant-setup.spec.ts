import { configOf, newOwner } from './support/assistantOwner.ts';
import { expectNoSeriousA11yViolationsAtBothWidths } from './support/axe.ts';
import { OWNER_PASSWORD } from './support/onboarding.ts';
import { openSignedIn, pathOf } from './support/signIn.ts';
import { expect, test } from './support/test.ts';

/** The first assistant setup at /setup/config, for a new owner with no config yet. */

test('a new owner sets Lucy up, goes on to billing, and finds it all kept on coming back', async ({
  page,
  request,
}) => {
  const owner = await newOwner(request, 'assistant-setup');
  await openSignedIn(page, owner.email, '/setup/config?promoCode=WELCOME20', OWNER_PASSWORD);
  await expect(
    page.getByRole('heading', { level: 1, name: 'How should Lucy answer your calls?' }),
  ).toBeVisible();
  const form = page.getByRole('form', { name: 'Set up Lucy' });
  // Sign-up named the organisation after its owner, which is no business name: the owner is asked for it.
  await expect(form.getByLabel('Business name', { exact: true })).toHaveValue('');

  await form.getByLabel('Business name', { exact: true }).fill('Bayside Dental');
  await form.getByRole('checkbox', { name: 'Text your website' }).check();
  await form.getByLabel('Website', { exact: true }).fill('baysidedental.example');
  await form.getByRole('button', { name: 'Add a question' }).click();
  await form.getByLabel('Question 1', { exact: true }).fill('Do you see children?');
  await form.getByLabel('Answer 1', { exact: true }).fill('Yes, from age two.');
  await form.getByRole('button', { name: 'Save and continue' }).click();

  await page.waitForURL('**/setup/billing?promoCode=WELCOME20');
  const { lucyConfig, version } = await configOf(request, owner);
  expect(version).toBe(1);
  expect(lucyConfig.assistant.businessName).toBe('Bayside Dental');
  expect(lucyConfig.skills.faq.questions).toEqual([
    { question: 'Do you see children?', answer: 'Yes, from age two.' },
  ]);
  expect(lucyConfig.languages).toEqual(['en-AU']);

  await page.goto('/setup/config');
  await expect(form.getByLabel('Business name', { exact: true })).toHaveValue('Bayside Dental');
  await expect(form.getByLabel('Answer 1', { exact: true })).toHaveValue('Yes, from age two.');
  expect(pathOf(page)).toBe('/setup/config');
});

test('axe at 390 and 1280 px: /setup/config empty, then with the business name missing', async ({
  page,
  request,
}) => {
  const owner = await newOwner(request, 'assistant-setup-axe');
  await openSignedIn(page, owner.email, '/setup/config', OWNER_PASSWORD);
  await expect(page.getByRole('form', { name: 'Set up Lucy' })).toBeVisible();
  await expectNoSeriousA11yViolationsAtBothWidths(page);
  await page.getByLabel('Business name', { exact: true }).fill('');
  await page.getByRole('button', { name: 'Save and continue' }).click();
  await expect(page.getByLabel('Business name', { exact: true })).toBeFocused();
  await expectNoSeriousA11yViolationsAtBothWidths(page);
});
