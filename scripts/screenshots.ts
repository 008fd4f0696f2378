import { mkdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { seeded, uniqueEmail } from '../tests/e2e/support/accounts.ts';
import { changeConfigElsewhere, newOwner, subscribedOwner } from '../tests/e2e/support/assistantOwner.ts';
import { signInWithNewGoogleAccount } from '../tests/e2e/support/google.ts';
import { newOwnerAtDeviceStep, OWNER_PASSWORD } from '../tests/e2e/support/onboarding.ts';
import { ownerWithFreePlan } from '../tests/e2e/support/ownerWithFreePlan.ts';
import { backendOrigin } from '../tests/e2e/support/servers.ts';
import { signIn } from '../tests/e2e/support/signIn.ts';
import { expect, type Page, test } from '../tests/e2e/support/test.ts';

/**
 * Every screenshot of the app, for people to look at what we built: `npm run screenshots` takes them all, at
 * phone (390 px) and desktop (1280 px) widths, into bench-results/screenshots/<family>-<screen>-<width>.png
 * (`SCREENSHOT_DIR` moves them). One family: `npm run screenshots -- -g billing`; one width: `--project phone`.
 * Other pages, signed out: `SCREENSHOT_PATHS=/signin,/signup npm run screenshots -- -g pages`.
 *
 * It runs under the Playwright runner (scripts/screenshots.config.ts starts the end-to-end servers) so it can use
 * the tests' helpers; it checks only what it needs to reach each screen. What the screens must do is the e2e
 * specs' job. Source your ports first (E2E_WEB_PORT ...) when others test on this machine.
 */
const OUT =
  process.env.SCREENSHOT_DIR ?? fileURLToPath(new URL('../bench-results/screenshots', import.meta.url));
mkdirSync(OUT, { recursive: true });

/** A full-page screenshot (or the viewport only) once the fonts are in and every animation that ends has ended. */
async function shoot(page: Page, family: string, name: string, { fullPage = true } = {}) {
  await page.evaluate(async () => {
    await document.fonts.ready;
    const finite = document
      .getAnimations()
      .filter((animation) => animation.effect?.getComputedTiming().endTime !== Number.POSITIVE_INFINITY);
    await Promise.all(finite.map((animation) => animation.finished));
  });
  await page.screenshot({ path: `${OUT}/${family}-${name}-${test.info().project.name}.png`, fullPage });
}

const isPhone = () => test.info().project.name === 'phone';
const heading = (page: Page, name: string | RegExp) => page.getByRole('heading', { level: 1, name });

test.describe('pages', () => {
  const paths = (process.env.SCREENSHOT_PATHS ?? '/signin,/signup,/reset,/no-such-page').split(',');
  for (const path of paths) {
    test(path, async ({ page }) => {
      await page.goto(path, { waitUntil: 'networkidle' });
      await shoot(page, 'pages', path.replaceAll(/[^a-z0-9]+/gi, '_').replace(/^_|_$/g, '') || 'root');
    });
  }
});

test.describe('owner', () => {
  test('signed out: 404, sign-up, unavailable, expired link', async ({ page }) => {
    await page.goto('/no-such-page');
    await expect(page.getByRole('heading', { name: 'We couldn’t find that page' })).toBeVisible();
    await shoot(page, 'owner', '404');
    await page.goto('/signup');
    await expect(page.getByRole('button', { name: 'Create account' })).toBeVisible();
    await page.getByLabel('First name').fill('A'.repeat(95));
    await shoot(page, 'owner', 'signup');
    await page.goto('/signup/unavailable');
    await shoot(page, 'owner', 'unavailable');
    await page.goto('/reset/invalid');
    await shoot(page, 'owner', 'reset-invalid');
  });

  test('onboarding: config, billing', async ({ page }) => {
    await signIn(page, seeded.noSubscription, undefined, '/setup/config');
    await expect(page.getByText('Step 2 of 4: Set up Lucy')).toBeVisible();
    await shoot(page, 'owner', 'setup-config');
    await page.goto('/setup/billing?billing=annual');
    await expect(page.getByRole('button', { name: 'Choose Business' })).toBeVisible();
    await shoot(page, 'owner', 'setup-billing');
  });

  test('Lucy unreachable: a source failing for good shows the retry state', async ({ page }) => {
    await page.route(`${backendOrigin}/builder/builder-api/organisations/*/lucy/config`, (route) =>
      route.request().method() === 'GET'
        ? route.fulfill({ status: 500, json: { message: 'Something broke' } })
        : route.fallback(),
    );
    await signIn(page, seeded.active);
    await expect(heading(page, 'We can’t reach Lucy right now')).toBeVisible();
    await shoot(page, 'owner', 'lucy-unreachable');
  });
});

test.describe('assistant', () => {
  const SAMPLE_SITE = `${backendOrigin.replace('localhost', '127.0.0.1')}/dev/sample-website`;

  test('/setup/config', async ({ page, request }) => {
    const owner = await newOwner(request, `shots-setup-${test.info().project.name}`);
    await signIn(page, owner.email, OWNER_PASSWORD);
    await expect(heading(page, 'What phone does your business use?')).toBeVisible();
    await page.goto('/setup/config');
    await expect(page.getByRole('form', { name: 'Set up Lucy' })).toBeVisible();
    await shoot(page, 'assistant', 'setup');
    await page.getByLabel('Business name', { exact: true }).fill('');
    await page.getByRole('checkbox', { name: 'Text your website' }).check();
    await page.getByRole('button', { name: 'Save and continue' }).click();
    await shoot(page, 'assistant', 'setup-errors');
  });

  test('/settings/lucy: previews, skills, import, errors, conflict, leaving', async ({ page, request }) => {
    test.slow();
    const owner = await subscribedOwner(request, `shots-settings-${test.info().project.name}`);
    await signIn(page, owner.email, OWNER_PASSWORD, '/settings/lucy?upgrade=success');
    await expect(page.getByRole('form', { name: 'Lucy settings' })).toBeVisible();
    await shoot(page, 'assistant', 'settings');

    await page.getByRole('button', { name: 'Preview the greeting' }).click();
    await page.getByRole('button', { name: 'Hear the greeting' }).click();
    await expect(page.locator('audio')).toBeVisible();
    await page.getByRole('checkbox', { name: 'Put callers through' }).check();
    await page.getByRole('button', { name: 'Add a person' }).click();
    await page.getByLabel('Name 1', { exact: true }).fill('Olivia');
    await page.getByLabel('Phone number 1', { exact: true }).fill('0412 345 678');
    await page.getByRole('radio', { name: /Your own questions/ }).check();
    await page
      .getByRole('group', { name: 'Your questions' })
      .getByLabel('Question 1')
      .fill('What is the job address?');
    await page
      .getByLabel('Send messages to a webhook (optional)')
      .fill(`${backendOrigin}/dev/webhooks/shots`);
    await page.getByRole('button', { name: 'Send a test message' }).click();
    await expect(page.getByText('Test message delivered')).toBeVisible();
    await page.getByRole('button', { name: 'Import questions from your website' }).click();
    await page.getByLabel('Your website', { exact: true }).fill(SAMPLE_SITE);
    await page.getByRole('button', { name: 'Find questions' }).click();
    await expect(page.getByText(/found so far/)).toBeVisible();
    await page.getByRole('region', { name: 'What Lucy can do' }).screenshot({
      path: `${OUT}/assistant-import-streaming-${test.info().project.name}.png`,
    });
    await expect(page.getByText(/^Found \d+ questions/)).toBeVisible();
    await page.getByRole('button', { name: 'Add: Do you do emergency call-outs?' }).click();
    await shoot(page, 'assistant', 'settings-edited');

    await page.getByLabel('Answer 1', { exact: true }).fill('');
    await page.getByRole('button', { name: 'Save changes' }).click();
    await shoot(page, 'assistant', 'settings-errors', { fullPage: false });
    await page.getByLabel('Answer 1', { exact: true }).fill('Monday to Friday, 7am to 6pm.');

    await changeConfigElsewhere(request, owner, (config) => {
      config.assistant.businessName = 'Changed elsewhere';
    });
    await page.getByRole('button', { name: 'Save changes' }).click();
    await expect(page.getByRole('dialog')).toBeVisible();
    await shoot(page, 'assistant', 'settings-conflict', { fullPage: false });
    await page.getByRole('button', { name: 'Keep editing' }).click();

    if (isPhone()) {
      await page.getByRole('button', { name: 'Menu' }).click();
      await page.getByRole('dialog', { name: 'Menu' }).getByRole('link', { name: 'Manage Plan' }).click();
    } else {
      await page
        .getByRole('complementary', { name: 'Settings menu' })
        .getByRole('link', { name: 'Manage Plan' })
        .click();
    }
    await expect(page.getByRole('dialog', { name: 'Leave without saving?' })).toBeVisible();
    await shoot(page, 'assistant', 'settings-leave', { fullPage: false });
  });
});

test.describe('hours', () => {
  test('/settings/lucy business hours, and a slip pointed out', async ({ page, request }) => {
    const owner = await subscribedOwner(request, `shots-hours-${test.info().project.name}`);
    await signIn(page, owner.email, OWNER_PASSWORD, '/settings/lucy');
    const hours = page.getByRole('region', { name: 'Business hours' });
    await hours.getByRole('button', { name: 'Set business hours' }).click();
    await hours.getByRole('button', { name: 'Add hours on Friday' }).click();
    await hours.getByRole('checkbox', { name: 'Open on Saturday' }).check();
    await hours.getByRole('button', { name: 'Add a holiday' }).click();
    await hours.getByLabel('Holiday 1').fill('2026-12-25');
    await hours.screenshot({ path: `${OUT}/hours-week-${test.info().project.name}.png` });
    await hours.getByLabel('Saturday closes').fill('08:00');
    await page.getByRole('button', { name: 'Save changes' }).click();
    await expect(hours.getByText('The closing time must be after the opening time')).toBeVisible();
    await hours.screenshot({ path: `${OUT}/hours-errors-${test.info().project.name}.png` });
  });
});

test.describe('billing', () => {
  test('onboarding: /setup/billing and the loading page with its slow message', async ({ page }) => {
    test.slow();
    await signIn(page, seeded.noSubscription, undefined, '/setup/billing?promoCode=WELCOME20');
    await expect(page.getByText('Promo code WELCOME20 applied')).toBeVisible();
    await shoot(page, 'billing', 'setup');
    await page.goto('/setup/billing');
    await expect(page.getByRole('button', { name: 'Choose Business' })).toBeEnabled();
    await page.getByRole('radio', { name: /Annual/ }).check();
    await shoot(page, 'billing', 'setup-annual');
    await page.goto('/setup/loading');
    await expect(heading(page, 'Getting Lucy ready')).toBeVisible();
    await shoot(page, 'billing', 'loading');
    await expect(page.getByText('This is taking longer than usual')).toBeVisible();
    await shoot(page, 'billing', 'loading-slow');
  });

  test('Manage Plan: active, with the upgrade question and the cancel question', async ({ page }) => {
    await signIn(page, seeded.active, undefined, '/settings/billing');
    await expect(page.getByRole('button', { name: 'Upgrade to Business' })).toBeVisible();
    await shoot(page, 'billing', 'manage-active');
    await page.getByRole('button', { name: 'Upgrade to Business' }).click();
    await expect(page.getByRole('dialog')).toBeVisible();
    await shoot(page, 'billing', 'manage-upgrade-question', { fullPage: false });
    await page.getByRole('button', { name: 'Go back' }).click();
    await page.getByRole('button', { name: 'Cancel plan' }).click();
    await expect(page.getByRole('dialog', { name: 'Cancel your plan?' })).toBeVisible();
    await shoot(page, 'billing', 'manage-cancel-question', { fullPage: false });
  });

  for (const [name, email] of [
    ['trialing', seeded.trialing],
    ['cancelling', 'owner.cancelling@example.com'],
    ['pastdue', seeded.pastDue],
    ['free', seeded.free],
    ['canceled', seeded.canceled],
  ] as const) {
    test(`Manage Plan: ${name}`, async ({ page }) => {
      await signIn(page, email, undefined, '/settings/billing');
      await expect(heading(page, 'Manage your plan')).toBeVisible();
      await expect(page.getByRole('region', { name: 'Your plan', exact: true })).toBeVisible();
      await shoot(page, 'billing', `manage-${name}`);
    });
  }

  test('/reactivate: a canceled paid plan, and a free plan within its 30-day wait', async ({ page }) => {
    await signIn(page, seeded.canceled, undefined, '/reactivate');
    await expect(page.getByRole('button', { name: 'Choose Business' })).toBeVisible();
    await shoot(page, 'billing', 'reactivate-paid');
    await page.getByRole('button', { name: 'Sign out' }).click();
    await signIn(page, 'owner.reactivated@example.com', undefined, '/reactivate');
    // The wait and its end are known before any try; the button waits.
    await expect(page.getByText(/^You can reactivate the free plan on /)).toBeVisible();
    await expect(page.getByRole('button', { name: 'Reactivate free plan' })).toBeDisabled();
    await shoot(page, 'billing', 'reactivate-free-waiting');
  });
});

test.describe('forwarding', () => {
  test('the business phone of a Google sign-up, with its agreement', async ({ page }) => {
    await page.goto('/signin');
    await signInWithNewGoogleAccount(page, uniqueEmail(`shots-phone-${test.info().project.name}`), 'Phoebe');
    await expect(heading(page, 'What’s your business phone number?')).toBeVisible();
    await shoot(page, 'forwarding', 'business-phone');
    await page.getByLabel('Business phone number').fill('02 5550 0123');
    await page.getByRole('button', { name: 'Continue' }).click();
    await shoot(page, 'forwarding', 'business-phone-agreement-missing');
  });

  test('the phone questions', async ({ page, request }) => {
    test.slow();
    await newOwnerAtDeviceStep(page, request, `shots-${test.info().project.name}`, 'AU');
    await shoot(page, 'forwarding', 'device');
    await page.getByRole('button', { name: 'Continue' }).click();
    await shoot(page, 'forwarding', 'device-error');
    await page.getByRole('radio', { name: 'Mobile phone' }).check();
    await page.getByRole('button', { name: 'Continue' }).click();
    await expect(heading(page, 'Who is your mobile carrier?')).toBeVisible();
    await shoot(page, 'forwarding', 'carrier');
    await page.getByLabel('Search').fill('zz');
    await shoot(page, 'forwarding', 'carrier-no-match');
    await page.getByLabel('Search').fill('');
    await page.getByRole('radio', { name: 'Vodafone' }).check();
    await page.getByRole('button', { name: 'Continue' }).click();
    await expect(heading(page, 'Which Vodafone plan are you on?')).toBeVisible();
    await shoot(page, 'forwarding', 'plan');
    await page.getByRole('radio', { name: /Prepaid/ }).check();
    await page.getByRole('button', { name: 'Continue' }).click();
    await expect(heading(page, /isn’t available/)).toBeVisible();
    await shoot(page, 'forwarding', 'check-unsupported-plan');
    for (const [carrier, name] of [
      ['TPG', 'check-payment'],
      ['amaysim', 'check-unsupported-unconfirmed'],
      ['Telstra', 'check-supported'],
    ] as const) {
      await page.goto('/setup/carrier');
      await page.getByRole('radio', { name: carrier }).check();
      await page.getByRole('button', { name: 'Continue' }).click();
      await expect(page).toHaveURL(/validate/);
      await shoot(page, 'forwarding', name);
    }
    await page.goto('/setup/carrier/other');
    await shoot(page, 'forwarding', 'other');
  });

  test('the support-call check and the US guide', async ({ page }) => {
    await signIn(page, seeded.trialing);
    await expect(heading(page, 'Lucy Settings')).toBeVisible();
    await page.goto('/setup/guide');
    await expect(page.getByRole('heading', { name: 'Which phone do your customers call?' })).toBeVisible();
    await shoot(page, 'forwarding', 'guide-details');
    const form = page.getByRole('form', { name: 'Your phone' });
    await form.getByLabel('Your customers call').selectOption({ label: 'Mobile phone' });
    await form.getByLabel('Carrier').selectOption({ label: 'Verizon' });
    await form.getByRole('button', { name: 'Show my instructions' }).click();
    await expect(page.getByRole('heading', { name: 'Ask Verizon to turn on call forwarding' })).toBeVisible();
    await shoot(page, 'forwarding', 'guide-verizon');
    await page.getByRole('button', { name: 'No, it didn’t' }).click();
    await shoot(page, 'forwarding', 'guide-not-answered');
  });

  test('the AU guide', async ({ page }) => {
    await signIn(page, seeded.active);
    await expect(heading(page, 'Lucy Settings')).toBeVisible();
    await page.goto('/setup/guide');
    const form = page.getByRole('form', { name: 'Your phone' });
    await form.getByLabel('Your customers call').selectOption({ label: 'Mobile phone' });
    await form.getByLabel('Carrier').selectOption({ label: 'Telstra' });
    await form.getByRole('button', { name: 'Show my instructions' }).click();
    await expect(
      page.getByRole('heading', { name: 'Dial this code from your business mobile' }),
    ).toBeVisible();
    await shoot(page, 'forwarding', 'guide-telstra');
    await page.getByRole('button', { name: 'Yes, Lucy answered' }).click();
    await expect(page.getByRole('heading', { name: /You’re all set/ })).toBeVisible();
    await shoot(page, 'forwarding', 'guide-done');
  });
});

test.describe('settings', () => {
  test('the menu and the integrations page', async ({ page, request }) => {
    const { email } = await ownerWithFreePlan(request, `shots${test.info().project.name}`);
    await signIn(page, email);
    await expect(page).toHaveURL(/\/settings\/lucy$/);
    await shoot(page, 'settings', 'lucy');
    if (isPhone()) {
      await page.getByRole('button', { name: 'Menu', exact: true }).click();
      await expect(page.getByRole('dialog', { name: 'Menu' })).toBeVisible();
      await shoot(page, 'settings', 'menu', { fullPage: false });
      await page.keyboard.press('Escape');
    }
    await page.goto('/settings/integrations');
    await expect(page.getByText('Not connected')).toBeVisible();
    await shoot(page, 'settings', 'integrations');
    const url = page.getByRole('textbox', { name: 'Webhook URL' });
    await url.fill('hooks.example.com');
    await page.getByRole('button', { name: 'Send a test message' }).click();
    await shoot(page, 'settings', 'integrations-invalid');
    await url.fill(`${backendOrigin}/dev/webhooks/${email}`);
    await page.getByRole('button', { name: 'Send a test message' }).click();
    await expect(page.getByText('Test message delivered')).toBeVisible();
    await page.getByRole('button', { name: 'Save webhook' }).click();
    await expect(page.getByText('Webhook saved')).toBeVisible();
    await shoot(page, 'settings', 'integrations-saved');
    await url.fill('https://nothing-listens-here.invalid/hook');
    await page.getByRole('button', { name: 'Send a test message' }).click();
    await expect(page.getByText('Lucy could not reach your webhook')).toBeVisible();
    await shoot(page, 'settings', 'integrations-unreachable');
  });

  test('a past_due subscription', async ({ page }) => {
    await signIn(page, seeded.pastDue);
    await expect(page).toHaveURL(/\/settings\/lucy$/);
    if (isPhone()) await page.getByRole('button', { name: 'Menu', exact: true }).click();
    await shoot(page, 'settings', 'pastdue', { fullPage: false });
  });
});
