import { expectNoSeriousA11yViolations } from './support/axe.ts';
import { type OwnerCountry, ownerWithFreePlan } from './support/ownerWithFreePlan.ts';
import { openSignedIn } from './support/signIn.ts';
import { expect, type Locator, type Page, test } from './support/test.ts';

/**
 * The forwarding guide, for owners with a live Lucy. The service keeps an owner's phone answers (the seed
 * stores some for its owners with a config or a plan), so each test has a new owner of its own, with no answers
 * on the device or at the service: the guide asks for the phone first, and no other test's answers reach it.
 */

const PHONE = { width: 390, height: 844 };
const DESKTOP = { width: 1280, height: 900 };

/** A new owner in `country` with a live Lucy and no phone answers anywhere, at the guide. */
async function openGuide(page: Page, label: string, country: OwnerCountry = 'AU') {
  const { email } = await ownerWithFreePlan(page.request, `guide-${label}`, undefined, country);
  await openSignedIn(page, email, '/setup/guide');
  await expect(page.getByRole('heading', { level: 1, name: 'Forward your calls to Lucy' })).toBeVisible();
  await expect(page).toHaveTitle('Connect Lucy | Lucy');
}

async function tellPhone(page: Page, device: string, carrier: string, plan?: string) {
  const form = page.getByRole('form', { name: 'Your phone' });
  await form.getByLabel('Your customers call').selectOption({ label: device });
  await form.getByLabel(/^(Carrier|Phone system)$/).selectOption({ label: carrier });
  if (plan) await form.getByLabel('Plan').selectOption(plan);
  const sent = page.waitForRequest('**/gateway/lucy/user-device');
  await form.getByRole('button', { name: 'Show my instructions' }).click();
  return (await sent).postDataJSON();
}

/** A code as the guide shows it, in large type (not the link text that names it for screen readers). */
const shownCode = (scope: Page | Locator, code: string) =>
  scope.getByText(code, { exact: true }).and(scope.locator('code'));

/**
 * Lucy's number as the codes dial it: the guide shows it as its country writes it ("02 5550 0000",
 * "(415) 555-0100"), and the codes hold the same digits.
 */
async function lucyNumber(page: Page): Promise<string> {
  const shown = await page
    .getByText(/^0\d \d{4} \d{4}$|^\(\d{3}\) \d{3}-\d{4}$/)
    .first()
    .textContent();
  return (shown ?? '').replace(/\D/g, '');
}

