import { changeConfigElsewhere, newOwner, subscribedOwner } from './support/assistantOwner.ts';
import { OWNER_PASSWORD } from './support/onboarding.ts';
import { backendOrigin } from './support/servers.ts';
import { signIn } from './support/signIn.ts';
import { expect, type Page, test } from './support/test.ts';

/**
 * Screenshots of /setup/config and /settings/lucy at 390 and 1280 px, for people to look at
 * (bench-results/screenshots/assistant-*.png). Run with SCREENSHOTS=1; skipped otherwise.
 */
test.skip(!process.env.SCREENSHOTS, 'screenshots only when SCREENSHOTS=1');

const WIDTHS = [
  { name: 'phone', width: 390, height: 844 },
  { name: 'desktop', width: 1280, height: 800 },
] as const;

const SAMPLE_SITE = `${backendOrigin.replace('localhost', '127.0.0.1')}/dev/sample-website`;

async function shoot(page: Page, name: string, width: string, fullPage = true) {
  await page.evaluate(() => document.fonts.ready);
  await page.screenshot({ path: `bench-results/screenshots/assistant-${name}-${width}.png`, fullPage });
}

for (const viewport of WIDTHS) {
  test.describe(viewport.name, () => {
    test.use({ viewport, hasTouch: viewport.name === 'phone', isMobile: viewport.name === 'phone' });

    test('/setup/config', async ({ page, request }) => {
      const owner = await newOwner(request, `shots-setup-${viewport.name}`);
      await signIn(page, owner.email, OWNER_PASSWORD);
      await expect(
        page.getByRole('heading', { level: 1, name: 'What phone does your business use?' }),
      ).toBeVisible();
      await page.goto('/setup/config');
      await expect(page.getByRole('form', { name: 'Set up Lucy' })).toBeVisible();
      await shoot(page, 'setup', viewport.name);
      await page.getByLabel('Business name', { exact: true }).fill('');
      await page.getByRole('checkbox', { name: 'Text your website' }).check();
      await page.getByRole('button', { name: 'Save and continue' }).click();
      await shoot(page, 'setup-errors', viewport.name);
    });

    test('/settings/lucy', async ({ page, request }) => {
      const owner = await subscribedOwner(request, `shots-settings-${viewport.name}`);
      await signIn(page, owner.email, OWNER_PASSWORD, '/settings/lucy?upgrade=success');
      await expect(page.getByRole('form', { name: 'Lucy settings' })).toBeVisible();
      await shoot(page, 'settings', viewport.name);

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
      await expect(page.getByText('Your webhook received the test message')).toBeVisible();
      await page.getByRole('button', { name: 'Import questions from your website' }).click();
      await page.getByLabel('Your website', { exact: true }).fill(SAMPLE_SITE);
      await page.getByRole('button', { name: 'Find questions' }).click();
      await expect(page.getByText(/found so far/)).toBeVisible();
      await page.getByRole('region', { name: 'What Lucy can do' }).screenshot({
        path: `bench-results/screenshots/assistant-import-streaming-${viewport.name}.png`,
      });
      await expect(page.getByText(/^Found \d+ questions/)).toBeVisible();
      await page.getByRole('button', { name: 'Add: Do you do emergency call-outs?' }).click();
      await shoot(page, 'settings-edited', viewport.name);

      await page.getByLabel('Answer 1', { exact: true }).fill('');
      await page.getByRole('button', { name: 'Save changes' }).click();
      await shoot(page, 'settings-errors', viewport.name, false);
      await page.getByLabel('Answer 1', { exact: true }).fill('Monday to Friday, 7am to 6pm.');

      await changeConfigElsewhere(request, owner, (config) => {
        config.assistant.businessName = 'Changed elsewhere';
      });
      await page.getByRole('button', { name: 'Save changes' }).click();
      await expect(page.getByRole('dialog')).toBeVisible();
      await shoot(page, 'settings-conflict', viewport.name, false);
      await page.getByRole('button', { name: 'Keep editing' }).click();

      if (viewport.name === 'phone') {
        await page.getByRole('button', { name: 'Menu' }).click();
        await page.getByRole('dialog', { name: 'Menu' }).getByRole('link', { name: 'Manage Plan' }).click();
      } else {
        await page
          .getByRole('complementary', { name: 'Settings menu' })
          .getByRole('link', { name: 'Manage Plan' })
          .click();
      }
      await expect(page.getByRole('dialog', { name: 'Leave without saving?' })).toBeVisible();
      await shoot(page, 'settings-leave', viewport.name, false);
    });
  });
}
