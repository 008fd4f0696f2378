import { describe, expect, it } from 'vitest';
import { signInWithRedirect } from './access/paths.ts';
import { isSafeReturnPath, returnPathAfterSignIn, safeReturnPath } from './returnPath.ts';

/** Everything an attacker might put in ?redirect= to leave the app or run script (SPEC §2 return-path safety). */
const HOSTILE: readonly string[] = [
  // protocol-relative: these pass the character rule, so only the leading-`//` check stops them
  '//evil',
  '//2130706433',
  '%2F%2Flocalhost',
  '///evil/settings',
  '//evil?x=1',
  // other hosts
  '//evil.example',
  '//evil.example/settings',
  '///evil.example',
  '%2F%2Fevil.example',
  '/%2Fevil.example',
  '%2f%2fevil.example',
  // backslashes (browsers treat `/\` like `//`)
  '/\\evil.example',
  '\\\\evil.example',
  '/%5Cevil.example',
  '%5C%5Cevil.example',
  '/%5cevil.example',
  // double encoding
  '%252F%252Fevil.example',
  '/%252Fevil.example',
  '%255Cevil.example',
  '/settings%2520lucy',
  // absolute URLs and schemes
  'https://evil.example',
  'http://evil.example/settings',
  'https:evil.example',
  'javascript:alert(1)',
  'javascript:alert(document.domain)',
  'JavaScript:alert(document.cookie)',
  '/javascript:alert(1)',
  'javascript%3Aalert(1)',
  'data:text/html,<script>alert(1)</script>',
  'vbscript:msgbox(1)',
  'file:///etc/passwd',
  // not starting with a slash
  'settings/lucy',
  ' /settings',
  '.',
  '?redirect=/',
  // control characters and white space
  '/settings\tlucy',
  '/%09/evil.example',
  '/%0D%0ALocation:%20https://evil.example',
  '/settings%0D%0ALocation:%20https://evil.example',
  '/settings%00',
  '/\n/evil.example',
  '/settings lucy',
  // characters outside the rule
  '/settings/lucy#fragment',
  '/../etc/passwd',
  '/settings/./lucy',
  '/@evil.example',
  '/settings;jsessionid=1',
  '/settings%3Bx',
  '/a"onmouseover="alert(1)',
  '/<script>',
  '/settings?x=%27',
  // unicode look-alikes
  '/ѕettings',
  '/\u2215\u2215evil.example',
  '/\uFF0F\uFF0Fevil.example',
  '/%E2%88%95%E2%88%95evil.example',
  '/\u3002evil',
  '/settings\u200B',
  // malformed percent-encoding
  '/settings%',
  '/settings%E0%A4%A',
  '%',
  '/%zz',
  // empty
  '',
];

describe('SPEC §2 return-path safety', () => {
  it('covers at least 40 hostile inputs', () => {
    expect(HOSTILE.length).toBeGreaterThanOrEqual(40);
  });

  it.each(HOSTILE)('rejects %j', (candidate) => {
    expect(safeReturnPath(candidate)).toBeUndefined();
    expect(isSafeReturnPath(candidate)).toBe(false);
    expect(returnPathAfterSignIn(candidate)).toBe('/');
  });

  it.each([
    ['/', '/'],
    ['/settings/lucy', '/settings/lucy'],
    ['/settings/lucy?upgrade=success', '/settings/lucy?upgrade=success'],
    ['/settings/lucy?switch=success', '/settings/lucy?switch=success'],
    ['/settings/billing?promoCode=X', '/settings/billing?promoCode=X'],
    ['/settings/billing?promoCode=SPRING_25-off', '/settings/billing?promoCode=SPRING_25-off'],
    ['/setup/guide', '/setup/guide'],
    ['/setup/config?tier=business&period=annual', '/setup/config?tier=business&period=annual'],
    ['/promo/SPRING25', '/promo/SPRING25'],
    ['/ca/campaigns/7', '/ca/campaigns/7'],
    ['%2Fsettings%2Fbilling%3FpromoCode%3DX', '/settings/billing?promoCode=X'],
  ])('accepts the app’s own path %j as %j', (candidate, path) => {
    expect(safeReturnPath(candidate)).toBe(path);
    expect(returnPathAfterSignIn(candidate)).toBe(path);
  });

  it('round-trips the redirect parameter the sign-in guard writes', () => {
    for (const path of ['/settings/lucy?upgrade=success', '/settings/billing?promoCode=X', '/promo/X']) {
      const redirect = new URL(signInWithRedirect(path), 'https://app.example').searchParams.get('redirect');
      expect(safeReturnPath(redirect)).toBe(path);
    }
  });

  it('SPEC §4: with no redirect parameter, sign-in goes to /', () => {
    expect(returnPathAfterSignIn(null)).toBe('/');
    expect(returnPathAfterSignIn(undefined)).toBe('/');
  });
});
