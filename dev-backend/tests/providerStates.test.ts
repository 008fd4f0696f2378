import { describe, expect, it } from 'vitest';
import {
  DESKTOP_REDIRECT,
  FAQ_WEBSITE,
  LUCY_NUMBER,
  NEWCOMER,
  ORGANISATION_ID,
  ORGANISATION_NAME,
  OWNER,
  PKCE_CHALLENGE,
  PLACEHOLDER_REFRESH_TOKEN,
  PRODUCT_TAG,
  PROMO_CODE,
  SOCIAL_CREDENTIAL,
  SSO_CODE,
  SSO_CONNECTION,
  VERIFICATION_TOKEN,
} from '../../contracts/fixtures.ts';
import { type ProviderStateName, providerStates } from '../../contracts/states.ts';
import { backendForThisFile, claimsOf, startTestBackend } from './harness.ts';

const t = backendForThisFile({ providerStates: true });

/** Example values for every param name the states use (contracts/fixtures.ts). */
const examples: Record<string, string> = {
  email: OWNER.email,
  password: OWNER.password,
  firstName: OWNER.firstName,
  organisationId: ORGANISATION_ID,
  organisationName: ORGANISATION_NAME,
  phone: OWNER.phone,
  contactEmail: OWNER.email,
  ownerEmail: OWNER.email,
  refreshToken: PLACEHOLDER_REFRESH_TOKEN,
  credential: SOCIAL_CREDENTIAL,
  verificationToken: VERIFICATION_TOKEN,
  connection: SSO_CONNECTION,
  code: SSO_CODE,
  url: FAQ_WEBSITE,
  phoneNumber: LUCY_NUMBER,
  // When the guide's test call began (a proposal, flag testCallProof).
  since: '2026-01-15T09:28:00.000Z',
  tag: PRODUCT_TAG,
  promoCode: PROMO_CODE,
  // What a plan bought with a promo code costs (a proposal, flag subscriptionDiscount).
  percentOff: '20',
  durationMonths: '3',
  // The phone answers a user gave on another device (a proposal, flag phoneChoiceRead).
  device: 'mobile',
  carrier: 'Telstra',
  productTier: 'professional',
  billingPeriod: 'monthly',
  challenge: PKCE_CHALLENGE,
  redirectUri: DESKTOP_REDIRECT,
};

function paramsFor(state: ProviderStateName): Record<string, string> {
  const params = Object.fromEntries(providerStates[state].params.map((name) => [name, examples[name] ?? '']));
  // Users without an organisation are someone other than the organisation's owner.
  if (state.startsWith('a signed-in user')) params.email = NEWCOMER.email;
  return params;
}

const change = (state: string, params: unknown, action = 'setup') =>
  t.request('POST', '/__dev/provider-states', { json: { provider: 'gateway', state, params, action } });

describe('Pact provider states (contracts/states.ts) at POST /__dev/provider-states', () => {
  it.each(Object.keys(providerStates) as ProviderStateName[])('%s', async (state) => {
    const answer = await change(state, paramsFor(state));
    expect(answer.status, answer.text).toBe(200);
    const { accessToken } = answer.body as { accessToken?: string };
    if (providerStates[state].description.includes('accessToken')) {
      expect(accessToken).toEqual(expect.any(String));
      const userinfo = await t.request('GET', '/identity/userinfo', { token: accessToken });
      // "the access token has expired" answers a token the services must refuse.
      expect(userinfo.status).toBe(state === 'the access token has expired' ? 401 : 200);
    }
    const params: readonly string[] = providerStates[state].params;
    if (accessToken && params.includes('organisationId') && !state.startsWith('a signed-in user')) {
      expect(claimsOf(accessToken).org_id).toBe(ORGANISATION_ID);
    }
  });

  it('each setup starts from empty data, and teardown empties it', async () => {
    await change('a verified user exists', paramsFor('a verified user exists'));
    await change('a verified user exists', paramsFor('a verified user exists'));
    expect(t.backend.services.accounts.usersByEmail(OWNER.email)).toHaveLength(1);
    await change('a verified user exists', paramsFor('a verified user exists'), 'teardown');
    expect(t.backend.services.accounts.usersByEmail(OWNER.email)).toHaveLength(0);
  });

  it('an unknown state or a missing param is refused, so verification fails', async () => {
    const unknown = await change('the moon is made of cheese', {});
    expect(unknown.status).toBe(400);
    expect(unknown.body).toEqual({ message: 'Unknown provider state "the moon is made of cheese".' });
    const { password: _password, ...withoutPassword } = paramsFor('a verified user exists');
    const missing = await change('a verified user exists', withoutPassword);
    expect(missing.body).toEqual({ message: 'The provider state needs the param "password".' });
  });

  it('the state endpoint exists only in verification mode', async () => {
    const plain = await startTestBackend();
    const answer = await plain.request('POST', '/__dev/provider-states', {
      json: { state: 'no account uses the email' },
    });
    expect(answer.status).toBe(404);
    await plain.close();
  });
});
