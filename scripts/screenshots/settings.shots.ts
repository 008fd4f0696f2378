import { seeded } from '../../tests/e2e/support/accounts.ts';
import { changeConfigElsewhere, subscribedOwner } from '../../tests/e2e/support/assistantOwner.ts';
import { OWNER_PASSWORD } from '../../tests/e2e/support/onboarding.ts';
import { backendOrigin } from '../../tests/e2e/support/servers.ts';
import { signIn } from '../../tests/e2e/support/signIn.ts';
import { expect, test } from '../../tests/e2e/support/test.ts';
import { isPhone, shoot } from './shoot.ts';

/** The settings menu and the integrations page. */
test.describe('settings', () => {
  test('the menu and the integrations page', async ({ page, request }) => {
    const owner = await subscribedOwner(request, `shots${test.info().project.name}`);
    const { email } = owner;
    await signIn(page, email, OWNER_PASSWORD);
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
    // Saved from another tab meanwhile: the one stale-save dialog, the address typed here kept.
    await url.fill(`${backendOrigin}/dev/webhooks/${email}?v=2`);
    await changeConfigElsewhere(request, owner, (config) => {
      config.assistant.businessName = 'Changed elsewhere';
    });
    await page.getByRole('button', { name: 'Save webhook' }).click();
    await expect(page.getByRole('dialog')).toBeVisible();
    await shoot(page, 'settings', 'integrations-stale-save', { fullPage: false });
  });

  test('a past_due subscription', async ({ page }) => {
    await signIn(page, seeded.pastDue);
    await expect(page).toHaveURL(/\/settings\/lucy$/);
    if (isPhone()) await page.getByRole('button', { name: 'Menu', exact: true }).click();
    await shoot(page, 'settings', 'pastdue', { fullPage: false });
  });
});
