import { describe, expect, it, vi } from 'vitest';
import { channels } from '../../bridge/api.ts';
import { readDesktopSignIn } from '../../renderer/domain/links/desktopSignIn.ts';
import { appFrame, startApp } from '../../tests/desktop/startApp.ts';
import { TOKEN_ACCOUNTS } from '../tokenVault.ts';

const SERVICE = 'Lucy Receptionist (local)';

/** The app started as main/index.ts starts it, in an environment, with `fetch` as the identity service. */
async function startedApp(environment: string, identity: (url: string, body: URLSearchParams) => Response) {
  const requests: { url: string; body: URLSearchParams }[] = [];
  const app = startApp({ argv: ['/opt/Lucy/lucy', `--environment=${environment}`] }, (fake) => {
    fake.electron.net.fetch = vi.fn(async (url: string, init: RequestInit) => {
      const body = new URLSearchParams(String(init.body));
      requests.push({ url, body });
      return identity(url, body);
    });
  });
  await app.app.ready();
  const call = (channel: string, ...args: unknown[]) => {
    const handler = app.ipcHandlers.get(channel);
    if (!handler) throw new Error(`no handler for ${channel}`);
    return handler(appFrame, ...args);
  };
  return { ...app, requests, call };
}

describe('the started app signs staff in through the system browser and renews for the window', () => {
  it('opens the local web app, takes the lucy://auth hand-back, keeps the tokens and shows the app signed in', async () => {
    const app = await startedApp('local', (url, body) =>
      url === 'http://localhost:8787/identity/token' && body.get('grant_type') === 'authorization_code'
        ? Response.json({ access_token: 'access-1', refresh_token: 'refresh-1' })
        : Response.json({ error: 'invalid_request' }, { status: 400 }),
    );
    const window = app.windows[0];
    if (!window) throw new Error('no window');
    const ended = app.call(channels.signIn, 'signin');
    await vi.waitFor(() => expect(app.openedExternally).toHaveLength(1));
    const page = new URL(app.openedExternally[0] ?? '');
    expect(`${page.origin}${page.pathname}`).toBe('http://localhost:5173/desktop/signin');
    const request = readDesktopSignIn(page.searchParams);
    expect(request?.redirectUri).toBe('lucy://auth');

    app.app.emit('open-url', { preventDefault: () => {} }, `lucy://auth?code=ac_1&state=${request?.state}`);
    expect(await ended).toBe('signed-in');
    expect(app.requests).toHaveLength(1);
    expect(app.requests[0]?.body.get('redirect_uri')).toBe('lucy://auth');
    expect(app.keychain.items.get(`${SERVICE} / ${TOKEN_ACCOUNTS.refresh_token}`)).toBe('refresh-1');
    expect(window.webContents.loaded.at(-1)).toBe('app://lucy/');
    expect(window.focus).toHaveBeenCalled();

    // The window reads the access token only, and has main renew it.
    expect(await app.call(channels.tokensGet)).toEqual({ access_token: 'access-1' });
  });

  it('without the OS giving it lucy:// links, sends the code to a loopback listener instead', async () => {
    const app = await startedApp('local', () => Response.json({ error: 'invalid_grant' }, { status: 400 }));
    app.app.schemeIsOurs = false;
    void app.call(channels.signIn, 'signup');
    await vi.waitFor(() => expect(app.openedExternally).toHaveLength(1));
    const page = new URL(app.openedExternally[0] ?? '');
    expect(readDesktopSignIn(page.searchParams)).toMatchObject({
      redirectUri: `http://127.0.0.1:${page.searchParams.get('port')}/callback`,
      entry: 'signup',
    });
    // A new sign-in ends this one and its listener.
    app.app.schemeIsOurs = true;
    void app.call(channels.signIn, 'signin');
    await vi.waitFor(() => expect(app.openedExternally).toHaveLength(2));
  });

  it('renews the window’s access token with the refresh token it never sees', async () => {
    const app = await startedApp('local', (_url, body) =>
      body.get('refresh_token') === 'refresh-1'
        ? Response.json({ access_token: 'access-2', refresh_token: 'refresh-2' })
        : Response.json({ error: 'invalid_grant' }, { status: 400 }),
    );
    await app.call(channels.tokensSet, { access_token: 'access-1', refresh_token: 'refresh-1' });
    expect(await app.call(channels.tokensRefresh, 'access-1')).toEqual({
      outcome: 'renewed',
      access_token: 'access-2',
    });
    expect(app.requests.map(({ url, body }) => `${url} ${body}`)).toEqual([
      'http://localhost:8787/identity/token grant_type=refresh_token&refresh_token=refresh-1',
    ]);
  });

  it('in production, where the identity service does not serve it yet, says so and opens nothing', async () => {
    const app = await startedApp('production', () => Response.json({}, { status: 500 }));
    expect(await app.call(channels.signIn, 'signin')).toBe('unavailable');
    expect(app.openedExternally).toEqual([]);
  });
});
