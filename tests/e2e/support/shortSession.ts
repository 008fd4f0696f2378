import {
  type APIRequestContext,
  type BrowserContext,
  expect,
  type Page,
  type Request,
} from '@playwright/test';
import { backendOrigin, shortSessionBackendOrigin } from './servers.ts';
import { openTokenPage } from './signIn.ts';

/**
 * Sends the page's calls (or every tab's of a browser context) to the dev backend whose access tokens expire
 * after a few seconds. That backend issues tokens in the first one's name, so the app cannot tell the
 * difference (SPEC §4 issuer check).
 */
export async function useShortSessionBackend(page: Page | BrowserContext): Promise<void> {
  await page.route(`${backendOrigin}/**`, (route) =>
    route.continue({ url: route.request().url().replace(backendOrigin, shortSessionBackendOrigin) }),
  );
}

/**
 * Every refresh-token grant a page (or every tab of a browser context) sends, with the identity service's
 * answer and the refresh token the browser's storage held as it went out. How many refreshes a flow needs
 * depends on how fast the machine is (a token living 3 s can expire again while a busy machine loads the page);
 * what must hold is that a tab sends only the refresh token storage holds, and that every refresh is granted.
 * A tab refreshes holding the refresh lock, from storage read under it (renderer/api/core.ts), so a token
 * another tab has already renewed is never sent: the identity service would revoke its whole family. A token
 * whose renewal never got stored (the tab was reloaded before it could store the answer) is still the one
 * storage holds, and is rightly sent again (contracts/README "Proposals", refreshReuseGrace).
 *
 * Storage is read from a token page of the same browser context (support/signIn.ts, opened before anything else
 * here) while the grant is held on its way: the tab that sent it holds the lock until it has stored the answer, so
 * nothing can change what storage holds in between. The page is opened up front, so a grant waits only for that
 * read, not for a page to load (calls waiting on the refresh have a time limit). Judging by the answers
 * instead (a token may go out again only when no answer to it was seen) failed for the wrong reason on a loaded
 * machine: the browser sees an answer when its headers arrive, and a reload before the page has stored it loses it
 * as surely as one before it arrived.
 */
export async function recordRefreshes(target: Page | BrowserContext) {
  const context = 'pages' in target ? target : target.context();
  const sent: { refreshToken: string; status: Promise<number | undefined> }[] = [];
  const storedWhenSent = new Map<Request, Promise<string | null>>();
  const tokenPage = await context.newPage();
  await openTokenPage(tokenPage);
  const form = (request: Request) => new URLSearchParams(request.postData() ?? '');
  const isRefresh = (request: Request) =>
    request.url().endsWith('/identity/token') && form(request).get('grant_type') === 'refresh_token';
  target.on('request', (request) => {
    if (!isRefresh(request)) return;
    sent.push({
      refreshToken: form(request).get('refresh_token') ?? '',
      // undefined when the request failed: no answer reached the page.
      status: request.response().then((response) => response?.status()),
    });
  });
  // Registered last, so it sees a grant before the routes registered earlier (useShortSessionBackend) send it on.
  await target.route(`${backendOrigin}/identity/token`, async (route) => {
    if (isRefresh(route.request())) {
      const stored = tokenPage.evaluate(() =>
        (
          window as unknown as { lucyE2E: { sharedRefreshToken(): Promise<string | null> } }
        ).lucyE2E.sharedRefreshToken(),
      );
      storedWhenSent.set(route.request(), stored);
      await stored.catch(() => undefined);
    }
    // A grant cut off by its tab's reload has no way left to go.
    await route.fallback().catch(() => undefined);
  });
  return {
    sent,
    /** Every grant sent the refresh token storage held as it went out, and every answered one was granted. */
    async expectStoredTokenSentAndGranted(): Promise<void> {
      const requests = [...storedWhenSent.keys()];
      const stored = await Promise.all(requests.map((request) => storedWhenSent.get(request)));
      expect(requests.length, 'no refresh was watched on its way').toBeGreaterThan(0);
      requests.forEach((request, index) => {
        const refreshToken = form(request).get('refresh_token');
        expect(
          refreshToken,
          `refresh ${index + 1} of ${requests.length} sent a token other than the one stored`,
        ).toBe(stored[index]);
      });
      const statuses = await Promise.all(sent.map((refresh) => refresh.status));
      const answered = statuses.filter((status) => status !== undefined);
      expect(answered, `refreshes answered of ${sent.length} sent`).toEqual(answered.map(() => 200));
      expect(answered.length, 'no refresh was answered').toBeGreaterThan(0);
    },
  };
}

/** The access token the page's session holds now (the end-to-end build's probe, VITE_E2E_PROBE). */
export async function heldAccessToken(page: Page): Promise<string> {
  const accessToken = await page.evaluate(async () => {
    const probe = (
      window as unknown as { lucyE2E: { tokens: { get(): Promise<{ access_token: string } | null> } } }
    ).lucyE2E;
    return (await probe.tokens.get())?.access_token;
  });
  expect(accessToken).toBeTruthy();
  return accessToken ?? '';
}

/**
 * Waits until the short-session backend refuses the access token the page holds, i.e. it has expired (a
 * condition, not a sleep: on a busy machine the page may take longer than the token's life to get there).
 */
export async function untilAccessTokenExpired(page: Page, request: APIRequestContext): Promise<void> {
  const accessToken = await heldAccessToken(page);
  await expect
    .poll(async () => {
      const response = await request.get(`${shortSessionBackendOrigin}/gateway/v1/ca/users/status`, {
        headers: { Authorization: `Bearer ${accessToken}` },
      });
      return response.status();
    })
    .toBe(401);
}

/**
 * From now on every call the page (or every tab of a browser context) makes with this access token is refused
 * with 401, as the services refuse an expired one: expiry on the test's word, at once, where a token that really expires (the short-session
 * backend's) may run out before the test is ready on a loaded machine.
 */
export async function refuseAccessToken(page: Page | BrowserContext, accessToken: string): Promise<void> {
  await page.route(`${backendOrigin}/**`, (route) =>
    route.request().headers().authorization === `Bearer ${accessToken}`
      ? route.fulfill({ status: 401, json: { message: 'Token expired' } })
      : route.fallback(),
  );
}
