import { uniqueEmail } from './support/accounts.ts';
import { arrival, type ReceivedEvent, received, recordingArrival, test } from './support/analytics.ts';
import { createAccount, humanCheckResponse, latestLinkTo } from './support/backend.ts';
import { BILLING_PASSWORD, billingOwner } from './support/billingAccounts.ts';
import { backendOrigin, webOrigin } from './support/servers.ts';
import { openSignedIn, signIn } from './support/signIn.ts';
import { expect } from './support/test.ts';

/**
 * the one-time secrets of links never reach the analytics ingest (the dev backend's
 * posthog stand-in), and a hostile payment address from the gateway is not followed.
 */

/** A value unique to this test, carried in the address beside the secret so the test finds its own events. */
const probe = () => `probe${Date.now().toString(36)}${Math.floor(Math.random() * 1e6).toString(36)}`;

const sessionOf = (event: ReceivedEvent) => String(event.properties.$session_id ?? '');

/** Everything the ingest received from one recorded browser session, as one text to search. */
async function everythingFrom(request: Parameters<typeof received>[0], session: string): Promise<string> {
  return JSON.stringify((await received(request)).filter((event) => sessionOf(event) === session));
}

test('a reset link’s verificationToken and what is typed never reach analytics, page views or recordings', async ({
  page,
  request,
}) => {
  const email = uniqueEmail('privacy-reset');
  await createAccount(request, email, 'Old-Lucy-e2e-1!');
  const reset = await request.post(`${backendOrigin}/identity/reset`, {
    data: { email, turnstileResponse: await humanCheckResponse(request) },
  });
  expect(reset.ok(), await reset.text()).toBe(true);
  const link = await latestLinkTo(request, email);
  const token = link.searchParams.get('verificationToken') ?? '';
  expect(token.length).toBeGreaterThan(8);
  const marker = probe();

  await page.goto(`/reset${link.search}&marker=${marker}`);
  await expect(page.getByRole('heading', { name: 'Choose a new password' })).toBeVisible();
  // The first key press loads analytics (the page views so far go out) and starts the recorder on this page.
  const typed = `Zz9-typed-${marker}`;
  await page.getByLabel('New password').pressSequentially(typed);

  const view = await arrival(
    request,
    undefined,
    (event) => event.event === '$pageview' && String(event.properties.$current_url).includes(marker),
  );
  expect(view.properties.$current_url).toBe(`${webOrigin}/reset?marker=${marker}`);
  const session = sessionOf(view);
  // The recorder's snapshots of this page (its address is in them) have arrived too.
  await recordingArrival(request, page, undefined, (event) => sessionOf(event) === session);
  const everything = await everythingFrom(request, session);
  expect(everything).toContain(marker);
  for (const secret of [token, encodeURIComponent(token), typed]) expect(everything).not.toContain(secret);
});

test('single sign-on’s code and state never reach analytics', async ({ page, request }) => {
  const marker = probe();
  const codes: string[] = [];
  page.on('request', (sent) => {
    const url = new URL(sent.url());
    if (url.pathname === '/login/callback' && url.searchParams.get('code')) {
      codes.push(url.searchParams.get('code') ?? '', url.searchParams.get('state') ?? '');
    }
  });
  const returnTo = `/login/callback?sso=acme.example&redirect=${encodeURIComponent(`/settings/lucy?marker=${marker}`)}`;
  const query = new URLSearchParams({ connection: 'acme.example', redirect_uri: `${webOrigin}${returnTo}` });
  await page.goto(`${backendOrigin}/third-party/sso/authorize?${query}`);
  await page.getByRole('button', { name: 'Continue as Ava Active' }).click();
  await expect(page.getByRole('form', { name: 'Lucy settings' })).toBeVisible();
  // The stand-in sends a code, and a state when the sign-in started with one.
  expect(codes.filter(Boolean).length).toBeGreaterThanOrEqual(1);

  // The callback page was seen before the owner was signed in; its page view goes out once they are.
  const view = await arrival(
    request,
    undefined,
    (event) =>
      event.event === '$pageview' &&
      event.properties.$pathname === '/login/callback' &&
      String(event.properties.$current_url).includes(marker),
  );
  expect(String(view.properties.$current_url)).not.toMatch(/[?&](code|state)=/);
  await arrival(
    request,
    undefined,
    (event) =>
      event.event === '$pageview' &&
      event.properties.$pathname === '/settings/lucy' &&
      sessionOf(event) === sessionOf(view),
  );
  const everything = await everythingFrom(request, sessionOf(view));
  for (const secret of codes.filter(Boolean)) expect(everything).not.toContain(secret);
});

