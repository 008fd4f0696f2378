import { createHash } from 'node:crypto';
import { SIGNED_IN_LOAD_DELAY_MS } from '../../renderer/analytics/start.ts';
import { uniqueEmail } from './support/accounts.ts';
import { arrival, type ReceivedEvent, received, recordingArrival, test } from './support/analytics.ts';
import { ownerWithFreePlan } from './support/ownerWithFreePlan.ts';
import { closeOneTap, signIn } from './support/signIn.ts';
import { expect, type Page } from './support/test.ts';

/**
 * SPEC §1, §2, §5, §7, §9 analytics, in Chromium: what the dev backend's analytics ingest (the posthog stand-in)
 * received, read back through GET /dev/analytics, and what the page pushed to its data layer.
 */

const pageViewOf = (pathname: string) => (event: ReceivedEvent) =>
  event.event === '$pageview' && event.properties.$pathname === pathname;

/** The person properties an event sets ($identify and $set events). */
const setOf = (event: ReceivedEvent) => event.set;

const sha256 = (text: string) => createHash('sha256').update(text.trim().toLowerCase()).digest('hex');

async function dataLayerOf(page: Page): Promise<Record<string, unknown>[]> {
  return page.evaluate(() => (window as { dataLayer?: Record<string, unknown>[] }).dataLayer ?? []);
}

test('a signed-in owner: page views on every navigation and an identify by their client id', async ({
  page,
  request,
}) => {
  const owner = await ownerWithFreePlan(request, 'analytics');
  await signIn(page, owner.email);
  await expect(page).toHaveURL(/\/settings\/lucy$/);
  await page
    .getByRole('complementary', { name: 'Settings menu' })
    .getByRole('link', { name: 'Integrations' })
    .click();
  await expect(page.getByRole('heading', { level: 1, name: 'Integrations' })).toBeVisible();

  const identify = await arrival(request, owner.userId, (event) => event.event === '$identify');
  expect(setOf(identify)).toEqual({ email: owner.email, organisationId: owner.organisationId, region: 'au' });
  await arrival(request, owner.userId, pageViewOf('/settings/lucy'));
  await arrival(request, owner.userId, pageViewOf('/settings/integrations'));
  // SPEC §2: /settings/lucy is a session-recording path: the e-mail and first name go to the recorder.
  const recorder = await arrival(request, owner.userId, (event) => event.event === '$set');
  expect(setOf(recorder)).toEqual({ email: owner.email, firstName: 'Tess' });
  // The sign-in page was seen before the owner was known: it counts, anonymously.
  const anonymous = identify.properties.$anon_distinct_id as string;
  await arrival(request, anonymous, pageViewOf('/signin'));
  // Session recording is on (SPEC §9 sampling 100%): snapshots arrive for the owner.
  await recordingArrival(request, page, owner.userId);

  const layer = await dataLayerOf(page);
  const who = { user_id: owner.userId, hashed_email: sha256(owner.email) };
  expect(layer).toContainEqual({ event: 'user_identified', ...who });
  expect(layer).toContainEqual(
    expect.objectContaining({ event: 'page_view', page_path: '/settings/integrations', ...who }),
  );

  // After Logout the next person starts afresh: this browser (its device id) sees the sign-in page anonymously.
  await page
    .getByRole('complementary', { name: 'Settings menu' })
    .getByRole('button', { name: 'Logout' })
    .click();
  await expect(page.getByRole('heading', { name: 'Welcome back' })).toBeVisible();
  await arrival(
    request,
    undefined,
    (event) =>
      pageViewOf('/signin')(event) &&
      event.properties.$device_id === identify.properties.$device_id &&
      ![owner.userId, anonymous].includes(event.distinctId ?? ''),
  );
});

test('SPEC §1: staff are identified by their e-mail and send nothing else', async ({ page, request }) => {
  const email = uniqueEmail('staff').replace('@example.com', '@lucy-receptionist.com');
  const owner = await ownerWithFreePlan(request, 'staff', email);
  await signIn(page, owner.email);
  await expect(page).toHaveURL(/\/settings\/lucy$/);

  const identify = await arrival(request, email, (event) => event.event === '$identify');
  expect(setOf(identify)).toEqual({ email });
  // The recorder's identification on /settings/lucy comes before its page view: once that has arrived, whatever
  // was sent about the person has too, and it is the e-mail alone (posthog-js does not repeat an identical set).
  await arrival(request, email, pageViewOf('/settings/lucy'));
  const sets = (await received(request, email)).map(setOf).filter((set) => set !== null);
  expect(sets.length).toBeGreaterThan(0);
  for (const set of sets) expect(set).toEqual({ email });
  expect(await received(request, owner.userId)).toEqual([]);
  const layer = await dataLayerOf(page);
  expect(layer).toContainEqual({ event: 'user_identified', hashed_email: sha256(email) });
});

test('the sign-in page downloads no analytics until the visitor acts', async ({ page, request }) => {
  const analyticsRequests: string[] = [];
  page.on('request', (sent) => {
    if (sent.url().includes('/third-party/analytics') || /posthog/i.test(sent.url()))
      analyticsRequests.push(sent.url());
  });
  const marker = `probe${Date.now().toString(36)}`;
  // The page's clock runs as usual, and is moved on below.
  await page.clock.install();
  await page.goto(`/signin?redirect=${encodeURIComponent(`/settings/lucy?${marker}=1`)}`);
  await expect(page.getByRole('heading', { name: 'Welcome back' })).toBeVisible();
  await page.waitForLoadState('networkidle');
  // Past the moments analytics loads by itself for someone signed in (renderer/analytics/start.ts: after the first
  // paint, once the browser is idle, then SIGNED_IN_LOAD_DELAY_MS later), and the network quiet again.
  for (let idle = 0; idle < 2; idle++) {
    await page.evaluate(
      () =>
        new Promise((resolve) => requestAnimationFrame(() => setTimeout(() => requestIdleCallback(resolve)))),
    );
  }
  await page.clock.fastForward(SIGNED_IN_LOAD_DELAY_MS);
  await page.waitForLoadState('networkidle');
  expect(analyticsRequests).toEqual([]);

  await closeOneTap(page);
  await page.getByRole('form', { name: 'Sign in' }).getByLabel('Email').pressSequentially('a');
  await expect.poll(() => analyticsRequests.length).toBeGreaterThan(0);
  const view = await arrival(
    request,
    undefined,
    (event) => event.event === '$pageview' && String(event.properties.$current_url).includes(marker),
  );
  expect(view.properties.$pathname).toBe('/signin');
});
