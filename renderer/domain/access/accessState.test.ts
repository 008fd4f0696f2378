import { describe, expect, it } from 'vitest';
import { type AccessState, accessState, type SessionSummary } from './accessState.ts';
import {
  billingWithPromoCode,
  identifiesToSessionRecorder,
  LOADING_DESTINATIONS,
  signInWithRedirect,
} from './paths.ts';
import {
  active,
  canceled,
  configNoSubscription,
  noOrganisation,
  pastDue,
  signedOut,
  trialing,
} from './sessions.fixture.ts';

describe('SPEC §4 access states', () => {
  it.each<[AccessState, SessionSummary]>([
    ['signed-out', signedOut],
    ['signed-out', { ...active, isLoggedIn: false }],
    ['no-organisation', noOrganisation],
    ['no-subscription', configNoSubscription],
    ['canceled-subscription', canceled],
    ['active-subscription', active],
    ['active-subscription', trialing],
    ['active-subscription', pastDue],
  ])('%s', (state, session) => {
    expect(accessState(session)).toBe(state);
  });

  it('signed out is isLoggedIn false only', () => {
    expect(signedOut).toMatchObject({ isLoggedIn: false, latestSubscription: null });
  });
});

describe('SPEC §2 paths', () => {
  it('the redirect parameter holds the current path, encoded', () => {
    expect(signInWithRedirect('/settings/billing?promoCode=X')).toBe(
      '/signin?redirect=%2Fsettings%2Fbilling%3FpromoCode%3DX',
    );
    expect(new URLSearchParams(signInWithRedirect('/a?b=c&d=e').split('?')[1]).get('redirect')).toBe(
      '/a?b=c&d=e',
    );
  });

  it('a promo code travels in the billing query', () => {
    expect(billingWithPromoCode('X')).toBe('/settings/billing?promoCode=X');
    expect(billingWithPromoCode('a&b=c')).toBe('/settings/billing?promoCode=a%26b%3Dc');
  });

  it('loading pages go on to the guide, or to Lucy settings with the outcome', () => {
    expect(LOADING_DESTINATIONS).toEqual({
      '/setup/loading': '/setup/guide',
      '/setup/loading/upgraded': '/settings/lucy?upgrade=success',
      '/setup/loading/switched': '/settings/lucy?switch=success',
    });
  });

  it.each([
    ['/settings/lucy', true],
    ['/settings/billing', true],
    ['/setup/loading', true],
    ['/setup/guide', true],
    ['/setup/config', true],
    ['/setup/billing', true],
    ['/signup/setup', true],
    ['/signup/billing', true],
    ['/Settings/Lucy/', true],
    ['/settings/integrations', false],
    ['/setup/device', false],
    ['/signin', false],
    ['/', false],
  ])('SPEC §2 session-recording identification on %s: %s', (path, identifies) => {
    expect(identifiesToSessionRecorder(path)).toBe(identifies);
  });
});