test('a payment portal address that is not the payment provider’s is not followed', async ({
  page,
  request,
}) => {
  const email = await billingOwner(request, 'privacy-portal', 'paid');
  await openSignedIn(page, email, '/settings/billing', BILLING_PASSWORD);
  await expect(page.getByRole('heading', { level: 1, name: 'Manage your plan' })).toBeVisible();
  const dialogs: string[] = [];
  page.on('dialog', (dialog) => {
    dialogs.push(dialog.message());
    void dialog.dismiss();
  });
  for (const hostile of ['javascript:alert(document.domain)', 'https://evil.example/billing-portal']) {
    await page.route(`${backendOrigin}/gateway/stripe/portal-session`, (route) =>
      route.fulfill({ json: { data: { url: hostile } } }),
    );
    await page.getByRole('button', { name: 'Invoices and payment details' }).click();
    await expect(page.getByText('Something went wrong, please try again later.')).toBeVisible();
    await page.unroute(`${backendOrigin}/gateway/stripe/portal-session`);
  }
  expect(new URL(page.url()).pathname).toBe('/settings/billing');
  expect(dialogs).toEqual([]);
});

test.describe('SPEC §4 consent: chosen on the device, honoured before analytics loads', () => {
  const analyticsRequests = (page: import('./support/test.ts').Page) => {
    const sent: string[] = [];
    page.on('request', (request) => {
      if (request.url().includes('/third-party/analytics') || /posthog/i.test(request.url()))
        sent.push(request.url());
    });
    return sent;
  };

  test('a visitor turns analytics off on the sign-in page: nothing of it loads, now or after a reload', async ({
    page,
  }) => {
    const sent = analyticsRequests(page);
    await page.goto('/signin');
    await expect(page.getByRole('heading', { name: 'Welcome back' })).toBeVisible();
    await page.getByText('Privacy choices').click();
    const choices = page.getByRole('group', { name: 'Help improve Lucy' });
    await choices.getByLabel('Product analytics').uncheck();
    await expect(choices.getByLabel('Session recording')).toBeDisabled();
    await page.reload();
    await expect(page.getByRole('heading', { name: 'Welcome back' })).toBeVisible();
    const form = page.getByRole('form', { name: 'Sign in' });
    await form.getByLabel('Email').pressSequentially('someone@example.com');
    await page.mouse.click(5, 5);
    await page.getByText('Privacy choices').click();
    await expect(
      page.getByRole('group', { name: 'Help improve Lucy' }).getByLabel('Product analytics'),
    ).not.toBeChecked();
    // The page has settled after the visitor's actions (the human check and one-tap are loaded).
    await page.waitForLoadState('networkidle');
    expect(sent).toEqual([]);

    // Turned on again, the next action loads it.
    await page.getByRole('group', { name: 'Help improve Lucy' }).getByLabel('Product analytics').check();
    await form.getByLabel('Email').press('End');
    await expect.poll(() => sent.length).toBeGreaterThan(0);
  });

  test('an owner turns recording, then analytics, off in settings; the choice holds after a reload', async ({
    page,
    request,
  }) => {
    const email = await billingOwner(request, 'privacy-consent', 'paid');
    await signIn(page, email, BILLING_PASSWORD, '/settings/integrations');
    const choices = page
      .getByRole('region', { name: 'Privacy' })
      .getByRole('group', { name: 'Help improve Lucy' });
    await expect(choices.getByLabel('Product analytics')).toBeChecked();
    await choices.getByLabel('Session recording').uncheck();
    await choices.getByLabel('Product analytics').uncheck();
    const sent = analyticsRequests(page);
    await page.reload();
    await expect(choices.getByLabel('Product analytics')).not.toBeChecked();
    await expect(choices.getByLabel('Session recording')).not.toBeChecked();
    await page.getByRole('link', { name: 'Manage Plan' }).first().click();
    await expect(page.getByRole('heading', { level: 1, name: 'Manage your plan' })).toBeVisible();
    await page.waitForLoadState('networkidle');
    expect(sent).toEqual([]);

    // Turned on again on a visit that had no analytics client to tell (posthog-js kept the earlier opt-out on
    // the device): the next page views are captured again.
    await page.goto('/settings/integrations');
    await choices.getByLabel('Product analytics').check();
    const marker = probe();
    await page.goto(`/settings/lucy?${marker}`);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await arrival(
      request,
      undefined,
      (event) => event.event === '$pageview' && String(event.properties.$current_url).includes(marker),
    );
  });
});
