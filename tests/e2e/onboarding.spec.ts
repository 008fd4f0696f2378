import { uniqueEmail } from './support/accounts.ts';
import { expectNoSeriousA11yViolations } from './support/axe.ts';
import { latestLinkTo } from './support/backend.ts';
import { lucyLiveOnTheNextPoll } from './support/loadingPage.ts';
import { agreeToTerms, OWNER_PASSWORD, uniqueBusinessPhone } from './support/onboarding.ts';
import { backendOrigin } from './support/servers.ts';
import { pathOf } from './support/signIn.ts';
import { expect, type Page, test } from './support/test.ts';

/**
 * SPEC §4 onboarding: a new owner goes from sign-up to the forwarding guide with a live Lucy,
 * through every screen as an owner would: sign-up, the e-mailed link, the password, the phone questions, the
 * assistant's setup, a plan paid on the checkout page, the wait for Lucy, and the guide for their carrier.
 */

// Every screen from sign-up to the guide; the loading page's polls are moved on (support/loadingPage.ts).
test.slow(() => true, 'a long flow');

const h1 = (page: Page, name: string | RegExp) => page.getByRole('heading', { level: 1, name });

async function signUpAndSetPassword(
  page: Page,
  request: Parameters<typeof latestLinkTo>[0],
  country: 'AU' | 'US',
) {
  const email = uniqueEmail(`journey-${country.toLowerCase()}`);
  // Before the first page, so the loading page's timers run on a clock the test can move on.
  await page.clock.install();
  await page.goto('/signup');
  await page.getByLabel('First name').fill('Olive');
  await page.getByLabel('Last name').fill('Owner');
  await page.getByLabel('Work email').fill(email);
  await page.getByLabel('Country of the phone number').selectOption(country);
  await page.getByLabel('Business phone number').fill(uniqueBusinessPhone(country));
  await agreeToTerms(page);
  await page.getByRole('button', { name: 'Create account' }).click();
  await expect(page.getByRole('heading', { name: 'Verify your email address' })).toBeVisible();

  const link = await latestLinkTo(request, email);
  await page.goto(`${link.pathname}${link.search}`);
  await expect(page.getByRole('heading', { name: 'Welcome Olive!' })).toBeVisible();
  await page.getByLabel('New password').fill(OWNER_PASSWORD);
  await page.getByRole('button', { name: 'Set password and continue' }).click();
  await expect(h1(page, 'What phone does your business use?')).toBeVisible();
  return email;
}

/** The phone questions: a mobile on `carrier`, its carrier check, and on to the assistant's setup. */
async function answerPhoneQuestions(page: Page, carrier: string, check: string) {
  await page.getByRole('radio', { name: /Mobile phone/ }).check();
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(h1(page, 'Who is your mobile carrier?')).toBeVisible();
  await page.getByLabel('Search').fill(carrier);
  await page.getByRole('radio', { name: carrier, exact: true }).check();
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(h1(page, check)).toBeVisible();
  await page.getByRole('button', { name: 'Continue' }).click();
}

/** The assistant's first setup and a Professional plan paid on the checkout page, then the wait for Lucy. */
async function setUpLucyAndPay(page: Page, request: Parameters<typeof latestLinkTo>[0], email: string) {
  await expect(h1(page, 'How should Lucy answer your calls?')).toBeVisible();
  expect(pathOf(page)).toBe('/setup/config');
  const form = page.getByRole('form', { name: 'Set up Lucy' });
  await form.getByLabel('Business name', { exact: true }).fill('Olive’s Plumbing');
  await form.getByRole('button', { name: 'Save and continue' }).click();

  await expect(h1(page, 'Choose your plan')).toBeVisible();
  await page.getByRole('button', { name: 'Choose Professional' }).click();
  await page.waitForURL(`${backendOrigin}/third-party/checkout/**`);
  await page.getByRole('button', { name: /^Pay / }).click();
  await page.waitForURL('**/setup/loading');
  await expect(h1(page, 'Getting Lucy ready')).toBeVisible();
  await lucyLiveOnTheNextPoll(page, request, email);
  await page.waitForURL('**/setup/guide');
  await expect(h1(page, 'Forward your calls to Lucy')).toBeVisible();
}

/**
 * Lucy's number: live, shown as its country writes it ("02 5550 0000", "(415) 555-0100"), and
 * dialled in the codes as the same digits.
 */
async function lucyNumber(page: Page): Promise<string> {
  const shown = page.getByText(/^0\d \d{4} \d{4}$|^\(\d{3}\) \d{3}-\d{4}$/).first();
  await expect(shown).toBeVisible();
  return ((await shown.textContent()) ?? '').replace(/\D/g, '');
}

test('a new AU owner on a mobile carrier: sign-up to the guide with a live Lucy', async ({
  page,
  request,
}) => {
  const email = await signUpAndSetPassword(page, request, 'AU');
  await answerPhoneQuestions(page, 'Telstra', 'Telstra can forward your calls to Lucy');
  await setUpLucyAndPay(page, request, email);

  // The answers given on this device carry through to the guide: no question asked again.
  await expect(page.getByText('Your phone: Telstra mobile')).toBeVisible();
  const number = await lucyNumber(page);
  expect(number).toMatch(/^02\d{8}$/);
  await expect(
    page.getByText(`**004*${number}*10#`, { exact: true }).and(page.locator('code')),
  ).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await page.getByRole('button', { name: 'Yes, Lucy answered' }).click();
  await expect(page.getByRole('heading', { name: /You’re all set/ })).toBeVisible();
  await page.getByRole('link', { name: 'Go to Lucy Settings' }).click();
  await expect(h1(page, 'Lucy Settings')).toBeVisible();
});

test('a new US owner on a *71 carrier: sign-up to the guide with a live Lucy', async ({ page, request }) => {
  const email = await signUpAndSetPassword(page, request, 'US');
  await answerPhoneQuestions(page, 'Verizon', 'Call Verizon to turn on call forwarding');
  await setUpLucyAndPay(page, request, email);

  await expect(page.getByText('Your phone: Verizon mobile')).toBeVisible();
  const number = await lucyNumber(page);
  expect(number).toMatch(/^415\d{7}$/);
  await expect(page.getByRole('heading', { name: 'Ask Verizon to turn on call forwarding' })).toBeVisible();
  await expect(page.getByText(`*71${number}`, { exact: true }).and(page.locator('code'))).toBeVisible();
  await expect(page.getByText(/you’ll hear a tone or a message when forwarding is on/)).toBeVisible();
  await expectNoSeriousA11yViolations(page);
});
