import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { type Browser, chromium, type Page } from '@playwright/test';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { chromiumArgs, testBrowserPath } from '../../playwright.config.ts';
import { tokensSchema } from '../../renderer/api/schemas/common.ts';
import { startTestBackend, type TestBackend } from './harness.ts';

/**
 * The stand-ins' browser scripts in a real browser (Debian's Chromium), driven through the APIs the real
 * Turnstile and Google Identity Services scripts have. The page is served from another local origin, as
 * the web app is, so CORS is exercised too.
 */
let t: TestBackend;
let browser: Browser;
let appServer: Server;
let appOrigin = '';
/** The page the next request to the app server answers with. */
let appPage = '';

beforeAll(async () => {
  t = await startTestBackend();
  appServer = createServer((_request, response) =>
    response.writeHead(200, { 'Content-Type': 'text/html' }).end(appPage),
  );
  await new Promise<void>((resolve) => appServer.listen(0, '127.0.0.1', resolve));
  appOrigin = `http://127.0.0.1:${(appServer.address() as AddressInfo).port}`;
  // The browser and flags of the end-to-end tests: Debian's headless shell where it is installed.
  browser = await chromium.launch({ executablePath: testBrowserPath, args: chromiumArgs });
}, 60_000);
afterAll(async () => {
  await browser?.close();
  appServer?.close();
  await t?.close();
});

async function pageWith(script: string, body = ''): Promise<Page> {
  const page = await browser.newPage();
  appPage = `<!doctype html><body>${body}<script src="${t.listeningUrl}${script}"></script></body>`;
  await page.goto(`${appOrigin}/`);
  return page;
}

describe('human check script (Turnstile browser API)', () => {
  it('render solves by itself, calls back with a response the service redeems once; reset and remove work', async () => {
    type Turnstile = {
      render(el: string, o: object): string;
      reset(id: string): void;
      remove(id: string): void;
      getResponse(id?: string): string | undefined;
    };
    const page = await pageWith('/third-party/turnstile/v0/api.js?render=explicit', '<div id="box"></div>');
    const tokens = () => page.evaluate(() => (window as unknown as { tokens: string[] }).tokens);
    await page.evaluate(() => {
      const w = window as unknown as { turnstile: Turnstile; tokens: string[]; widgetId: string };
      w.tokens = [];
      w.widgetId = w.turnstile.render('#box', {
        sitekey: 'local-dev-site-key',
        callback: (token: string) => w.tokens.push(token),
      });
    });
    await expect.poll(tokens).toHaveLength(1);
    const [token] = await tokens();
    expect(await page.getByRole('checkbox', { name: 'Success!' }).isVisible()).toBe(true);
    expect(
      await page.evaluate(() => (window as unknown as { turnstile: Turnstile }).turnstile.getResponse()),
    ).toBe(token);
    expect(await page.locator('input[name="cf-turnstile-response"]').inputValue()).toBe(token);

    const verify = () =>
      t.request('POST', '/third-party/turnstile/v0/siteverify', {
        form: { secret: 'local-dev-secret-key', response: token ?? '' },
      });
    expect((await verify()).body).toMatchObject({ success: true });
    expect((await verify()).body).toMatchObject({ success: false });

    await page.evaluate(() => {
      const w = window as unknown as { turnstile: Turnstile; widgetId: string };
      w.turnstile.reset(w.widgetId);
    });
    await expect.poll(tokens).toHaveLength(2);
    expect(new Set(await tokens()).size).toBe(2);

    await page.evaluate(() => {
      const w = window as unknown as { turnstile: Turnstile; widgetId: string };
      w.turnstile.remove(w.widgetId);
    });
    expect(await page.locator('#box > *').count()).toBe(0);
    expect(
      await page.evaluate(() => (window as unknown as { turnstile: Turnstile }).turnstile.getResponse()),
    ).toBeUndefined();
    await page.close();
  });

  it('an interactive site key waits for a click; a failing one reports an error code', async () => {
    const page = await pageWith(
      '/third-party/turnstile/v0/api.js?render=explicit',
      '<div id="a"></div><div id="b"></div>',
    );
    const solved = page.evaluate(
      () =>
        new Promise<string>((resolve) => {
          (window as unknown as { turnstile: { render(el: string, o: object): string } }).turnstile.render(
            '#a',
            {
              sitekey: 'local-dev-site-key-interactive',
              callback: resolve,
            },
          );
        }),
    );
    await page.getByRole('checkbox', { name: 'Verify you are human' }).click();
    expect(await solved).toMatch(/^0\.lucy-dev\./);
    const code = await page.evaluate(
      () =>
        new Promise<string>((resolve) => {
          (window as unknown as { turnstile: { render(el: string, o: object): string } }).turnstile.render(
            '#b',
            {
              sitekey: 'local-dev-site-key-failing',
              'error-callback': resolve,
            },
          );
        }),
    );
    expect(code).toBe('600010');
    await page.close();
  });

  it('renders implicitly into .cf-turnstile elements', async () => {
    const page = await pageWith(
      '/third-party/turnstile/v0/api.js',
      '<script>window.done = (token) => { window.token = token; };</script><div class="cf-turnstile" data-sitekey="local-dev-site-key" data-callback="done"></div>',
    );
    await expect
      .poll(() => page.evaluate(() => (window as unknown as { token?: string }).token))
      .toMatch(/^0\.lucy-dev\./);
    await page.close();
  });
});

