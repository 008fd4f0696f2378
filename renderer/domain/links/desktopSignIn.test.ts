import { describe, expect, it } from 'vitest';
import { SIGNED_OUT_SESSION } from '../access/accessState.ts';
import { routeRules } from '../access/guards.ts';
import { safeReturnPath } from '../returnPath.ts';
import {
  DESKTOP_AUTH_LINK,
  desktopSignInReturn,
  desktopSignInRoute,
  readDesktopSignIn,
} from './desktopSignIn.ts';

const challenge = 'E9Melhoa2OwvFrEMTJguCHaoeK1t8URWbuGJSstw-cM';
const state = 'af0ifjsldkj_-Z09afz3aQ';

const read = (route: string) => readDesktopSignIn(new URL(route, 'https://app.example').searchParams);

describe('the desktop sign-in hand-off', () => {
  it('round-trips to the app’s link, or to its loopback listener', () => {
    expect(read(desktopSignInRoute({ challenge, state }))).toEqual({
      challenge,
      state,
      redirectUri: DESKTOP_AUTH_LINK,
      entry: 'signin',
    });
    expect(read(desktopSignInRoute({ challenge, state, port: 53123 }))?.redirectUri).toBe(
      'http://127.0.0.1:53123/callback',
    );
  });

  it('keeps its address through /signin’s redirect (SPEC §2 return-path rule)', () => {
    const route = desktopSignInRoute({ challenge, state, port: 53123 });
    expect(safeReturnPath(route)).toBe(route);
  });

  it.each([
    ['a short challenge', `challenge=${challenge.slice(1)}&state=${state}`],
    ['a challenge of other characters', `challenge=${challenge.slice(1)}.&state=${state}`],
    ['a short state', `challenge=${challenge}&state=abc`],
    ['no state', `challenge=${challenge}`],
    ['a privileged port', `challenge=${challenge}&state=${state}&port=80`],
    ['a port out of range', `challenge=${challenge}&state=${state}&port=99999`],
    ['a port with a host', `challenge=${challenge}&state=${state}&port=1234@evil.example`],
  ])('refuses %s', (_, query) => {
    expect(read(`/desktop/signin?${query}`)).toBeUndefined();
  });

  it.each([
    ['signin', '/signin'],
    ['signup', '/signup'],
    ['reset', '/reset'],
  ] as const)('sends a visitor to %s first, the hand-off kept as the return path', (entry, page) => {
    const route = desktopSignInRoute({ challenge, state, entry });
    const [pathname, search] = route.split('?');
    const context = {
      contactAutomationUiBaseUrl: '',
      contactAutomationUiHref: '',
      flags: { integrationsPage: true },
    };
    const decision = routeRules.desktopSignIn(
      { pathname: pathname ?? '', search: `?${search}` },
      SIGNED_OUT_SESSION,
      context,
    );
    expect(decision).toEqual({ kind: 'redirect', to: `${page}?${new URLSearchParams({ redirect: route })}` });
  });

  it('hands back the code with the state the app sent', () => {
    const back = new URL(
      desktopSignInReturn({ challenge, state, redirectUri: DESKTOP_AUTH_LINK, entry: 'signin' }, 'ac_1'),
    );
    expect(`${back.protocol}//${back.host}`).toBe('lucy://auth');
    expect(Object.fromEntries(back.searchParams)).toEqual({ code: 'ac_1', state });
  });
});
