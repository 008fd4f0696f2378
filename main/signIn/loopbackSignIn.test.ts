import { afterEach, describe, expect, it, vi } from 'vitest';
import { desktopApp } from '../../tests/desktop/browserSignInApp.ts';

afterEach(() => {
  vi.useRealTimers();
});

describe('the loopback redirect, where no app has lucy:// links (RFC 8252 §7.3)', () => {
  const loopbackOf = (app: ReturnType<typeof desktopApp>) => {
    const { request, url } = app.browserPage();
    return { base: new URL(request.redirectUri), port: url.searchParams.get('port') };
  };

  it('listens on 127.0.0.1 for one request at its path, answers it and closes', async () => {
    const app = desktopApp({ schemeIsOurs: false });
    const ended = app.signIn.start('signin');
    await vi.waitFor(() => expect(app.opened).toHaveLength(1));
    const { base, port } = loopbackOf(app);
    expect(base.href).toBe(`http://127.0.0.1:${port}/callback`);
    const handBack = app.signedInOnTheWeb();

    // Other paths and methods are refused and do not count.
    expect((await fetch(new URL('/favicon.ico', base))).status).toBe(404);
    expect((await fetch(`${handBack}&x=1`.replace('/callback', '/other'))).status).toBe(404);
    expect((await fetch(handBack, { method: 'POST' })).status).toBe(404);
    // A lucy://auth link is no way in for a code bound to the listener.
    app.signIn.handBack(app.query(handBack));
    expect(app.identity.exchanges).toEqual([]);

    const answer = await fetch(handBack);
    expect(answer.status).toBe(200);
    expect(await answer.text()).toContain('You’re signed in to the Lucy app');
    expect(answer.headers.get('content-security-policy')).toContain("default-src 'none'");
    expect(await ended).toBe('signed-in');
    expect(app.kept).toHaveLength(1);

    // Closed: nothing listens there any more.
    await expect(fetch(handBack)).rejects.toThrow();
  });

  it('a first request with another state voids the sign-in and closes the listener', async () => {
    const app = desktopApp({ schemeIsOurs: false });
    const ended = app.signIn.start('signin');
    await vi.waitFor(() => expect(app.opened).toHaveLength(1));
    const genuine = new URL(app.signedInOnTheWeb());
    const forged = new URL(genuine);
    forged.searchParams.set('state', 'A'.repeat(43));
    const answer = await fetch(forged);
    expect(answer.status).toBe(400);
    expect(await answer.text()).toContain('could not sign you in');
    expect(await ended).toBe('mismatch');
    await expect(fetch(genuine)).rejects.toThrow();
    expect(app.identity.exchanges).toEqual([]);
  });

  it('refuses a request addressed to another host (a DNS-rebound page) without counting it', async () => {
    const app = desktopApp({ schemeIsOurs: false });
    const ended = app.signIn.start('signin');
    await vi.waitFor(() => expect(app.opened).toHaveLength(1));
    const handBack = new URL(app.signedInOnTheWeb());
    const { request } = await import('node:http');
    const status = await new Promise<number | undefined>((resolve, reject) =>
      request(handBack, { headers: { host: `evil.example:${handBack.port}` } }, (response) => {
        response.resume();
        resolve(response.statusCode);
      })
        .on('error', reject)
        .end(),
    );
    expect(status).toBe(421);
    expect((await fetch(handBack)).status).toBe(200);
    expect(await ended).toBe('signed-in');
  });

  it('stops listening when the sign-in is replaced', async () => {
    const app = desktopApp({ schemeIsOurs: false });
    const first = app.signIn.start('signin');
    await vi.waitFor(() => expect(app.opened).toHaveLength(1));
    const handBack = app.signedInOnTheWeb();
    void app.signIn.start('signin');
    expect(await first).toBe('replaced');
    await expect(fetch(handBack)).rejects.toThrow();
  });
});
