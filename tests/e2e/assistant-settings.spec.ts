import {
  type AssistantOwner,
  changeConfigElsewhere,
  configOf,
  subscribedOwner,
} from './support/assistantOwner.ts';
import {
  expectNoSeriousA11yViolations,
  expectNoSeriousA11yViolationsAtBothWidths,
  PHONE,
} from './support/axe.ts';
import { OWNER_PASSWORD } from './support/onboarding.ts';
import { backendOrigin } from './support/servers.ts';
import { openSignedIn, pathOf } from './support/signIn.ts';
import { expect, type Page, test } from './support/test.ts';

/**
 * The assistant editor at /settings/lucy against the dev backend, each test with an owner of
 * its own (a config and the free plan).
 */

async function openEditor(page: Page, owner: AssistantOwner): Promise<void> {
  await openSignedIn(page, owner.email, '/', OWNER_PASSWORD);
  await expect(page.getByRole('form', { name: 'Lucy settings' })).toBeVisible();
  expect(pathOf(page)).toBe('/settings/lucy');
  await expect(page.getByRole('form', { name: 'Lucy settings' })).toBeVisible();
}

const save = async (page: Page) => {
  await page.getByRole('button', { name: 'Save changes' }).click();
  await expect(page.getByText('All changes saved.')).toBeVisible();
};

test('edit every part of the config, save, reload: all of it is kept', async ({ page, request }) => {
  const owner = await subscribedOwner(request, 'assistant-every-part');
  await openEditor(page, owner);
  const form = page.getByRole('form', { name: 'Lucy settings' });

  await form.getByLabel('Business name', { exact: true }).fill('Harbour Plumbing & Gas');
  await form.getByLabel('Greeting', { exact: true }).fill('Thanks for calling {businessName}, this is Lucy.');
  await form.getByLabel('Voice', { exact: true }).selectOption('female-2');
  await form.getByLabel('Lucy greets callers in', { exact: true }).selectOption('en-GB');
  await form.getByRole('checkbox', { name: 'Vietnamese' }).check();

  // Skills: the FAQ (edit one, remove one, add one), every link, the e-mail address, a transfer.
  await form.getByLabel('Answer 1', { exact: true }).fill('Monday to Saturday, 7am to 6pm.');
  await form.getByRole('button', { name: 'Remove question 2' }).click();
  await form.getByRole('button', { name: 'Add a question' }).click();
  await form.getByLabel('Question 2', { exact: true }).fill('Do you fix hot water systems?');
  await form.getByLabel('Answer 2', { exact: true }).fill('Yes, every brand, gas and electric.');
  await form.getByLabel('Booking page', { exact: true }).fill('harbourplumbing.example/book-now');
  await form.getByRole('checkbox', { name: 'Text your prices' }).check();
  await form.getByLabel('Price list page', { exact: true }).fill('harbourplumbing.example/prices');
  await form.getByLabel('Website', { exact: true }).fill('https://harbourplumbing.example');
  await form.getByRole('checkbox', { name: 'Give out your email address' }).check();
  await form.getByLabel('Email address', { exact: true }).fill('office@harbourplumbing.example');
  await form.getByRole('checkbox', { name: 'Put callers through' }).check();
  await form.getByRole('button', { name: 'Add a person' }).click();
  await form.getByLabel('Name 1', { exact: true }).fill('Olivia');
  await form.getByLabel('Phone number 1', { exact: true }).fill('0412 345 678');

  // Message taking: the owner's own questions and trigger (flag customTriggers), and a webhook.
  await form.getByRole('radio', { name: /Your own questions/ }).check();
  const slots = form.getByRole('group', { name: 'Your questions' });
  await slots.getByLabel('Question 1', { exact: true }).fill('What is the address of the job?');
  await slots.getByLabel('Question 2', { exact: true }).fill('Is it urgent?');
  await slots.getByLabel('Question 3', { exact: true }).fill('When can we call you back?');
  await form
    .getByLabel('When should Lucy take a message?', { exact: true })
    .fill('When the caller wants a quote');
  await form
    .getByLabel('Send messages to a webhook (optional)', { exact: true })
    .fill(`${backendOrigin}/dev/webhooks/every-part`);

  await save(page);
  await page.reload();
  await expect(form).toBeVisible();

  await expect(form.getByLabel('Business name', { exact: true })).toHaveValue('Harbour Plumbing & Gas');
  await expect(form.getByLabel('Greeting', { exact: true })).toHaveValue(
    'Thanks for calling {businessName}, this is Lucy.',
  );
  await expect(form.getByLabel('Voice', { exact: true })).toHaveValue('female-2');
  await expect(form.getByLabel('Lucy greets callers in', { exact: true })).toHaveValue('en-GB');
  await expect(form.getByRole('checkbox', { name: 'Vietnamese' })).toBeChecked();
  await expect(form.getByRole('checkbox', { name: 'English (Australia)' })).toBeChecked();
  await expect(form.getByLabel('Question 1', { exact: true }).first()).toHaveValue(
    'What are your opening hours?',
  );
  await expect(form.getByLabel('Answer 1', { exact: true })).toHaveValue('Monday to Saturday, 7am to 6pm.');
  await expect(form.getByLabel('Answer 2', { exact: true })).toHaveValue(
    'Yes, every brand, gas and electric.',
  );
  await expect(form.getByLabel('Answer 3', { exact: true })).toHaveCount(0);
  await expect(form.getByLabel('Booking page', { exact: true })).toHaveValue(
    'harbourplumbing.example/book-now',
  );
  await expect(form.getByLabel('Price list page', { exact: true })).toHaveValue(
    'harbourplumbing.example/prices',
  );
  await expect(form.getByLabel('Website', { exact: true })).toHaveValue('https://harbourplumbing.example');
  await expect(form.getByLabel('Email address', { exact: true })).toHaveValue(
    'office@harbourplumbing.example',
  );
  await expect(form.getByLabel('Name 1', { exact: true })).toHaveValue('Olivia');
  // A transfer number of the business's country reads nationally, grouped (stored as E.164 below).
  await expect(form.getByLabel('Phone number 1', { exact: true })).toHaveValue('0412 345 678');
  await expect(form.getByRole('radio', { name: /Your own questions/ })).toBeChecked();
  await expect(slots.getByLabel('Question 2', { exact: true })).toHaveValue('Is it urgent?');
  await expect(slots.getByLabel('Question 3', { exact: true })).toHaveValue('When can we call you back?');
  await expect(form.getByLabel('When should Lucy take a message?', { exact: true })).toHaveValue(
    'When the caller wants a quote',
  );
  await expect(form.getByLabel('Send messages to a webhook (optional)', { exact: true })).toHaveValue(
    `${backendOrigin}/dev/webhooks/every-part`,
  );
  await expect(page.getByText('You have unsaved changes.')).toHaveCount(0);

  // And the service has exactly that (SPEC §5 normalised: no editing ids, 3 message slots).
  const { lucyConfig } = await configOf(request, owner);
  expect(lucyConfig.skills.transfer.destinations).toEqual([{ name: 'Olivia', phoneNumber: '+61412345678' }]);
  expect(lucyConfig.messageTaking.customMessageTaking).toEqual([
    'What is the address of the job?',
    'Is it urgent?',
    'When can we call you back?',
  ]);
  expect(lucyConfig.languages).toEqual(['en-GB', 'en-AU', 'vi']);
});

