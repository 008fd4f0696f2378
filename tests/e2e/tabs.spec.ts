import { seeded } from './support/accounts.ts';
import { logoutTimes, markLogoutClick, markSignInShown } from './support/logoutTiming.ts';
import { backendOrigin } from './support/servers.ts';
import { heldAccessToken, recordRefreshes, refuseAccessToken } from './support/shortSession.ts';
import { closeOneTap, openSignedIn, pathOf, signIn } from './support/signIn.ts';
import { type BrowserContext, expect, type Page, type Route, test } from './support/test.ts';

/** What the end-to-end build exposes (VITE_E2E_PROBE, renderer/app/bootstrap.tsx). */
interface EndToEndProbe {
  api(): Promise<{ gateway: { getUserStatus(): Promise<unknown> } }>;
  tokens: { get(): Promise<{ access_token: string; refresh_token: string } | null> };
}
declare global {
  interface Window {
    lucyE2E: EndToEndProbe;
  }
}

const lucySettings = (page: Page) => page.getByRole('form', { name: 'Lucy settings' });
const welcomeBack = (page: Page) => page.getByRole('heading', { name: 'Welcome back' });

function storedTokens(page: Page) {
  return page.evaluate(async () => window.lucyE2E.tokens.get());
}

/** Signs in in a first tab and opens /settings/lucy in `count` tabs of the same browser context in all. */
async function openSignedInTabs(context: BrowserContext, count: number): Promise<Page[]> {
  const first = await context.newPage();
  await openSignedIn(first, seeded.active, '/settings/lucy');
  await expect(lucySettings(first)).toBeVisible();
  const tabs = [first];
  for (let opened = 1; opened < count; opened++) {
    const tab = await context.newPage();
    await tab.goto('/settings/lucy');
    await expect(lucySettings(tab)).toBeVisible();
    tabs.push(tab);
  }
  return tabs;
}

// It failed 1 to 2 rounds in 10 before the fix: Chromium gives each tab its own copy of localStorage, so the
// tab that took the refresh lock right after the other renewed the tokens could still read the old refresh token
// there and send it again; the identity service then revoked the family. The tokens are now read from IndexedDB
// (renderer/platform/webTokenCipher.ts), which every tab sees alike.
// The app refreshes only when a call is refused (renderer/api/core.ts), so each round's token expires on the
// test's word (refuseAccessToken), at once, rather than by waiting out a token that lives a few seconds: the
// tabs meet the same 401 and race for the same refresh either way (real expiry is session.spec's).
test('two tabs reloading after the access token expired stay signed in, 10 times out of 10', async ({
  context,
}) => {
  test.slow();
  const refreshes = await recordRefreshes(context);
  const tabs = await openSignedInTabs(context, 2);
  for (let round = 1; round <= 10; round++) {
    await refuseAccessToken(context, await heldAccessToken(tabs[0] as Page));
    const before = refreshes.sent.length;
    await Promise.all(tabs.map((tab) => tab.reload()));
    for (const tab of tabs) {
      await expect(lucySettings(tab), `round ${round}`).toBeVisible();
      expect(pathOf(tab), `round ${round}`).toBe('/settings/lucy');
    }
    expect(refreshes.sent.length, `round ${round}: the expired token was refreshed`).toBeGreaterThan(before);
  }
  // Each tab sent only the refresh token storage held: none that a tab had renewed went out again (the identity
  // service would revoke its whole family and sign the owner out), and every refresh was granted.
  await refreshes.expectStoredTokenSentAndGranted();
});

// A tab reloaded while a refresh is on its way never hears the answer: the identity service has replaced the
// refresh token, but the page could not store the new one, so the next page can only send the replaced token
// again (the ten reloads above met this under load, a late call's refresh cut off by the round's reload). The
// identity service is asked to allow that for a few seconds (contracts/README "Proposals", refreshReuseGrace);
// the dev backend does.
test('a reload while a refresh is on its way keeps the owner signed in', async ({ context }) => {
  const refreshes = await recordRefreshes(context);
  const [tab] = (await openSignedInTabs(context, 1)) as [Page];
  await refuseAccessToken(context, await heldAccessToken(tab));
  let answeredAtService: () => void = () => undefined;
  const serviceAnswered = new Promise<void>((resolve) => {
    answeredAtService = resolve;
  });
  let reloadedUnderIt: () => void = () => undefined;
  const reloaded = new Promise<void>((resolve) => {
    reloadedUnderIt = resolve;
  });
  let held = false;
  await context.route(`${backendOrigin}/identity/token`, async (route) => {
    if (held) return route.fallback();
    held = true;
    const response = await route.fetch();
    answeredAtService();
    await reloaded;
    // The page that asked is gone; there is nobody to give the answer to.
    await route.fulfill({ response }).catch(() => undefined);
  });
  await tab.reload();
  await serviceAnswered;
  await tab.reload();
  reloadedUnderIt();
  await expect(lucySettings(tab)).toBeVisible();
  expect(pathOf(tab)).toBe('/settings/lucy');
  await expect.poll(() => refreshes.sent.length).toBeGreaterThanOrEqual(2);
  expect(refreshes.sent[1]?.refreshToken, 'the replaced token was sent again').toBe(
    refreshes.sent[0]?.refreshToken,
  );
  expect(await refreshes.sent[0]?.status, 'the first answer never reached the page').toBeUndefined();
  await refreshes.expectStoredTokenSentAndGranted();
});

