import { afterEach, describe, expect, it, vi } from 'vitest';
import { DESKTOP_SIGN_IN_WAIT_MS } from '../../renderer/domain/constants.ts';
import {
  type BrowserSignInOutcome,
  DESKTOP_AUTH_LINK,
  type DesktopSignInEntry,
  desktopSignInReturn,
} from '../../renderer/domain/links/desktopSignIn.ts';
import { desktopApp, WEB_APP } from '../../tests/desktop/browserSignInApp.ts';
import type { TokenAnswer } from './identityTokens.ts';

afterEach(() => {
  vi.useRealTimers();
});

describe('sign-in through the system browser (RFC 8252, PKCE S256)', () => {
  it('opens the web app’s hand-off page with a challenge and a state, and signs in with the code handed back', async () => {
    const app = desktopApp();
    const ended = app.signIn.start('signin');
    await vi.waitFor(() => expect(app.opened).toHaveLength(1));
    const { url, request } = app.browserPage();
    expect(`${url.origin}${url.pathname}`).toBe(`${WEB_APP}/desktop/signin`);
    expect(request).toMatchObject({ redirectUri: DESKTOP_AUTH_LINK, entry: 'signin' });
    // 32 random bytes each: 43 base64url characters.
    expect(request.challenge).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(request.state).toMatch(/^[A-Za-z0-9_-]{43}$/);

    app.signIn.handBack(app.query(app.signedInOnTheWeb('user_1')));
    expect(await ended).toBe('signed-in');
    expect(app.kept).toEqual([{ access_token: 'access-user_1', refresh_token: 'refresh-user_1' }]);
    expect(app.shown()).toBe(1);
    // The verifier went only to the identity service, and matched the challenge the browser saw.
    expect(app.identity.exchanges).toHaveLength(1);
    expect(url.href).not.toContain(app.identity.exchanges[0]?.verifier);
  });

  it('uses fresh secrets for every sign-in', async () => {
    const app = desktopApp();
    void app.signIn.start('signin');
    void app.signIn.start('signin');
    await vi.waitFor(() => expect(app.opened).toHaveLength(2));
    const [first, second] = [app.browserPage(0).request, app.browserPage(1).request];
    expect(first.challenge).not.toBe(second.challenge);
    expect(first.state).not.toBe(second.state);
  });

  it.each([
    ['signup', '/desktop/signin?', 'entry=signup'],
    ['reset', '/desktop/signin?', 'entry=reset'],
  ] as [DesktopSignInEntry, string, string][])(
    'sends %s the same way, to start on that page',
    async (entry, path, parameter) => {
      const app = desktopApp();
      void app.signIn.start(entry);
      await vi.waitFor(() => expect(app.opened).toHaveLength(1));
      expect(app.opened[0]).toContain(`${WEB_APP}${path}`);
      expect(app.opened[0]).toContain(parameter);
    },
  );

  it('refuses a hand-back with another state: nothing is exchanged or kept, and that sign-in is void', async () => {
    const app = desktopApp();
    const ended = app.signIn.start('signin');
    await vi.waitFor(() => expect(app.opened).toHaveLength(1));
    const genuine = app.signedInOnTheWeb();
    const forged = new URL(genuine);
    forged.searchParams.set('state', 'A'.repeat(43));
    app.signIn.handBack(app.query(forged.href));
    expect(await ended).toBe('mismatch');
    // The genuine hand-back, arriving after, finds nothing waiting: its code is never sent.
    app.signIn.handBack(app.query(genuine));
    expect(app.identity.exchanges).toEqual([]);
    expect(app.kept).toEqual([]);
    expect(app.shown()).toBe(0);
    expect(app.warnings).toHaveLength(2);
  });

  it.each([
    ['no state', (query: URLSearchParams) => query.delete('state')],
    ['no code', (query: URLSearchParams) => query.delete('code')],
    ['a second state', (query: URLSearchParams) => query.append('state', 'B'.repeat(43))],
    ['another parameter', (query: URLSearchParams) => query.set('redirect', 'https://evil.example/')],
    [
      'a state one character short',
      (query: URLSearchParams) => query.set('state', (query.get('state') ?? '').slice(1)),
    ],
  ])('refuses a hand-back with %s', async (_case, change) => {
    const app = desktopApp();
    const ended = app.signIn.start('signin');
    await vi.waitFor(() => expect(app.opened).toHaveLength(1));
    const query = new URLSearchParams(app.query(app.signedInOnTheWeb()));
    change(query);
    app.signIn.handBack(query.toString());
    expect(await ended).toBe('mismatch');
    expect(app.identity.exchanges).toEqual([]);
    expect(app.kept).toEqual([]);
  });

  it('takes a hand-back once: the same link again (a replay) exchanges nothing', async () => {
    const app = desktopApp();
    const ended = app.signIn.start('signin');
    await vi.waitFor(() => expect(app.opened).toHaveLength(1));
    const handBack = app.query(app.signedInOnTheWeb());
    app.signIn.handBack(handBack);
    expect(await ended).toBe('signed-in');
    app.signIn.handBack(handBack);
    expect(app.identity.exchanges).toHaveLength(1);
    expect(app.kept).toHaveLength(1);
    expect(app.warnings).toEqual([expect.stringContaining('no sign-in through the app’s link is waiting')]);
  });

  it('a code already exchanged is refused by the identity service, and nothing is kept', async () => {
    const app = desktopApp();
    const first = app.signIn.start('signin');
    await vi.waitFor(() => expect(app.opened).toHaveLength(1));
    const used = new URLSearchParams(app.query(app.signedInOnTheWeb()));
    app.signIn.handBack(used.toString());
    expect(await first).toBe('signed-in');

    // A second sign-in, handed the used code with its own state.
    const second = app.signIn.start('signin');
    await vi.waitFor(() => expect(app.opened).toHaveLength(2));
    used.set('state', app.browserPage(1).request.state);
    app.signIn.handBack(used.toString());
    expect(await second).toBe('refused');
    expect(app.kept).toHaveLength(1);
    expect(app.shown()).toBe(1);
  });

  it('a code bound to another challenge (another verifier) is refused, and nothing is kept', async () => {
    const app = desktopApp();
    const ended = app.signIn.start('signin');
    await vi.waitFor(() => expect(app.opened).toHaveLength(1));
    const { request } = app.browserPage();
    const othersChallenge = 'E9Melhoa2OwvFrEMTJguCHaoeK1t8URWbuGJSstw-cM';
    const code = app.identity.codes.issue('user_2', othersChallenge, request.redirectUri);
    app.signIn.handBack(app.query(desktopSignInReturn(request, code)));
    expect(await ended).toBe('refused');
    expect(app.kept).toEqual([]);
    expect(app.shown()).toBe(0);
  });

  it('tells a refusal from an outage of the identity service', async () => {
    const outcomes: BrowserSignInOutcome[] = [];
    for (const answer of [
      { ok: false, status: 400 },
      { ok: false, status: 503 },
      { ok: false, status: 0 },
      { ok: false, status: 429 },
    ] as TokenAnswer[]) {
      const app = desktopApp();
      app.identity.exchange = async () => answer;
      const ended = app.signIn.start('signin');
      await vi.waitFor(() => expect(app.opened).toHaveLength(1));
      app.signIn.handBack(app.query(app.signedInOnTheWeb()));
      outcomes.push(await ended);
      expect(app.kept).toEqual([]);
    }
    expect(outcomes).toEqual(['refused', 'unreachable', 'unreachable', 'unreachable']);
  });

  it('a second sign-in replaces the first, whose hand-back is then refused', async () => {
    const app = desktopApp();
    const first = app.signIn.start('signin');
    await vi.waitFor(() => expect(app.opened).toHaveLength(1));
    const firstHandBack = app.query(app.signedInOnTheWeb('user_1', 0));
    const second = app.signIn.start('signin');
    expect(await first).toBe('replaced');
    await vi.waitFor(() => expect(app.opened).toHaveLength(2));
    app.signIn.handBack(firstHandBack);
    expect(await second).toBe('mismatch');
    expect(app.identity.exchanges).toEqual([]);
  });

  it('waits a limited time for the browser', async () => {
    vi.useFakeTimers();
    const app = desktopApp();
    const ended = app.signIn.start('signin');
    await vi.waitFor(() => expect(app.opened).toHaveLength(1));
    const handBack = app.query(app.signedInOnTheWeb());
    await vi.advanceTimersByTimeAsync(DESKTOP_SIGN_IN_WAIT_MS);
    expect(await ended).toBe('expired');
    app.signIn.handBack(handBack);
    expect(app.identity.exchanges).toEqual([]);
  });

  it('with the flag off, says so and sends nothing to the browser', async () => {
    const app = desktopApp({ available: false });
    expect(await app.signIn.start('signin')).toBe('unavailable');
    expect(app.opened).toEqual([]);
  });
});