test('a message taker: leaving unsaved asks first; saved, the assistant type is kept, and she always takes messages', async ({
  page,
  request,
}) => {
  const owner = await subscribedOwner(request, 'assistant-type');
  await openEditor(page, owner);
  await page.getByRole('radio', { name: /Message taker/ }).check();
  await expect(page.getByRole('heading', { name: 'What Lucy can do' })).toHaveCount(0);
  // The sidebar's link, through the app's router: the owner is asked before the change is dropped.
  await page
    .getByRole('complementary', { name: 'Settings menu' })
    .getByRole('link', { name: 'Manage Plan' })
    .click();
  const leave = page.getByRole('dialog', { name: 'Leave without saving?' });
  await expect(leave).toBeVisible();
  await leave.getByRole('button', { name: 'Stay on this page' }).click();
  await expect(page.getByRole('radio', { name: /Message taker/ })).toBeChecked();
  expect(pathOf(page)).toBe('/settings/lucy');

  await save(page);
  await page.reload();
  await expect(page.getByRole('radio', { name: /Message taker/ })).toBeChecked();
  await expect(page.getByRole('heading', { name: 'Message taking' })).toBeVisible();
  expect((await configOf(request, owner)).lucyConfig.assistant.assistantType).toBe('messageTaking');
});

test('the greeting preview and the voice preview: real WAV audio that plays', async ({ page, request }) => {
  const owner = await subscribedOwner(request, 'assistant-voice');
  await openEditor(page, owner);
  await page.getByLabel('Greeting', { exact: true }).fill('Hello from {businessName}.');
  await page.getByRole('button', { name: 'Preview the greeting' }).click();
  await expect(page.getByText('Hello from Harbour Plumbing.')).toBeVisible();

  const answer = page.waitForResponse((response) => response.url().endsWith('/lucy/tts-preview'));
  await page.getByRole('button', { name: 'Hear the greeting' }).click();
  const preview = (await (await answer).json()) as { contentType: string; audio: string };
  expect(preview.contentType).toBe('audio/wav');
  expect(Buffer.from(preview.audio, 'base64').subarray(0, 4).toString()).toBe('RIFF');

  const player = page.locator('audio');
  await expect(player).toBeVisible();
  const duration = await player.evaluate(
    (audio: HTMLAudioElement) =>
      new Promise<number>((resolve, reject) => {
        if (audio.readyState >= 1) resolve(audio.duration);
        audio.addEventListener('loadedmetadata', () => resolve(audio.duration));
        audio.addEventListener('error', () => reject(new Error(`audio error ${audio.error?.code}`)));
      }),
  );
  expect(duration).toBeGreaterThan(0.5);
});