for (const tabCount of [2, 5]) {
  test(`100 concurrent 401s across ${tabCount} tabs: exactly one refresh and 100 of 100 calls succeed`, async ({
    context,
  }) => {
    test.slow();
    const refreshes = await recordRefreshes(context);
    // The calls below are held until all 100 are out; on a loaded machine that took longer than a call's time
    // limit (READ_TIME_LIMIT_MS), and calls given up on did not succeed. The pages' clock stands still from here, so
    // the limit is not what is tested.
    await context.clock.install();
    const tabs = await openSignedInTabs(context, tabCount);
    await context.clock.pauseAt(Date.now() + 1000);
    const expired = (await storedTokens(tabs[0] as Page))?.access_token;
    // The access token the tabs hold is refused from now on, as an expired one is. The first 100 calls are held
    // until all of them are out, so all 100 are refused at once, before any tab could have refreshed.
    const held: Route[] = [];
    await context.route(`${backendOrigin}/gateway/v1/ca/users/status`, async (route) => {
      if (route.request().headers().authorization !== `Bearer ${expired}`) return route.continue();
      // The app's own reads of the same address (a screen's refetch) may come too: past the 100, refused at once.
      if (held.length === 100) return route.fulfill({ status: 401, json: { message: 'Token expired' } });
      held.push(route);
      if (held.length < 100) return;
      for (const refused of held) await refused.fulfill({ status: 401, json: { message: 'Token expired' } });
    });
    const perTab = 100 / tabCount;
    const succeeded = await Promise.all(
      tabs.map((tab) =>
        tab.evaluate(async (calls) => {
          const api = await window.lucyE2E.api();
          const answers = await Promise.allSettled(
            Array.from({ length: calls }, () => api.gateway.getUserStatus()),
          );
          return answers.filter((answer) => answer.status === 'fulfilled').length;
        }, perTab),
      ),
    );
    expect(held).toHaveLength(100);
    expect(succeeded.reduce((sum, count) => sum + count, 0)).toBe(100);
    expect(refreshes.sent).toHaveLength(1);
    expect(await refreshes.sent[0]?.status).toBe(200);
    for (const tab of tabs) expect((await storedTokens(tab))?.access_token).not.toBe(expired);
  });
}

test('Logout in one tab sends the other to /signin at once, without a reload', async ({ context }) => {
  const [first, second] = (await openSignedInTabs(context, 2)) as [Page, Page];
  let reloaded = false;
  second.on('load', () => {
    reloaded = true;
  });
  // Measured in the pages (not by the test's polling): the Logout click in the first tab, and the moment the
  // second shows the sign-in page. Reported, not asserted: on a loaded machine rendering alone can take longer.
  await markLogoutClick(first);
  await markSignInShown(second);
  await first.getByRole('button', { name: 'Logout' }).click();
  await expect(welcomeBack(second)).toBeVisible();
  expect(pathOf(second)).toBe('/signin');
  expect(reloaded).toBe(false);
  expect(await storedTokens(second)).toBeNull();
  const { heardMs, shownMs } = await logoutTimes(first, second);
  console.log(
    `Logout in one tab: the other heard of it ${heardMs} ms and showed /signin ${shownMs} ms after the click.`,
  );
});

test('signing in in one tab is picked up by another on its next navigation', async ({ context }) => {
  const signedOut = await context.newPage();
  await signedOut.goto('/signin');
  await expect(welcomeBack(signedOut)).toBeVisible();
  await closeOneTap(signedOut);
  const other = await context.newPage();
  await signIn(other, seeded.active);
  await expect(lucySettings(other)).toBeVisible();
  await signedOut.getByRole('link', { name: 'Create an account' }).click();
  await expect(lucySettings(signedOut)).toBeVisible();
  expect(pathOf(signedOut)).toBe('/settings/lucy');
});
