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
 * identity service revokes a reused token's whole family) and that every refresh is granted.
 */
export function recordRefreshes(page: Page | BrowserContext) {
  const sent: { refreshToken: string; status: Promise<number | undefined> }[] = [];
  page.on('request', (request) => {
    const form = new URLSearchParams(request.postData() ?? '');
    if (!request.url().endsWith('/identity/token') || form.get('grant_type') !== 'refresh_token') return;
    sent.push({
      refreshToken: form.get('refresh_token') ?? '',
      status: request.response().then((response) => response?.status()),
    });
  });
  return {
    sent,
    /** Each refresh token went out once and every refresh was granted. */
    async expectEachTokenOnceAndGranted(): Promise<void> {
      const tokens = sent.map((refresh) => refresh.refreshToken);
      expect(new Set(tokens).size, `refresh tokens sent: ${tokens.length}`).toBe(tokens.length);
      expect(await Promise.all(sent.map((refresh) => refresh.status))).toEqual(tokens.map(() => 200));
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