test('the webhook test reports what the webhook answered', async ({ page, request }) => {
  const owner = await subscribedOwner(request, 'assistant-webhook');
  await openEditor(page, owner);
  const webhook = page.getByLabel('Send messages to a webhook (optional)', { exact: true });
  const hook = `${backendOrigin}/dev/webhooks/assistant-${Date.now()}`;
  await webhook.fill(hook);
  await page.getByRole('button', { name: 'Send a test message' }).click();
  await expect(page.getByText('Test message delivered')).toBeVisible();
  await expect(page.getByText("Your webhook accepted Lucy's sample message (HTTP 200).")).toBeVisible();
  const received = (await (await request.get(`${backendOrigin}/dev/webhooks`)).json()) as {
    webhooks: { path: string; body: string }[];
  };
  const delivered = received.webhooks.find((item) => hook.endsWith(item.path));
  expect(JSON.parse(delivered?.body ?? '{}')).toMatchObject({ event: 'message.taken', test: true });

  // .invalid never resolves (RFC 2606); a loopback address would be refused before any attempt.
  // https, as the form asks for any host but this computer.
  await webhook.fill('https://nothing-listens-here.invalid/lucy');
  await page.getByRole('button', { name: 'Send a test message' }).click();
  await expect(page.getByText('Lucy could not reach your webhook')).toBeVisible();
});

test('a conflicting save explains itself, keeps the edits, and can save them over the newer config', async ({
  page,
  request,
}) => {
  const owner = await subscribedOwner(request, 'assistant-conflict');
  await openEditor(page, owner);
  await changeConfigElsewhere(request, owner, (config) => {
    config.assistant.businessName = 'Changed in another tab';
  });
  await page.getByLabel('Greeting', { exact: true }).fill('My own greeting');
  await page.getByRole('button', { name: 'Save changes' }).click();

  const dialog = page.getByRole('dialog', { name: 'Lucy’s settings were changed somewhere else' });
  await expect(dialog).toBeVisible();
  await expect(dialog).toContainText('Someone saved Lucy’s settings, on another device or in another tab');
  await expect(dialog).toContainText('Your changes are still here.');
  await expectNoSeriousA11yViolations(page);
  await dialog.getByRole('button', { name: 'Keep editing' }).click();
  await expect(page.getByLabel('Greeting', { exact: true })).toHaveValue('My own greeting');

  await page.getByRole('button', { name: 'Save changes' }).click();
  await dialog.getByRole('button', { name: 'Save mine over them' }).click();
  await expect(page.getByText('All changes saved.')).toBeVisible();
  const { lucyConfig } = await configOf(request, owner);
  expect(lucyConfig.assistant.greeting).toBe('My own greeting');
  expect(lucyConfig.assistant.businessName).toBe('Harbour Plumbing');
});

test('the editor refuses to save with what to fix, focus on the first; axe at 390 and 1280 px, with every optional part open too', async ({
  page,
  request,
}) => {
  const owner = await subscribedOwner(request, 'assistant-axe');
  await page.setViewportSize(PHONE);
  await openEditor(page, owner);
  await page.getByLabel('Business name', { exact: true }).fill('');
  await page.getByLabel('Booking page', { exact: true }).fill('not a link');
  await page.getByRole('button', { name: 'Save changes' }).click();
  await expect(page.getByLabel('Business name', { exact: true })).toBeFocused();
  await expect(page.getByText('Business name cannot be blank')).toBeVisible();
  await expect(page.getByText('Enter a website address, like example.com')).toBeVisible();
  await expect(page.getByText('Check the highlighted fields: 2 fields to fix before saving.')).toBeVisible();
  await expectNoSeriousA11yViolationsAtBothWidths(page);

  await page.setViewportSize(PHONE);
  await page.getByRole('checkbox', { name: 'Put callers through' }).check();
  await page.getByRole('button', { name: 'Add a person' }).click();
  await page.getByRole('radio', { name: /Your own questions/ }).check();
  await page.getByRole('button', { name: 'Import questions from your website' }).click();
  await expectNoSeriousA11yViolationsAtBothWidths(page);
});
