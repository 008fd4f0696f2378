import { describe, expect, it } from 'vitest';
import type { SessionSummary } from './accessState.ts';
import { indexDecision } from './indexRoute.ts';
import {
  active,
  canceled,
  carrierSupported,
  configNoSubscription,
  context,
  nonLucyCampaign,
  noOrganisation,
  signedOut,
  withOrganisation,
} from './sessions.fixture.ts';

const CA_APP = 'https://app.lucy-receptionist.com/ca/';

describe('SPEC §2 index route /: the decision in its order', () => {
  it.each<[string, SessionSummary, ReturnType<typeof indexDecision>]>([
    ['1. not logged in: /signin', signedOut, { kind: 'redirect', to: '/signin' }],
    [
      '1. not logged in wins over everything else',
      { ...active, isLoggedIn: false },
      { kind: 'redirect', to: '/signin' },
    ],
    ['2. campaign and config and subscription: /settings', active, { kind: 'redirect', to: '/settings' }],
    [
      '2. a campaign and a config without a subscription do not go to /settings (it needs one, and sends them back): rule 6',
      { ...configNoSubscription, hasCampaign: true },
      { kind: 'redirect', to: '/setup/billing' },
    ],
    [
      '2. a config and a subscription (no campaign): /settings',
      { ...configNoSubscription, hasSubscription: true },
      { kind: 'redirect', to: '/settings' },
    ],
    [
      '2. a canceled subscription with a config still goes to /settings',
      canceled,
      { kind: 'redirect', to: '/settings' },
    ],
    [
      '2 before 3: a non-Lucy campaign with a config and a subscription goes to /settings',
      { ...nonLucyCampaign, hasLucyConfig: true, hasSubscription: true },
      { kind: 'redirect', to: '/settings' },
    ],
    [
      '3. a non-Lucy campaign with a config but no subscription: the contact-automation app, not around / and /settings',
      { ...nonLucyCampaign, hasLucyConfig: true },
      { kind: 'external', url: CA_APP },
    ],
    [
      '3. a non-Lucy campaign: the contact-automation app',
      nonLucyCampaign,
      { kind: 'external', url: CA_APP },
    ],
    [
      '3 before 4: a non-Lucy campaign with an unsupported carrier still leaves',
      { ...nonLucyCampaign, deviceCarrierPreferences: 'unsupported' },
      { kind: 'external', url: CA_APP },
    ],
    [
      '4. carrier preference unselected: /setup/device',
      withOrganisation,
      { kind: 'redirect', to: '/setup/device' },
    ],
    [
      '4. carrier preference unsupported: /setup/device',
      { ...withOrganisation, deviceCarrierPreferences: 'unsupported' },
      { kind: 'redirect', to: '/setup/device' },
    ],
    [
      '4 before 6: a config without a subscription but an unselected carrier: /setup/device',
      { ...configNoSubscription, deviceCarrierPreferences: 'unselected' },
      { kind: 'redirect', to: '/setup/device' },
    ],
    ['5. no config: /setup/config', carrierSupported, { kind: 'redirect', to: '/setup/config' }],
    [
      '5. no config even with a subscription: /setup/config',
      { ...carrierSupported, hasSubscription: true },
      { kind: 'redirect', to: '/setup/config' },
    ],
    [
      '6. a config without a subscription: /setup/billing',
      configNoSubscription,
      { kind: 'redirect', to: '/setup/billing' },
    ],
    [
      'a user without an organisation starts at /setup/device (whose guard sends on to /setup/phone)',
      noOrganisation,
      {
        kind: 'redirect',
        to: '/setup/device',
      },
    ],
  ])('%s', (_rule, session, decision) => {
    expect(indexDecision(session, context)).toEqual(decision);
  });

  it('7. anything else (a summary that reaches no rule): the error page', () => {
    const malformed = { ...carrierSupported, hasLucyConfig: undefined } as unknown as SessionSummary;
    expect(indexDecision(malformed, context)).toEqual({ kind: 'error' });
  });

  it('3. goes to the environment’s contact-automation address', () => {
    const local = { ...context, contactAutomationUiHref: 'http://localhost:8787/ca/' };
    expect(indexDecision(nonLucyCampaign, local)).toEqual({
      kind: 'external',
      url: 'http://localhost:8787/ca/',
    });
  });
});
