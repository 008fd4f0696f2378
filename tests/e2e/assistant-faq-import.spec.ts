import { configOf, subscribedOwner } from './support/assistantOwner.ts';
import { expectNoSeriousA11yViolations } from './support/axe.ts';
import { OWNER_PASSWORD } from './support/onboarding.ts';
import { backendOrigin } from './support/servers.ts';
import { openSignedIn } from './support/signIn.ts';
import { expect, test } from './support/test.ts';

/**
 * The website FAQ import streams suggestions from the dev backend's sample business site.
 * The SPEC §5 website rule wants a domain or an IPv4 address, so the site is named by 127.0.0.1.
 */
const SAMPLE_SITE = `${backendOrigin.replace('localhost', '127.0.0.1')}/dev/sample-website`;

test('suggestions stream in one by one; added ones are saved with the config', async ({ page, request }) => {
  const owner = await subscribedOwner(request, 'assistant-import');
  await openSignedIn(page, owner.email, '/settings/lucy', OWNER_PASSWORD);
  const form = page.getByRole('form', { name: 'Lucy settings' });
  await expect(form).toBeVisible();
  await form.getByRole('button', { name: 'Import questions from your website' }).click();
  await form.getByLabel('Your website', { exact: true }).fill(SAMPLE_SITE);
  await form.getByRole('button', { name: 'Find questions' }).click();

  // While the stream runs the owner sees progress and can stop it; suggestions arrive before it ends.
  await expect(form.getByText(/found so far/)).toBeVisible();
  await expect(form.getByRole('button', { name: 'Stop' })).toBeVisible();
  // A suggestion shows while the site is still being read: they arrive one by one, not all at the end.
  await expect(form.getByText(/[1-9]\d* questions? found so far/)).toBeVisible();
  await expect(
    form.getByRole('list', { name: 'Suggested questions' }).getByRole('listitem').first(),
  ).toBeVisible();
  await expect(form.getByText(/^Found \d+ questions on 127\.0\.0\.1/)).toBeVisible();
  await expectNoSeriousA11yViolations(page);

  await form.getByRole('button', { name: 'Add: Do you do emergency call-outs?' }).click();
  await form.getByRole('button', { name: 'Dismiss: How much is a call-out?' }).click();
  await expect(form.getByRole('button', { name: 'Dismiss: How much is a call-out?' })).toHaveCount(0);
  await expect(form.getByLabel('Question 3', { exact: true }).first()).toHaveValue(
    'Do you do emergency call-outs?',
  );
  await form.getByRole('button', { name: 'Save changes' }).click();
  await expect(page.getByText('All changes saved.')).toBeVisible();

  const { lucyConfig } = await configOf(request, owner);
  expect(lucyConfig.skills.faq.questions).toContainEqual({
    question: 'Do you do emergency call-outs?',
    answer: 'Yes, 24 hours a day, 7 days a week.',
  });
  expect(lucyConfig.skills.faq.questions.map((item) => item.question)).not.toContain(
    'How much is a call-out?',
  );
});

test('a site that cannot be read shows the server’s message and what to do', async ({ page, request }) => {
  const owner = await subscribedOwner(request, 'assistant-import-error');
  await openSignedIn(page, owner.email, '/settings/lucy', OWNER_PASSWORD);
  const form = page.getByRole('form', { name: 'Lucy settings' });
  await form.getByRole('button', { name: 'Import questions from your website' }).click();
  await form.getByLabel('Your website', { exact: true }).fill('http://127.0.0.1:9/faq');
  await form.getByRole('button', { name: 'Find questions' }).click();
  const alert = form.getByRole('alert');
  await expect(alert).toContainText('We could not read 127.0.0.1:9');
  await expect(alert).toContainText('Check the address and try again, or add your questions yourself.');
});

test('a loopback, private or metadata address is not read, and nothing of it is shown', async ({
  page,
  request,
}) => {
  const owner = await subscribedOwner(request, 'assistant-import-ssrf');
  await openSignedIn(page, owner.email, '/settings/lucy', OWNER_PASSWORD);
  const form = page.getByRole('form', { name: 'Lucy settings' });
  await form.getByRole('button', { name: 'Import questions from your website' }).click();
  // The dev backend's own signing keys are on loopback like the sample site, but not one of its /dev/ samples.
  const ownKeys = `${backendOrigin.replace('localhost', '127.0.0.1')}/identity/.well-known/jwks.json`;
  for (const url of ['http://169.254.169.254/latest/meta-data/', 'http://192.168.0.1/', ownKeys]) {
    await form.getByLabel('Your website', { exact: true }).fill(url);
    await form.getByRole('button', { name: 'Find questions' }).click();
    const alert = form.getByRole('alert');
    await expect(alert).toContainText(`We could not read ${new URL(url).host}: it is not a public website`);
    await expect(form.getByRole('list', { name: 'Suggested questions' })).toHaveCount(0);
  }
});
