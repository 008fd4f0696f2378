import { contentSecurityPolicy } from '../../../main/contentSecurityPolicy.ts';
import { TOKEN_ACCOUNTS } from '../../../main/tokenVault.ts';
import { desktopWebOrigin } from '../servers.ts';
import { expect, test, webStorageContents } from './desktopBridge.ts';

const tokens = {
  access_token: `eyJhbGciOiJSUzI1NiJ9.${'eyJzdWIiOiJ1c2VyLTEiLCJvcmdfaWQiOiJvcmctMSJ9'.repeat(8)}.c2lnbmF0dXJl`,
  refresh_token: 'rt_desktop_e2e_5c1f0a9b',
};

test.describe('the desktop renderer build', () => {
  test('boots with the bridge under the app’s CSP, with no violations', async ({ page }) => {
    const response = await page.goto('/');
    expect(response?.headers()['content-security-policy']).toBe(contentSecurityPolicy('local'));
    await expect(page.locator('h1')).toBeVisible();
    await expect(page).toHaveTitle(/Lucy$/);
    expect(await page.evaluate(() => window.lucy?.app.info())).toEqual({
      shell: 'desktop',
      version: 'e2e',
      environmentHost: 'localhost',
      // Payment returns go to the web app of the same environment.
      webOrigin: desktopWebOrigin,
    });
  });

  test('loads its assets on a deep route, as after a deep link or a reload', async ({ page }) => {
    const missing: string[] = [];
    page.on('response', (response) => {
      if (response.status() >= 400) missing.push(`${response.status()} ${response.url()}`);
    });
    await page.goto('/a/deeply/nested/route');
    await expect(page.locator('h1')).toBeVisible();
    expect(missing).toEqual([]);
  });
});

test.describe('tokens on desktop live in the OS keychain', () => {
  test('set through the bridge, they are in the keychain, survive a reload and never touch web storage', async ({
    page,
    desktop,
  }) => {
    await page.goto('/');
    await expect(page.locator('h1')).toBeVisible();
    await page.evaluate((value) => window.lucy?.tokens.set(value), tokens);

    expect(await desktop.keychainItems()).toEqual({
      [TOKEN_ACCOUNTS.access_token]: tokens.access_token,
      [TOKEN_ACCOUNTS.refresh_token]: tokens.refresh_token,
    });

    await page.reload();
    await expect(page.locator('h1')).toBeVisible();
    // The window reads the access token only; the refresh token stays in main.
    expect(await page.evaluate(() => window.lucy?.tokens.get())).toEqual({
      access_token: tokens.access_token,
    });

    const stored = await webStorageContents(page);
    expect(stored).not.toContain(tokens.access_token);
    expect(stored).not.toContain(tokens.refresh_token);
    expect(stored).not.toContain('rt_desktop_e2e');

    await page.evaluate(() => window.lucy?.tokens.clear());
    expect(await desktop.keychainItems()).toEqual({});
    expect(await page.evaluate(() => window.lucy?.tokens.get())).toBeNull();
  });

  test('a frame inside the app cannot read or clear them', async ({ page, desktop }) => {
    await page.goto('/');
    await page.evaluate((value) => window.lucy?.tokens.set(value), tokens);
    await page.evaluate(() => {
      const frame = document.createElement('iframe');
      frame.name = 'embedded';
      frame.srcdoc = '<p>embedded</p>';
      document.body.append(frame);
      return new Promise((resolve) => frame.addEventListener('load', resolve));
    });
    const embedded = page.frame({ name: 'embedded' });
    if (!embedded) throw new Error('the embedded frame did not load');

    const attempt = (call: 'get' | 'clear') =>
      embedded.evaluate(
        (name) =>
          window.lucy?.tokens[name]().then(
            () => 'answered',
            (error: unknown) => String(error),
          ),
        call,
      );
    expect(await attempt('get')).toContain('refused, the sender is not the app window');
    expect(await attempt('clear')).toContain('refused, the sender is not the app window');
    expect(desktop.refusals).toEqual([
      'lucy:tokens-get: the sender is not the app window',
      'lucy:tokens-clear: the sender is not the app window',
    ]);
    expect(await desktop.keychainItems()).toEqual({
      [TOKEN_ACCOUNTS.access_token]: tokens.access_token,
      [TOKEN_ACCOUNTS.refresh_token]: tokens.refresh_token,
    });
  });

  test('bad arguments are refused before they reach the keychain', async ({ page, desktop }) => {
    await page.goto('/');
    const outcome = await page.evaluate(() =>
      window.lucy?.tokens.set({ access_token: 'has a space', refresh_token: 'r' }).then(
        () => 'stored',
        (error: unknown) => String(error),
      ),
    );
    expect(outcome).toContain('lucy:tokens-set: refused, invalid arguments');
    expect(await desktop.keychainItems()).toEqual({});
  });
});
