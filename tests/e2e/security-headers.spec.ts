import { test as withoutPolicyCheck } from '@playwright/test';
import { backendOrigin } from './support/servers.ts';
import { expect, test } from './support/test.ts';

/**
 * The web app's security headers as `vite preview` serves them (and so as every e2e test runs
 * under them), the policy in the built page, no source maps, and the shared fixture that fails a test on any
 * violation.
 */

test('the app is served with a strict policy, no framing, and the other security headers', async ({
  request,
}) => {
  const answer = await request.get('/signin');
  const headers = answer.headers();
  const policy = headers['content-security-policy'] ?? '';
  expect(policy).toContain("default-src 'none'");
  expect(policy).toContain("frame-ancestors 'none'");
  expect(policy).toContain("object-src 'none'");
  expect(policy).toContain("base-uri 'none'");
  expect(policy).not.toMatch(/script-src[^;]*'unsafe-(inline|eval)'/);
  expect(headers['x-frame-options']).toBe('DENY');
  expect(headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
  expect(headers['x-content-type-options']).toBe('nosniff');
  expect(headers['permissions-policy']).toContain('camera=()');

  // Hosts that cannot send headers get the policy from the page itself (all but frame-ancestors) and a file.
  const html = await answer.text();
  expect(html).toMatch(/<meta http-equiv="Content-Security-Policy" content="default-src &#39;none&#39;;/);
  const headersFile = await (await request.get('/_headers')).text();
  expect(headersFile).toContain("frame-ancestors 'none'");
  // This build was made for the local dev backend of the tests: its policy allows that one local origin, and it
  // does not pin the host to https (web/securityHeaders.test.ts has the deployment build's).
  expect(headersFile).toContain(`script-src 'self' 'sha256-`);
  expect(headersFile).toContain(backendOrigin);
  expect(headersFile).not.toContain('Strict-Transport-Security');
});

test('no source maps are published with the app', async ({ page, request }) => {
  const scripts: string[] = [];
  page.on('response', (response) => {
    if (response.request().resourceType() === 'script') scripts.push(response.url());
  });
  await page.goto('/signin');
  // Not the heading: the pre-rendered page shows it before it asks for any script. The app has run once the
  // form's button is enabled.
  await expect(page.getByRole('button', { name: 'Sign in', exact: true })).toBeEnabled();
  expect(scripts.length).toBeGreaterThan(0);
  for (const script of scripts.filter((url) => url.includes('/assets/'))) {
    const body = await (await request.get(script)).text();
    expect(body, script).not.toContain('sourceMappingURL');
    const map = await request.get(`${script}.map`);
    // vite preview answers unknown files with the app's page; a map would be JSON.
    expect(await map.text(), `${script}.map`).not.toContain('"mappings"');
  }
});

test('a violation fails the test (the shared fixture every spec uses)', async ({ page }) => {
  test.fail(true, 'the fixture must fail a test whose page breaks the policy');
  await page.goto('/signin');
  await expect(page.getByRole('heading', { name: 'Welcome back' })).toBeVisible();
  // An inline script, as an injection would add one: the policy refuses it, and the page reports that.
  const reported = await page.evaluate(
    () =>
      new Promise<string>((resolve) => {
        document.addEventListener('securitypolicyviolation', (event) => resolve(event.effectiveDirective), {
          once: true,
        });
        const script = document.createElement('script');
        script.textContent = 'window.injected = true';
        document.head.append(script);
      }),
  );
  expect(reported).toBe('script-src-elem');
  expect(await page.evaluate(() => (window as { injected?: boolean }).injected)).toBeUndefined();
});

// Framing the app is refused by the browser, which reports it: that report is this test's point, so it runs
// without the fixture that fails on any.
withoutPolicyCheck('another site cannot frame the app (frame-ancestors)', async ({ page, baseURL }) => {
  await page.route('http://framer.test/', (route) =>
    route.fulfill({
      contentType: 'text/html',
      body: `<!doctype html><title>framer</title><iframe title="app" src="${baseURL}/signin"></iframe>`,
    }),
  );
  await page.goto('http://framer.test/');
  // The browser puts its own error page in place of a refused frame; the app never renders in it.
  const child = () => page.frames().find((candidate) => candidate !== page.mainFrame());
  await expect.poll(() => child()?.url()).toBe('chrome-error://chromewebdata/');
  await expect(
    page.frameLocator('iframe[title="app"]').getByRole('heading', { name: 'Welcome back' }),
  ).toHaveCount(0);
});
