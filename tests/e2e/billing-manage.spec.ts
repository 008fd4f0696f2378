import { expectNoSeriousA11yViolations } from './support/axe.ts';
import { BILLING_PASSWORD, billingOwner } from './support/billingAccounts.ts';
import { lucyLiveOnTheNextPoll } from './support/loadingPage.ts';
import { backendOrigin } from './support/servers.ts';
import { openSignedIn, pathOf } from './support/signIn.ts';
import { expect, type Page, test } from './support/test.ts';

// Upgrades and reactivations go through a loading page (its polls are moved on, support/loadingPage.ts).
test.slow(() => true, 'a long flow');

const heading = (page: Page, name: string) => page.getByRole('heading', { level: 1, name });
const currentPlan = (page: Page) => page.getByRole('region', { name: 'Your plan', exact: true });

async function atManagePlan(page: Page, email: string, password = BILLING_PASSWORD): Promise<void> {
  await openSignedIn(page, email, '/settings/billing', password);
  await expect(heading(page, 'Manage your plan')).toBeVisible();
  await expect(page.getByRole('heading', { level: 3, name: 'Business' })).toBeVisible();
}

test('SPEC §4: cancel, then revert the cancellation; each refreshes the subscription', async ({
  page,
  request,
}) => {
  const email = await billingOwner(request, 'billing-cancel', 'paid');
  await atManagePlan(page, email);
  await expect(currentPlan(page).getByText('Professional', { exact: true })).toBeVisible();
  await expect(currentPlan(page).getByText('Renews on')).toBeVisible();

  await currentPlan(page).getByRole('button', { name: 'Cancel plan' }).click();
  const question = page.getByRole('dialog', { name: 'Cancel your plan?' });
  await expect(question).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await question.getByRole('button', { name: 'Cancel plan' }).click();

  await expect(currentPlan(page).getByText(/^Your plan is set to cancel on /)).toBeVisible();
  await expect(currentPlan(page).getByText(/^Ends on /)).toBeVisible();
  await expect(question).toBeHidden();

  // The change is the subscription's, not the page's: it is still there after a reload.
  await page.reload();
  await expect(currentPlan(page).getByText(/^Your plan is set to cancel on /)).toBeVisible();
  await currentPlan(page).getByRole('button', { name: 'Keep my plan' }).click();
  await expect(currentPlan(page).getByText(/^Your plan is set to cancel on /)).toBeHidden();
  await expect(currentPlan(page).getByRole('button', { name: 'Cancel plan' })).toBeVisible();
  await page.reload();
  await expect(currentPlan(page).getByText('Renews on')).toBeVisible();
});

/** Where the owner sets up languages: on a plan without more than one, it says which plan has them. */
const languagesNotInPlan = (page: Page) =>
  page.getByText('Part of the Business plan. On your plan Lucy speaks only the language she greets in.');

test('SPEC §4: upgrade to Business, wait on the upgraded loading page, back to Lucy Settings with success', async ({
  page,
  request,
}) => {
  const email = await billingOwner(request, 'billing-upgrade', 'paid');
  await page.clock.install();
  // What each plan includes comes from the products call (flag planFeatures, on in the local environment).
  const products = page.waitForResponse(
    (response) =>
      response.request().method() === 'GET' && /\/gateway\/products\/lucy\/all$/.test(response.url()),
  );
  await openSignedIn(page, email, '/settings/lucy', BILLING_PASSWORD);
  await expect(languagesNotInPlan(page)).toBeVisible();
  const answered = (await (await products).json()) as {
    data: { productTier: string; includedSettings?: unknown }[];
  };
  expect(answered.data.find((product) => product.productTier === 'professional')?.includedSettings).toEqual({
    transfer: false,
    webhook: false,
    maxLanguages: 1,
  });
  await page.getByRole('link', { name: 'Upgrade in Manage Plan' }).first().click();
  await expect(heading(page, 'Manage your plan')).toBeVisible();
  await expect(page.getByRole('heading', { level: 3, name: 'Business' })).toBeVisible();
  await page.getByRole('button', { name: 'Upgrade to Business' }).click();
  const question = page.getByRole('dialog', { name: 'Upgrade to Business?' });
  await expect(question).toContainText('Your plan becomes Business, billed monthly, at A$199 per month.');
  await question.getByRole('button', { name: 'Upgrade' }).click();

  await page.waitForURL('**/setup/loading/upgraded');
  await expect(heading(page, 'Getting Lucy ready')).toBeVisible();
  await lucyLiveOnTheNextPoll(page, request, email);
  await page.waitForURL('**/settings/lucy?upgrade=success');
  await expect(page.getByRole('form', { name: 'Lucy settings' })).toBeVisible();
  await expect(languagesNotInPlan(page)).toBeHidden();

  await page.goto('/settings/billing');
  await expect(currentPlan(page).getByText('Business', { exact: true })).toBeVisible();
  const business = page
    .getByRole('listitem')
    .filter({ has: page.getByRole('heading', { name: 'Business' }) });
  await expect(business.getByRole('button', { name: 'Current plan' })).toBeDisabled();
});

