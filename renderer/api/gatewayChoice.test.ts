import { describe, expect, it, vi } from 'vitest';
import { UnknownEnvironmentError } from './errors.ts';
import type { FetchFunction } from './http.ts';
import { accessToken, json, PRODUCTION_IDENTITY, production, setUp } from './testing/coreSetup.ts';
import { memoryTokenStore, unsignedJwt } from './testing/fakes.ts';

describe('SPEC §7 the gateway is chosen by token issuer and region', () => {
  function urlFor(claims: Record<string, unknown>) {
    const fetch = vi.fn<FetchFunction>(async () => json(200, { data: [] }));
    const tokens = memoryTokenStore({ access_token: accessToken(claims), refresh_token: 'r' });
    const { api } = setUp(fetch, production, tokens);
    return { api, url: () => fetch.mock.calls[0]?.[0] };
  }

  it.each([
    ['us', 'https://us.gateway.lucy-receptionist.com/subscriptions'],
    ['au', 'https://au.gateway.lucy-receptionist.com/subscriptions'],
  ])('region %s', async (region, expected) => {
    const { api, url } = urlFor({ iss: PRODUCTION_IDENTITY, region });
    await api.gateway.getSubscriptions();
    expect(url()).toBe(expected);
  });

  it('a token without a region uses the us gateway (SPEC §9 default token region)', async () => {
    const { api, url } = urlFor({ iss: PRODUCTION_IDENTITY });
    await api.gateway.getSubscriptions();
    expect(url()).toBe('https://us.gateway.lucy-receptionist.com/subscriptions');
  });

  it('builder calls go to the region’s builder under /builder-api, for the token’s organisation', async () => {
    const { api, url } = urlFor({ iss: PRODUCTION_IDENTITY, region: 'au', org_id: 'org 7' });
    await api.builder.testWebhook('https://hooks.example.com').catch(() => undefined);
    expect(url()).toBe(
      'https://au.gateway.lucy-receptionist.com/builder-api/organisations/org%207/lucy/test-webhook',
    );
  });

  it('a token from another issuer reaches no gateway', async () => {
    const fetch = vi.fn<FetchFunction>();
    const tokens = memoryTokenStore({
      access_token: accessToken({ iss: 'https://identity.example', region: 'us' }),
      refresh_token: 'r',
    });
    const { api } = setUp(fetch, production, tokens);
    await expect(api.gateway.getUserStatus()).rejects.toBeInstanceOf(UnknownEnvironmentError);
    expect(fetch).not.toHaveBeenCalled();
  });

  it('a token missing a required claim raises the assertion error (SPEC §5)', async () => {
    const tokens = memoryTokenStore({
      access_token: unsignedJwt({ iss: PRODUCTION_IDENTITY, sub: 'user-1' }),
      refresh_token: 'r',
    });
    const { api } = setUp(vi.fn<FetchFunction>(), production, tokens);
    await expect(api.gateway.getUserStatus()).rejects.toMatchObject({ name: 'AssertionError' });
  });
});
