import { configOf, subscribedOwner } from './support/assistantOwner.ts';
import { DESKTOP, expectNoSeriousA11yViolationsAtBothWidths, PHONE } from './support/axe.ts';
import { OWNER_PASSWORD } from './support/onboarding.ts';
import { openSignedIn } from './support/signIn.ts';
import { expect, test } from './support/test.ts';

/**
 * Business hours (a proposal, on in the local environment): an owner in Perth sets the week, a lunch break, a
 * Saturday morning and a holiday, chooses what Lucy does after hours, fixes a slip the editor points out, saves
 * and finds it all kept. The hours are entered on a phone; the window is widened to a laptop's under the slip,
 * where it is fixed and saved (one visit at both widths, not a second owner through the same journey), and
 * nothing is wider than the screen at either width.
 */
test.use({ viewport: PHONE, timezoneId: 'Australia/Perth' });

test('an owner sets business hours and what Lucy does after hours, on a phone and a laptop', async ({
  page,
  request,
}) => {
  const owner = await subscribedOwner(request, 'business-hours');
  await openSignedIn(page, owner.email, '/settings/lucy', OWNER_PASSWORD);
  const form = page.getByRole('form', { name: 'Lucy settings' });
  const hours = form.getByRole('region', { name: 'Business hours' });
  await expect(hours.getByText('Lucy answers every call the same way, day and night.')).toBeVisible();

  await hours.getByRole('button', { name: 'Set business hours' }).click();
  // The device is in Perth, a zone of the business's country: the hours start in it.
  await expect(hours.getByLabel('Time zone')).toHaveValue('Australia/Perth');
  await expect(hours.getByTestId('glance-sunday')).toHaveText('Closed');

  await hours.getByRole('button', { name: 'Add hours on Friday' }).click();
  await hours.getByLabel('Friday closes (1)').fill('12:00');
  await hours.getByLabel('Friday opens (2)').fill('13:00');
  await hours.getByLabel('Friday closes (2)').fill('16:00');
  await hours.getByRole('checkbox', { name: 'Open on Saturday' }).check();
  await hours.getByLabel('Saturday closes').fill('08:00');
  await hours.getByRole('button', { name: 'Add a holiday' }).click();
  await hours.getByLabel('Holiday 1').fill('2026-12-25');
  await hours.getByRole('radio', { name: /Answer, without putting calls through/ }).check();
  await hours.getByLabel('After-hours greeting (optional)').fill('We are closed right now, but I can help.');

  // A slip: Saturday closes before it opens. The editor says so on the field and saves nothing.
  await form.getByRole('button', { name: 'Save changes' }).click();
  const saturdayCloses = hours.getByLabel('Saturday closes');
  await expect(saturdayCloses).toBeFocused();
  await expect(page.getByText('The closing time must be after the opening time')).toBeVisible();
  // Leaves the window at a laptop's width, where the slip is fixed and the hours saved.
  await expectNoSeriousA11yViolationsAtBothWidths(page);
  await expect(saturdayCloses).toBeVisible();
  await saturdayCloses.fill('12:00');
  await form.getByRole('button', { name: 'Save changes' }).click();
  await expect(page.getByText('All changes saved.')).toBeVisible();

  // Nothing on the page is wider than the screen, at either width.
  for (const viewport of [DESKTOP, PHONE]) {
    await page.setViewportSize(viewport);
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow, `at ${viewport.width} px`).toBeLessThanOrEqual(0);
  }

  const saved = await configOf(request, owner);
  expect(saved.lucyConfig.businessHours).toMatchObject({
    timeZone: 'Australia/Perth',
    week: {
      friday: [
        { opens: '09:00', closes: '12:00' },
        { opens: '13:00', closes: '16:00' },
      ],
      saturday: [{ opens: '09:00', closes: '12:00' }],
      sunday: [],
    },
    holidays: ['2026-12-25'],
    afterHours: { mode: 'noTransfers', greeting: 'We are closed right now, but I can help.' },
  });

  await page.reload();
  await expect(hours.getByTestId('glance-saturday')).toHaveText(/9:00\sam – 12:00\spm/i);
  await expect(hours.getByLabel('Holiday 1')).toHaveValue('2026-12-25');
  await expect(hours.getByRole('radio', { name: /Answer, without putting calls through/ })).toBeChecked();
});