test('the customer portal opens on the payment provider’s page and returns to Manage Plan', async ({
  page,
  request,
}) => {
  const email = await billingOwner(request, 'billing-portal', 'paid');
  await atManagePlan(page, email);
  await page.getByRole('button', { name: 'Invoices and payment details' }).click();
  await page.waitForURL(`${backendOrigin}/third-party/billing-portal/**`);
  await expect(page.getByRole('heading', { name: 'Your plans' })).toBeVisible();
  await page.getByRole('link', { name: 'Return to Lucy' }).click();
  await expect(heading(page, 'Manage your plan')).toBeVisible();
  expect(pathOf(page)).toBe('/settings/billing');
});

test('SPEC §2 /cancelled: cancelling the free plan signs out and confirms, with how to stop forwarding', async ({
  page,
  request,
}) => {
  const email = await billingOwner(request, 'billing-freecancel', 'free');
  await atManagePlan(page, email);
  await expect(currentPlan(page).getByText('Free', { exact: true })).toBeVisible();
  await currentPlan(page).getByRole('button', { name: 'Cancel free plan' }).click();
  const question = page.getByRole('dialog', { name: 'Cancel your free plan?' });
  await expect(question).toContainText('only once every 30 days');
  await question.getByRole('button', { name: 'Cancel free plan' }).click();

  await expect(page.getByRole('heading', { level: 1, name: 'Your free plan is cancelled' })).toBeVisible();
  expect(pathOf(page)).toBe('/cancelled');
  await expect(page.getByText('##004#')).toBeVisible();
  // Signed out: the settings ask for a sign-in again.
  await page.goto('/settings/billing');
  await expect(page.getByRole('heading', { name: 'Welcome back' })).toBeVisible();
});

test('SPEC §2 /reactivate: a cancelled free plan is reactivated and Lucy is set up again', async ({
  page,
  request,
}) => {
  const email = await billingOwner(request, 'billing-reactivate', 'cancelled-free');
  await page.clock.install();
  await openSignedIn(page, email, '/reactivate', BILLING_PASSWORD);
  await expect(heading(page, 'Reactivate Lucy')).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await page.getByRole('button', { name: 'Reactivate free plan' }).click();
  await page.waitForURL('**/setup/loading');
  await expect(heading(page, 'Getting Lucy ready')).toBeVisible();
  await lucyLiveOnTheNextPoll(page, request, email);
  await page.waitForURL('**/setup/guide');
});

test('SPEC §9: a free plan reactivated less than 30 days ago cannot be reactivated yet, and says when it can', async ({
  page,
}) => {
  const attempts: string[] = [];
  page.on('request', (request) => {
    if (new URL(request.url()).pathname.endsWith('/lucy/reactivate')) attempts.push(request.method());
  });
  await openSignedIn(page, 'owner.reactivated@example.com', '/reactivate');
  await expect(heading(page, 'Reactivate Lucy')).toBeVisible();
  // Before any try, the button waits and says until when (GET /subscriptions carries the date);
  // The date as an Australian owner writes it.
  await expect(
    page.getByText(/^You can reactivate the free plan on \d{1,2} [A-Z][a-z]+ \d{4}$/),
  ).toBeVisible();
  await expect(page.getByRole('button', { name: 'Reactivate free plan' })).toBeDisabled();
  expect(attempts, 'no refused try was needed to learn the date').toEqual([]);
  expect(pathOf(page)).toBe('/reactivate');
});
