import { describe, expect, it } from 'vitest';
import { desktopAppLink } from '../renderer/domain/links/desktopReturn.ts';
import { safeReturnPath } from '../renderer/domain/returnPath.ts';
import { deepLinkHandler, deepLinkInArguments, routeForDeepLink } from './deepLinks.ts';

const opened: readonly [link: string, route: string][] = [
  ['lucy://verify?verificationToken=abc123', '/verify?verificationToken=abc123'],
  ['lucy://reset?verificationToken=abc123', '/reset?verificationToken=abc123'],
  ['lucy://promo/WINTER-25', '/promo/WINTER-25'],
  ['lucy:///verify?verificationToken=abc123', '/verify?verificationToken=abc123'],
  ['lucy:verify?verificationToken=abc123', '/verify?verificationToken=abc123'],
  ['lucy://verify/?verificationToken=abc123', '/verify?verificationToken=abc123'],
  ['lucy://promo/WINTER-25/', '/promo/WINTER-25'],
  ['LUCY://Verify?verificationToken=AbC', '/verify?verificationToken=AbC'],
  // A base64url token with padding, percent-encoded by the mail client.
  ['lucy://verify?verificationToken=eyJ1c2VyIjoxfQ%3D%3D', '/verify?verificationToken=eyJ1c2VyIjoxfQ=='],
  ['lucy://promo/SAVE_10', '/promo/SAVE_10'],
  // Back from a payment page, as the web app's /desktop/return page links (desktopAppLink).
  ['lucy://return?to=%2Fsetup%2Floading', '/setup/loading'],
  ['lucy://return/?to=%2Fsettings%2Fbilling', '/settings/billing'],
  ['lucy://return?to=%2Fsetup%2Fbilling%3Fpromo%3DSAVE10', '/setup/billing?promo=SAVE10'],
];

