import { seeded } from './support/accounts.ts';
import { ownerWithFreePlan } from './support/ownerWithFreePlan.ts';
import { backendOrigin } from './support/servers.ts';
import { signIn } from './support/signIn.ts';
import { expect, type Page, test } from './support/test.ts';

/**
 * Screenshots of the settings layout and the integrations page at 390 and 1280 px, for looking at what we built
 * (`SCREENSHOTS=1 flock /tmp/wt-core-e2e.lock npm run test:e2e -- settings-screenshots`). They land in
 * bench-results/screenshots/. Not part of the ordinary run: they assert nothing a spec does not.
 */
test.skip(!process.env.SCREENSHOTS, 'Set SCREENSHOTS=1 to take the settings screenshots.');

const OUT = 'bench-results/screenshots';
const widths = [
  { name: 'phone', width: 390, height: 844 },
  { name: 'desktop', width: 1280, height: 800 },
];

async function shoot(page: Page, name: string): Promise<void> {
  await page.waitForLoadState('networkidle');
  await page.screenshot({ path: `${OUT}/${name}.png`, fullPage: true });
}

for (const { name, width, height } of widths) {
  test(`settings screens at ${width} px`, async ({ page, request }) => {
    await page.setViewportSize({ width, height });
    const { email } = await ownerWithFreePlan(request, `shots${width}`);
    await signIn(page, email);
    await expect(page).toHaveURL(/\/settings\/lucy$/);
    await shoot(page, `settings_lucy-${name}`);
    if (width < 768) {
      await page.getByRole('button', { name: 'Menu', exact: true }).click();
      await expect(page.getByRole('dialog', { name: 'Menu' })).toBeVisible();
      await page.waitForTimeout(300);
      await page.screenshot({ path: `${OUT}/settings_menu-${name}.png` });
      await page.keyboard.press('Escape');
    }

    await page.goto('/settings/integrations');
    await expect(page.getByText('Not connected')).toBeVisible();
    await shoot(page, `settings_integrations-${name}`);
    await page.getByRole('textbox', { name: 'Webhook URL' }).fill('hooks.example.com');
    await page.getByRole('button', { name: 'Send test message' }).click();
    await shoot(page, `settings_integrations_invalid-${name}`);
    await page.getByRole('textbox', { name: 'Webhook URL' }).fill(`${backendOrigin}/dev/webhooks/${email}`);
    await page.getByRole('button', { name: 'Send test message' }).click();
    await expect(page.getByText('Test message delivered')).toBeVisible();
    await page.getByRole('button', { name: 'Save webhook' }).click();
    await expect(page.getByText('Webhook saved')).toBeVisible();
    await shoot(page, `settings_integrations_saved-${name}`);
    await page.getByRole('textbox', { name: 'Webhook URL' }).fill('http://nothing-listens-here.invalid/hook');
    await page.getByRole('button', { name: 'Send test message' }).click();
    await expect(page.getByText('Lucy could not reach your webhook')).toBeVisible();
    await shoot(page, `settings_integrations_unreachable-${name}`);
  });

  test(`settings layout for a past_due subscription at ${width} px`, async ({ page }) => {
    await page.setViewportSize({ width, height });
    await signIn(page, seeded.pastDue);
    await expect(page).toHaveURL(/\/settings\/lucy$/);
    if (width < 768) await page.getByRole('button', { name: 'Menu', exact: true }).click();
    await page.waitForLoadState('networkidle');
    await page.waitForTimeout(300);
    await page.screenshot({ path: `${OUT}/settings_pastdue-${name}.png` });
  });
}