describe('Google Identity Services script', () => {
  it('one tap: prompt shows the accounts, the choice calls back with a credential the token endpoint accepts', async () => {
    const page = await pageWith('/third-party/gsi/client');
    await page.waitForFunction(() => Boolean((window as unknown as { google?: object }).google));
    await page.evaluate(() => {
      const seen: { response?: { credential: string; select_by: string }; moments: string[] } = {
        moments: [],
      };
      const id = (
        window as unknown as {
          google: {
            accounts: {
              id: {
                initialize(o: object): void;
                prompt(l: (n: { getMomentType(): string }) => void): void;
              };
            };
          };
        }
      ).google.accounts.id;
      id.initialize({
        client_id: 'local-dev.apps.googleusercontent.com',
        callback: (response: { credential: string; select_by: string }) => {
          seen.response = response;
        },
      });
      id.prompt((moment) => seen.moments.push(moment.getMomentType()));
      Object.assign(window, { oneTap: seen });
    });
    await page.getByRole('button', { name: /Continue as Ava/ }).click();
    // The prompt's listener hears it closed once the credential was handed over.
    await expect
      .poll(() =>
        page.evaluate(() => (window as unknown as { oneTap: { moments: string[] } }).oneTap.moments),
      )
      .toEqual(['display', 'dismissed']);
    const { credential, select_by } = await page.evaluate(
      () =>
        (window as unknown as { oneTap: { response: { credential: string; select_by: string } } }).oneTap
          .response,
    );
    expect(select_by).toBe('user');
    const exchange = await t.request('POST', '/identity/token', {
      form: { token: credential, provider: 'google' },
    });
    expect(tokensSchema.parse(exchange.body).access_token).toBeTruthy();
    await page.close();
  });

  it('one tap on a phone appears at its full size, so it never moves in view (no layout shift)', async () => {
    const page = await pageWith('/third-party/gsi/client');
    await page.setViewportSize({ width: 390, height: 844 });
    await page.waitForFunction(() => Boolean((window as unknown as { google?: object }).google));
    const shifts = page.evaluate(
      () =>
        new Promise<number[]>((resolve) => {
          const values: number[] = [];
          new PerformanceObserver((list) => {
            for (const entry of list.getEntries()) values.push((entry as unknown as { value: number }).value);
          }).observe({ type: 'layout-shift', buffered: true });
          const id = (
            window as unknown as {
              google: { accounts: { id: { initialize(o: object): void; prompt(): void } } };
            }
          ).google.accounts.id;
          id.initialize({ client_id: 'local-dev.apps.googleusercontent.com', callback: () => {} });
          id.prompt();
          // Two frames after the card is shown, every shift it caused has been reported.
          const shown = () => {
            const host = document.querySelector<HTMLElement>('[data-gsi-stand-in="one-tap"]');
            if (host?.shadowRoot?.querySelector('.account') && host.style.visibility === '')
              requestAnimationFrame(() => requestAnimationFrame(() => resolve(values)));
            else requestAnimationFrame(shown);
          };
          shown();
        }),
    );
    expect(await shifts).toEqual([]);
    await page.close();
  });

  it('the button has the size asked for and opens the chooser', async () => {
    const page = await pageWith('/third-party/gsi/client', '<div id="button"></div>');
    await page.waitForFunction(() => Boolean((window as unknown as { google?: object }).google));
    const result = page.evaluate(
      () =>
        new Promise<string>((resolve) => {
          const id = (
            window as unknown as {
              google: {
                accounts: {
                  id: { initialize(o: object): void; renderButton(e: Element | null, o: object): void };
                };
              };
            }
          ).google.accounts.id;
          id.initialize({
            client_id: 'local-dev.apps.googleusercontent.com',
            callback: (response: { select_by: string }) => resolve(response.select_by),
          });
          id.renderButton(document.getElementById('button'), { size: 'medium', text: 'continue_with' });
        }),
    );
    const button = page.getByRole('button', { name: 'Continue with Google' });
    expect((await button.boundingBox())?.height).toBe(32);
    await button.click();
    await page.getByRole('button', { name: /Continue as Fern/ }).click();
    expect(await result).toBe('btn');
    await page.close();
  });
});
