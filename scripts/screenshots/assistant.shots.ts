import { changeConfigElsewhere, newOwner, subscribedOwner } from '../../tests/e2e/support/assistantOwner.ts';
import { OWNER_PASSWORD } from '../../tests/e2e/support/onboarding.ts';
import { backendOrigin } from '../../tests/e2e/support/servers.ts';
import { signIn } from '../../tests/e2e/support/signIn.ts';
import { expect, test } from '../../tests/e2e/support/test.ts';
import { heading, isPhone, OUT, shoot } from './shoot.ts';

/** The assistant editor, in setup and in the settings. */
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
