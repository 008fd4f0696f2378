import { type APIRequestContext, type BrowserContext, expect, type Page } from '@playwright/test';
import { backendOrigin, shortSessionBackendOrigin } from './servers.ts';

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
 * answer. How many refreshes a flow needs depends on how fast the machine is (a token living 3 s can expire
 * again while a busy machine loads the page); what must hold is that no refresh token is sent twice (the
 * identity service revokes a reused token's whole family) and that every refresh is granted. The one
 * exception is a grant whose answer never reached the page (the tab was reloaded under it): the page still
 * holds only that token, and must be able to ask again (contracts/README "Proposals", refreshReuseGrace).
 */
export function recordRefreshes(page: Page | BrowserContext) {
  const sent: { refreshToken: string; status: Promise<number | undefined> }[] = [];
  page.on('request', (request) => {
    const form = new URLSearchParams(request.postData() ?? '');
    if (!request.url().endsWith('/identity/token') || form.get('grant_type') !== 'refresh_token') return;
    sent.push({
      refreshToken: form.get('refresh_token') ?? '',
      // null when the request failed: no answer reached the page.
      status: request.response().then((response) => response?.status()),
    });
  });
  return {
    sent,
    /**
     * Each refresh token went out once, or again only after every earlier sending of it went unanswered, and
     * every answered refresh was granted.
     */
    async expectEachTokenOnceAndGranted(): Promise<void> {
      const statuses = await Promise.all(sent.map((refresh) => refresh.status));
      sent.forEach((refresh, index) => {
        const earlier = sent
          .slice(0, index)
          .flatMap((other, at) => (other.refreshToken === refresh.refreshToken ? [statuses[at]] : []));
        expect(earlier, `refresh ${index + 1} of ${sent.length} sent a token already answered`).toEqual(
          earlier.map(() => undefined),
        );
      });
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
