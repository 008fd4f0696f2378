import { DESKTOP, expectNoSeriousA11yViolationsAtBothWidths, PHONE } from './support/axe.ts';
import { placeCall } from './support/backend.ts';
import { ownerWithFreePlan } from './support/ownerWithFreePlan.ts';
import { openSignedIn } from './support/signIn.ts';
import { expect, type Page, test } from './support/test.ts';

/**
 * The guide's test call proven by the service (a proposal, flag testCallProof, on in the local environment):
 * the owner has the app watch for the call, calls their business number, and the guide says when Lucy answered.
 * The dev backend's test control places the call; the page's clock moves the wait on. Each test has an owner of
 * its own, so no other test's call counts. One journey on a phone, the other on a laptop, each screen checked at
 * both widths in the same visit.
 */

async function openTestStep(page: Page, email: string) {
  await openSignedIn(page, email, '/setup/guide');
  const form = page.getByRole('form', { name: 'Your phone' });
  await form.getByLabel('Your customers call').selectOption({ label: 'Mobile phone' });
  await form.getByLabel('Carrier').selectOption({ label: 'Telstra' });
  await form.getByRole('button', { name: 'Show my instructions' }).click();
  const step = page.getByRole('region', { name: /Test it: call your business number/ });
  await step.scrollIntoViewIfNeeded();
  return step;
}

test.describe('on a phone', () => {
  test.use({ viewport: PHONE });

  test('the app watches for the test call and says when Lucy answered it', async ({ page }) => {
    const { email } = await ownerWithFreePlan(page.request, 'testcall');
    const step = await openTestStep(page, email);
    await step.getByRole('button', { name: 'Watch for my test call' }).click();
    const waiting = step.getByText(/Waiting for your call…/);
    await expect(waiting).toBeVisible();
    await expect(step.locator('[aria-live="polite"]')).toBeFocused();
    // Today's answer stays on offer while the app waits.
    await expect(step.getByRole('button', { name: 'Yes, Lucy answered' })).toBeVisible();
    await expectNoSeriousA11yViolationsAtBothWidths(page);
    await page.setViewportSize(PHONE);

    // A call dialled straight to Lucy's number does not prove that forwarding works.
    await placeCall(page.request, email, null);
    const metric = page.waitForRequest('**/gateway/lucy/user-metrics');
    await placeCall(page.request, email);
    expect((await metric).postDataJSON()).toEqual({ metric: 'guide-completed', value: 1 });
    await expect(page.getByRole('heading', { name: /You’re all set/ })).toBeFocused();
    await expect(
      page.getByText(/^Lucy answered your test call at \d{1,2}:\d{2}\s?[ap]m: your forwarding works\.$/),
    ).toBeVisible();
    await expectNoSeriousA11yViolationsAtBothWidths(page);
  });
});

test.describe('on a laptop', () => {
  test.use({ viewport: DESKTOP });

  test('no forwarded call within a few minutes: the carrier’s troubleshooting, and a new wait', async ({
    page,
  }) => {
    const { email } = await ownerWithFreePlan(page.request, 'testcallwait');
    await page.clock.install();
    const step = await openTestStep(page, email);
    await step.getByRole('button', { name: 'Watch for my test call' }).click();
    await expect(step.getByText(/Waiting for your call…/)).toBeVisible();
    await page.clock.fastForward('03:01');
    await expect(
      step.getByText('Lucy hasn’t had a call forwarded from your business number yet.'),
    ).toBeVisible();
    await expect(step.getByRole('heading', { name: 'Let’s find out why' })).toBeVisible();
    await expect(step.getByText(/Dial the code again from your business phone itself/)).toBeVisible();
    await expectNoSeriousA11yViolationsAtBothWidths(page);
    await step.getByRole('button', { name: 'I’ve tried again' }).click();
    await expect(step.getByText(/Waiting for your call…/)).toBeVisible();
    await placeCall(page.request, email);
    await page.clock.fastForward('00:05');
    await expect(page.getByRole('heading', { name: /You’re all set/ })).toBeVisible();
  });
});
