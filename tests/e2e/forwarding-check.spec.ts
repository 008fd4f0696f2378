import { expectNoSeriousA11yViolations } from './support/axe.ts';
import { newOwnerAtDeviceStep } from './support/onboarding.ts';
import { pathOf } from './support/signIn.ts';
import { expect, type Page, test } from './support/test.ts';

const PHONE = { width: 390, height: 844 };
const DESKTOP = { width: 1280, height: 800 };

const h1 = (page: Page, name: string | RegExp) => page.getByRole('heading', { level: 1, name });

async function chooseDevice(page: Page, device: 'Mobile phone' | 'Landline' | 'Business phone system') {
  await page.getByRole('radio', { name: device }).check();
  await page.getByRole('button', { name: 'Continue' }).click();
}

/** Picks a carrier from the list and continues; resolves with what POST /lucy/user-device sent, if it was sent. */
async function chooseCarrier(page: Page, carrier: string) {
  await page.getByRole('radio', { name: carrier, exact: true }).check();
  await page.getByRole('button', { name: 'Continue' }).click();
}

test.describe('SPEC §4 the carrier check at 390 px', () => {
  test.use({ viewport: PHONE });

  test('an unsupported carrier says so and offers what to do instead; another that charges shows the fee', async ({
    page,
    request,
  }) => {
    await newOwnerAtDeviceStep(page, request, 'check-unsupported', 'AU');
    await chooseDevice(page, 'Mobile phone');
    await expect(h1(page, 'Who is your mobile carrier?')).toBeVisible();
    await page.getByLabel('Search').fill('amay');
    await expect(page.getByRole('radio')).toHaveCount(1);
    const sent = page.waitForRequest('**/gateway/lucy/user-device');
    await chooseCarrier(page, 'amaysim');
    expect((await sent).postDataJSON()).toEqual({
      device: 'mobile',
      carrier: 'amaysim',
      planType: null,
      otherCarrier: false,
      unsureCarrier: false,
    });
    // Amaysim's inability to forward is a peer claim only, so it is shown as uncertain.
    await expect(h1(page, 'amaysim may not forward calls to Lucy')).toBeVisible();
    await expect(page.getByText('Check with your carrier.')).toBeVisible();
    expect(pathOf(page)).toBe('/setup/carrier/validate');
    await expect(page.getByRole('link', { name: 'Choose a different carrier' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Continue' })).toHaveCount(0);
    await expectNoSeriousA11yViolations(page);
    // SPEC §2 index rule 4: an unsupported carrier keeps the owner at the phone questions.
    await page.goto('/');
    await expect(h1(page, 'What phone does your business use?')).toBeVisible();

    // Another carrier, which charges for forwarding: the fee is shown; a charge no TPG page confirms
    // is shown as uncertain, in Australian dollars.
    await chooseDevice(page, 'Mobile phone');
    await chooseCarrier(page, 'TPG');
    await expect(h1(page, 'TPG may charge for call forwarding')).toBeVisible();
    await expect(page.getByText('A$14.90/month')).toBeVisible();
    await expect(page.getByText('Check with your carrier.')).toBeVisible();
    await expectNoSeriousA11yViolations(page);
  });

  test('a plan that needs choosing: Vodafone asks for the plan; Prepaid cannot forward, Postpaid can', async ({
    page,
    request,
  }) => {
    await newOwnerAtDeviceStep(page, request, 'check-plan', 'AU');
    await chooseDevice(page, 'Mobile phone');
    await chooseCarrier(page, 'Vodafone');
    await expect(h1(page, 'Which Vodafone plan are you on?')).toBeVisible();
    expect(pathOf(page)).toBe('/setup/carrier/plan');
    await page.getByRole('button', { name: 'Continue' }).click();
    await expect(page.getByRole('radio', { name: /Postpaid/ })).toBeFocused();
    await expect(page.getByText('Choose the plan you’re on.')).toBeVisible();
    await expectNoSeriousA11yViolations(page);
    await page.getByRole('radio', { name: /Prepaid/ }).check();
    await page.getByRole('button', { name: 'Continue' }).click();
    await expect(h1(page, 'Call forwarding isn’t available on Vodafone Prepaid plans')).toBeVisible();
    await page.getByRole('link', { name: 'I’m on a different plan' }).click();
    await page.getByRole('radio', { name: /Postpaid/ }).check();
    await page.getByRole('button', { name: 'Continue' }).click();
    await expect(h1(page, 'Vodafone can forward your calls to Lucy')).toBeVisible();
    await page.getByRole('button', { name: 'Continue' }).click();
    // SPEC §2 index: a supported carrier and no config go on to the assistant's setup.
    await page.waitForURL('**/setup/config');
  });

  test('landline owners choose among landline providers, mobile owners among networks; a support-call carrier shows the number and hours', async ({
    page,
    request,
  }) => {
    await newOwnerAtDeviceStep(page, request, 'check-kinds', 'US');
    await chooseDevice(page, 'Landline');
    const landlines = page.getByRole('group', { name: 'Landline providers in the US' });
    await expect(landlines.getByRole('radio', { name: 'AT&T Landline', exact: true })).toBeVisible();
    await expect(landlines.getByRole('radio', { name: 'Verizon', exact: true })).toHaveCount(0);
    await page.getByRole('link', { name: 'Back' }).click();
    await chooseDevice(page, 'Mobile phone');
    const mobiles = page.getByRole('group', { name: 'Carriers in the US' });
    await expect(mobiles.getByRole('radio', { name: 'Verizon', exact: true })).toBeVisible();
    await expect(mobiles.getByRole('radio', { name: 'AT&T Landline', exact: true })).toHaveCount(0);
    // Each card says what matters before choosing.
    await expect(mobiles.getByRole('radio', { name: 'Verizon', exact: true })).toHaveAccessibleDescription(
      'Call them to turn it on',
    );

    // A support-call carrier: the number and hours.
    await chooseCarrier(page, 'Verizon');
    await expect(h1(page, 'Call Verizon to turn on call forwarding')).toBeVisible();
    await expect(page.getByRole('link', { name: '*611' })).toHaveAttribute('href', 'tel:*611');
    await expect(page.getByText('Usually 7am-9pm local time, every day')).toBeVisible();
    await expect(page.getByText(/We couldn’t confirm Verizon’s number and opening hours/)).toBeVisible();
    await expectNoSeriousA11yViolations(page);
  });
});

test.describe('the phone questions at 1280 px', () => {
  test.use({ viewport: DESKTOP });

  test('a VoIP provider: its plan, then its check', async ({ page, request }) => {
    await newOwnerAtDeviceStep(page, request, 'check-voip', 'US');
    await expectNoSeriousA11yViolations(page);
    await chooseDevice(page, 'Business phone system');
    await expect(h1(page, 'Which phone system do you use?')).toBeVisible();
    await expectNoSeriousA11yViolations(page);
    await chooseCarrier(page, 'Google Voice');
    await page.getByRole('radio', { name: 'Starter' }).check();
    await page.getByRole('button', { name: 'Continue' }).click();
    await expect(h1(page, 'Call forwarding isn’t available on Google Voice Starter plans')).toBeVisible();
    await expect(page.getByText(/Move to a Google Voice Standard or Premier plan/)).toBeVisible();
    await expectNoSeriousA11yViolations(page);
    await page.getByRole('link', { name: 'I’m on a different plan' }).click();
    await page.getByRole('radio', { name: 'Premier' }).check();
    await page.getByRole('button', { name: 'Continue' }).click();
    await expect(h1(page, 'Google Voice can forward your calls to Lucy')).toBeVisible();
  });

  test('a carrier not on the list, and an owner not sure of theirs', async ({ page, request }) => {
    await newOwnerAtDeviceStep(page, request, 'check-other', 'AU');
    await chooseDevice(page, 'Landline');
    await expect(h1(page, 'Who provides your landline?')).toBeVisible();
    await page.getByRole('link', { name: 'My carrier isn’t listed' }).click();
    await expect(h1(page, 'Who is your carrier?')).toBeVisible();
    await page.getByRole('button', { name: 'Continue' }).click();
    await expect(page.getByRole('textbox', { name: 'Carrier' })).toBeFocused();
    await expect(page.getByRole('textbox', { name: 'Carrier' })).toHaveAccessibleDescription(
      /Enter your carrier’s name\./,
    );
    await expectNoSeriousA11yViolations(page);
    const sent = page.waitForRequest('**/gateway/lucy/user-device');
    await page.getByRole('textbox', { name: 'Carrier' }).fill('Aussie Broadband');
    await page.getByRole('button', { name: 'Continue' }).click();
    expect((await sent).postDataJSON()).toMatchObject({ carrier: 'Aussie Broadband', otherCarrier: true });
    await expect(h1(page, 'Most carriers can forward calls to Lucy')).toBeVisible();
    await expect(page.getByText(/Aussie Broadband isn’t on our list yet/)).toBeVisible();
    await expectNoSeriousA11yViolations(page);

    await page.getByRole('link', { name: 'Back' }).click();
    await expect(page.getByRole('textbox', { name: 'Carrier' })).toHaveValue('Aussie Broadband');
    await page.getByRole('button', { name: 'I’m not sure who my carrier is' }).click();
    await expect(h1(page, 'Most carriers can forward calls to Lucy')).toBeVisible();
    // A landline has no SIM: its provider's name is on the bill.
    await expect(page.getByText('Your phone company’s name is on your phone bill.')).toBeVisible();
    await expect(page.getByText(/SIM/)).toHaveCount(0);
  });
});
