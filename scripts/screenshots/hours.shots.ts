import { subscribedOwner } from '../../tests/e2e/support/assistantOwner.ts';
import { OWNER_PASSWORD } from '../../tests/e2e/support/onboarding.ts';
import { signIn } from '../../tests/e2e/support/signIn.ts';
import { expect, test } from '../../tests/e2e/support/test.ts';
import { OUT } from './shoot.ts';

/** Business hours, a section of the assistant editor, shot on its own at both widths. */
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