describe('lucy:// deep links open the matching route', () => {
  it.each(opened)('%s opens %s', (link, route) => {
    expect(routeForDeepLink(link)).toBe(route);
  });

  it('opens only routes the web would accept as a return path (SPEC §2)', () => {
    for (const [link] of opened) {
      const route = routeForDeepLink(link);
      expect(route && safeReturnPath(route), link).toBe(route);
    }
  });

  it.each([
    ['another scheme', 'https://app.lucy-receptionist.com/verify?verificationToken=abc'],
    ['another route', 'lucy://settings/billing'],
    ['the sign-in redirect', 'lucy://signin?redirect=/settings'],
    ['a path after verify', 'lucy://verify/extra?verificationToken=abc'],
    ['no token', 'lucy://verify'],
    ['an empty token', 'lucy://verify?verificationToken='],
    ['another parameter', 'lucy://verify?redirect=/x'],
    ['a second parameter', 'lucy://reset?verificationToken=abc&redirect=/settings'],
    ['a smuggled parameter', 'lucy://reset?verificationToken=abc%26redirect%3D%2Fsettings'],
    ['a fragment', 'lucy://verify?verificationToken=abc#top'],
    ['a dot in the token', 'lucy://verify?verificationToken=a.b'],
    ['a space in the token', 'lucy://verify?verificationToken=a%20b'],
    ['a plus in the token', 'lucy://verify?verificationToken=a+b'],
    ['malformed percent-encoding', 'lucy://verify?verificationToken=abc%E0%A4%A'],
    ['a path traversal in the promo code', 'lucy://promo/..%2Fsettings'],
    ['an encoded slash in the promo code', 'lucy://promo/a%2Fb'],
    ['a promo code with a query', 'lucy://promo/SAVE?x=1'],
    ['a promo code with two segments', 'lucy://promo/SAVE/MORE'],
    ['no promo code', 'lucy://promo/'],
    ['an over-long promo code', `lucy://promo/${'A'.repeat(65)}`],
    ['a script URL', 'lucy://javascript:alert(1)'],
    ['non-ASCII letters', 'lucy://promo/%C3%A9t%C3%A9'],
    ['a return to another host', 'lucy://return?to=%2F%2Fevil.example'],
    ['a return to an address', 'lucy://return?to=https%3A%2F%2Fevil.example%2F'],
    ['a return to a relative path', 'lucy://return?to=settings'],
    ['a return without a path', 'lucy://return'],
    ['a return with another parameter', 'lucy://return?redirect=%2Fsettings'],
    ['a return with a path below it', 'lucy://return/settings?to=%2Fsettings'],
    ['a return to a script', 'lucy://return?to=%2Fsettings%3Cscript%3E'],
    ['a return with a fragment', 'lucy://return?to=%2Fsettings%23top'],
    // The web app's pages for the system browser: in the app window one would mint a sign-in code for
    // whoever sent the link (its challenge, its loopback port), so no link opens them there.
    [
      'a return to the sign-in hand-off page',
      `lucy://return?to=${encodeURIComponent('/desktop/signin?challenge=E9Melhoa2OwvFrEMTJguCHaoeK1t8URWbuGJSstw-cM&state=af0ifjsldkj_-Z09afz3aQ&port=50000')}`,
    ],
    ['the hand-off page in other letters', 'lucy://return?to=%2FDesktop%2FSignIn%2F'],
    ['a return to the return page', 'lucy://return?to=%2Fdesktop%2Freturn%3Fto%3D%2Fsettings'],
    ['a sign-in hand-back as a route', 'lucy://auth?code=ac_1&state=af0ifjsldkj_-Z09afz3aQ'],
  ])('refuses %s', (_case, link) => {
    expect(routeForDeepLink(link)).toBeNull();
  });

  it('opens the very link the web app’s return page builds', () => {
    for (const path of ['/setup/loading', '/setup/loading/upgraded', '/settings/billing', '/reactivate']) {
      expect(routeForDeepLink(desktopAppLink(path) ?? '')).toBe(path);
    }
  });

  it('finds the link among the command-line arguments of a launch', () => {
    const argv = ['/opt/Lucy/lucy', '--no-sandbox', 'lucy://promo/SAVE', '--environment=local'];
    expect(deepLinkInArguments(argv)).toBe('lucy://promo/SAVE');
    expect(deepLinkInArguments(['/opt/Lucy/lucy', '--environment=local'])).toBeUndefined();
  });
});

describe('lucy://auth hands a sign-in back to the main process and opens no route', () => {
  const query = 'code=ac_1&state=af0ifjsldkj_-Z09afz3aQ';

  function arrive(link: string, withSignIn = true) {
    const handedBack: string[] = [];
    const opened: string[] = [];
    const refused: string[] = [];
    deepLinkHandler<'window'>({
      current: () => 'window',
      open: (_window, route) => opened.push(route),
      later: (route) => opened.push(route),
      ...(withSignIn ? { signInHandBack: (received: string) => handedBack.push(received) } : {}),
      refused: (message) => refused.push(message),
    })(link);
    return { handedBack, opened, refused };
  }

  it.each([`lucy://auth?${query}`, `lucy:///auth?${query}`, `lucy:auth?${query}`, `LUCY://Auth/?${query}`])(
    '%s',
    (link) => {
      expect(arrive(link)).toEqual({ handedBack: [query], opened: [], refused: [] });
    },
  );

  it.each([
    ['a path below it', `lucy://auth/settings?${query}`],
    ['another route named like it', `lucy://authorize?${query}`],
  ])('refuses %s', (_case, link) => {
    const arrival = arrive(link);
    expect(arrival.handedBack).toEqual([]);
    expect(arrival.opened).toEqual([]);
    expect(arrival.refused).toHaveLength(1);
  });

  it('is refused where no sign-in can take it', () => {
    const arrival = arrive(`lucy://auth?${query}`, false);
    expect(arrival.opened).toEqual([]);
    expect(arrival.refused).toHaveLength(1);
  });
});