test.describe('at 1280 px', () => {
  test.use({ viewport: DESKTOP, permissions: ['clipboard-read', 'clipboard-write'] });

  test('an AU mobile: the code with a QR code and a copy button, turning off, voicemail, the test call', async ({
    page,
  }) => {
    await openGuide(page, 'au-mobile');
    await expect(page.getByRole('heading', { name: 'Which phone do your customers call?' })).toBeVisible();
    await page.getByRole('button', { name: 'Show my instructions' }).click();
    await expect(page.getByLabel('Your customers call', { exact: true })).toBeFocused();
    await expect(page.getByLabel('Your customers call', { exact: true })).toHaveAccessibleDescription(
      'Choose the kind of phone your customers call.',
    );
    await expectNoSeriousA11yViolations(page);

    expect(await tellPhone(page, 'Mobile phone', 'Telstra')).toEqual({
      device: 'mobile',
      carrier: 'Telstra',
      planType: null,
      otherCarrier: false,
      unsureCarrier: false,
    });
    await expect(page.getByText('Your phone: Telstra mobile')).toBeVisible();
    const number = await lucyNumber(page);
    expect(number).toMatch(/^02\d{8}$/);
    const code = `**004*${number}*10#`;
    await expect(
      page.getByRole('heading', { name: 'Dial this code from your business mobile' }),
    ).toBeVisible();
    await expect(shownCode(page, code)).toBeVisible();
    await expect(page.getByRole('img', { name: `QR code that dials ${code}` })).toBeVisible();
    // A computer does not dial: no tap-to-dial link on a wide screen with a mouse.
    await expect(page.getByRole('link', { name: /^Dial/ })).toHaveCount(0);
    await page.getByRole('button', { name: `Copy ${code}` }).click();
    await expect(page.getByRole('button', { name: `Copied ${code}` })).toBeVisible();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(code);

    const turnOff = page.getByRole('region', { name: 'If you want to turn Lucy off' });
    await expect(shownCode(turnOff, '##004#')).toBeVisible();
    await expect(shownCode(turnOff, '**004*101#')).toBeVisible();
    await expectNoSeriousA11yViolations(page);

    await page.getByRole('button', { name: 'No, it didn’t' }).click();
    await expect(page.getByRole('heading', { name: 'Let’s find out why' })).toBeVisible();
    await expectNoSeriousA11yViolations(page);
    await page.getByRole('button', { name: 'I’ve tried again' }).click();
    const metric = page.waitForRequest('**/gateway/lucy/user-metrics');
    await page.getByRole('button', { name: 'Yes, Lucy answered' }).click();
    expect((await metric).postDataJSON()).toEqual({ metric: 'guide-completed', value: 1 });
    await expect(page.getByRole('heading', { name: /You’re all set/ })).toBeFocused();
    await expect(page.getByRole('link', { name: 'Go to Lucy Settings' })).toHaveAttribute(
      'href',
      '/settings/lucy',
    );
    await expectNoSeriousA11yViolations(page);
  });

  test('a landline: two codes for its keypad (no QR code), and the provider turns it off', async ({
    page,
  }) => {
    await openGuide(page, 'landline');
    await tellPhone(page, 'Landline', 'Telstra');
    const number = await lucyNumber(page);
    await expect(
      page.getByRole('heading', { name: 'Dial these codes from your business landline' }),
    ).toBeVisible();
    await expect(shownCode(page, `*61${number}*20#`)).toBeVisible();
    await expect(shownCode(page, `*24${number}#`)).toBeVisible();
    await expect(page.getByRole('img', { name: /QR code/ })).toHaveCount(0);
    await expect(page.getByText('Contact Telstra and ask them to turn off call forwarding.')).toBeVisible();
  });

  test('a business VoIP system: forward in its settings to Lucy’s number; an unsupported one says what to do', async ({
    page,
  }) => {
    await openGuide(page, 'voip', 'GB');
    await tellPhone(page, 'Business phone system (VoIP)', 'Zoom Phone');
    await expect(page.getByRole('heading', { name: 'Forward unanswered calls in Zoom Phone' })).toBeVisible();
    await expect(page.getByText('Your Zoom admin must allow forwarding to external numbers.')).toBeVisible();
    await expect(
      page.getByText('Contact Zoom Phone and ask them to turn off call forwarding.'),
    ).toBeVisible();
    await expectNoSeriousA11yViolations(page);

    await page.getByRole('button', { name: 'Change' }).click();
    await tellPhone(page, 'Business phone system (VoIP)', 'Ooma Office');
    await expect(
      page.getByRole('heading', { name: 'Ooma Office can’t forward calls to Lucy' }),
    ).toBeVisible();
    await expect(page.getByRole('button', { name: 'Change my phone details' })).toBeVisible();
    await expectNoSeriousA11yViolations(page);
  });
});

test.describe('at 390 px on a phone', () => {
  test.use({ viewport: PHONE, hasTouch: true, isMobile: true });

  test('SPEC §9 a *71 carrier: a support call first, the code dials with a tap, heard not shown; *73 stops it', async ({
    page,
  }) => {
    await openGuide(page, 'verizon', 'US');
    await tellPhone(page, 'Mobile phone', 'Verizon');
    const number = await lucyNumber(page);
    expect(number).toMatch(/^\d{10}$/);
    await expect(page.getByRole('heading', { name: 'Ask Verizon to turn on call forwarding' })).toBeVisible();
    await expect(shownCode(page, `*71${number}`)).toBeVisible();
    await expect(page.getByRole('link', { name: `Dial *71${number}` })).toHaveAttribute(
      'href',
      `tel:*71${number}`,
    );
    await expect(page.getByRole('img', { name: /QR code/ })).toHaveCount(0);
    await expect(page.getByText(/you’ll hear a tone or a message when forwarding is on/)).toBeVisible();
    await expect(page.getByRole('link', { name: 'Dial *73' })).toHaveAttribute('href', 'tel:*73');
    await expect(page.getByText('This also sends the calls you miss back to your voicemail.')).toBeVisible();
    await expectNoSeriousA11yViolations(page);
  });

  test('the hash of a GSM code is encoded in its tel: link', async ({ page }) => {
    await openGuide(page, 'optus');
    await tellPhone(page, 'Mobile phone', 'Optus');
    const number = await lucyNumber(page);
    await expect(page.getByRole('link', { name: `Dial **004*${number}#` })).toHaveAttribute(
      'href',
      `tel:**004*${number}%23`,
    );
    await expect(page.getByRole('link', { name: 'Dial ##004#' })).toHaveAttribute('href', 'tel:%23%23004%23');
    await expectNoSeriousA11yViolations(page);
  });
});
