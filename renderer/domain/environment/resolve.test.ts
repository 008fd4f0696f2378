import { describe, expect, it } from 'vitest';
import { proposalFlags } from './environments.ts';
import {
  appLink,
  defaultCountryForTimeZone,
  environmentForCountry,
  environmentForRegion,
  environmentForToken,
  identityUrl,
  requireBaseUrl,
  resolveEnvironments,
} from './resolve.ts';

const summary = (host: string) =>
  resolveEnvironments(host, { origin: 'http://localhost:5173' }).map((e) => ({
    name: e.name,
    region: e.region,
    countries: e.countries,
    flags: e.flags,
  }));

// The proposals (contracts/README) are on only where the dev backend serves them: local, dev and review.
const allOn = { customTriggers: true, integrationsPage: true, inSetupLogout: true, ...proposalFlags(true) };
const qa = { ...allOn, ...proposalFlags(false) };
const production = { ...qa, inSetupLogout: false };

describe('SPEC §9 Environments: one row per environment', () => {
  it.each(['localhost', '127.0.0.1', 'LOCALHOST'])(
    'LOCAL (%s) covers au, us, gb and ca with region au',
    (host) => {
      expect(summary(host)).toEqual([
        { name: 'local', region: 'au', countries: ['au', 'us', 'gb', 'ca'], flags: allOn },
      ]);
    },
  );

  it('DEV covers au, us, gb and ca with region au', () => {
    expect(summary('app.dev.lucy-receptionist.com')).toEqual([
      { name: 'dev', region: 'au', countries: ['au', 'us', 'gb', 'ca'], flags: allOn },
    ]);
  });

  it('QA-AU covers au and QA-US covers us, gb and ca', () => {
    expect(summary('app.qa.lucy-receptionist.com')).toEqual([
      { name: 'qa-au', region: 'au', countries: ['au'], flags: qa },
      { name: 'qa-us', region: 'us', countries: ['us', 'gb', 'ca'], flags: qa },
    ]);
  });

  it('Prod-AU covers au and Prod-US covers us, gb and ca; inSetupLogout is off in production', () => {
    expect(summary('app.lucy-receptionist.com')).toEqual([
      { name: 'prod-au', region: 'au', countries: ['au'], flags: production },
      { name: 'prod-us', region: 'us', countries: ['us', 'gb', 'ca'], flags: production },
    ]);
  });

  it.each(['1', '42', '9001'])('a numbered review environment (pr-%s) covers au only', (id) => {
    expect(summary(`app.pr-${id}.review.lucy-receptionist.com`)).toEqual([
      { name: `review-${id}`, region: 'au', countries: ['au'], flags: allOn },
    ]);
  });

  it('every environment of a host shares one identity address', () => {
    for (const host of [
      'localhost',
      'app.dev.lucy-receptionist.com',
      'app.qa.lucy-receptionist.com',
      'app.lucy-receptionist.com',
      'app.pr-7.review.lucy-receptionist.com',
    ]) {
      expect(() => identityUrl(resolveEnvironments(host))).not.toThrow();
    }
  });

  it('regions of one host have their own gateways', () => {
    const [au, us] = resolveEnvironments('app.lucy-receptionist.com');
    expect(au?.gateway).not.toBe(us?.gateway);
    expect(au?.identity).toBe(us?.identity);
  });

  it('local points every service at the dev backend under its own base path', () => {
    const [local] = resolveEnvironments('localhost', {
      origin: 'http://localhost:5173',
      localBackend: 'http://127.0.0.1:9999',
    });
    expect(local).toMatchObject({
      baseUrl: 'http://localhost:5173',
      identity: 'http://127.0.0.1:9999/identity',
      gateway: 'http://127.0.0.1:9999/gateway',
      builder: 'http://127.0.0.1:9999/builder',
    });
  });

  it('local defaults to the dev backend on port 8787', () => {
    expect(resolveEnvironments('localhost')[0]?.identity).toBe('http://localhost:8787/identity');
  });
});

describe('SPEC §5: the human-check site key varies by host environment', () => {
  const siteKeys = (host: string) =>
    resolveEnvironments(host, { origin: 'http://localhost:5173' }).map((e) => e.humanCheckSiteKey);

  // Production's key is its own: a widget rendered with a pre-production key there would fail every check.
  it.each([
    ['localhost', ['local-dev-site-key']],
    ['app.dev.lucy-receptionist.com', ['0x4AAAAAAADevLucyKey1']],
    ['app.pr-42.review.lucy-receptionist.com', ['0x4AAAAAAADevLucyKey1']],
    ['app.qa.lucy-receptionist.com', ['0x4AAAAAAAQaLucyKey2', '0x4AAAAAAAQaLucyKey2']],
    ['app.lucy-receptionist.com', ['0x4AAAAAAAProdLucyKey3', '0x4AAAAAAAProdLucyKey3']],
  ])('%s: %j (one key for all the regions of a host)', (host, keys) => {
    expect(siteKeys(host)).toEqual(keys);
  });
});

describe('SPEC §8 environment errors, word for word', () => {
  it.each(['example.com', 'app.lucy-receptionist.com.attacker.net', 'dev.lucy-receptionist.com', ''])(
    'unknown host %j',
    (host) => {
      expect(() => resolveEnvironments(host)).toThrow(
        new Error(`Could not generate environment context from hostname: ${host}`),
      );
    },
  );

  it.each([
    'app.pr-.review.lucy-receptionist.com',
    'app.pr-abc.review.lucy-receptionist.com',
    'app.pr-12a.review.lucy-receptionist.com',
  ])('a review host without a number (%s)', (host) => {
    expect(() => resolveEnvironments(host)).toThrow(
      `Could not generate environment context from hostname: ${host}`,
    );
  });

  it('environments that do not share exactly one identity address', () => {
    const [au, us] = resolveEnvironments('app.lucy-receptionist.com');
    if (!au || !us) throw new Error('expected two environments');
    expect(() => identityUrl([au, { ...us, identity: 'https://other.example' }])).toThrow(
      new Error('Unable to find identity URL!'),
    );
    expect(() => identityUrl([])).toThrow(new Error('Unable to find identity URL!'));
  });

  it('a missing base url', () => {
    const [local] = resolveEnvironments('localhost');
    if (!local) throw new Error('expected local');
    expect(() => requireBaseUrl(local)).toThrow(new Error('BaseUrl is not set'));
    expect(requireBaseUrl({ baseUrl: 'https://app.lucy-receptionist.com' })).toBe(
      'https://app.lucy-receptionist.com',
    );
  });
});

describe('SPEC §8 links to the app itself come from baseUrl', () => {
  it('a path below the environment’s base address', () => {
    expect(appLink(resolveEnvironments('app.lucy-receptionist.com'), '/settings/billing')).toBe(
      'https://app.lucy-receptionist.com/settings/billing',
    );
    expect(
      appLink(resolveEnvironments('localhost', { origin: 'http://localhost:6500' }), '/setup/loading?x=1'),
    ).toBe('http://localhost:6500/setup/loading?x=1');
  });

  it('raises "BaseUrl is not set" without a base address', () => {
    expect(() => appLink(resolveEnvironments('localhost'), '/setup/loading')).toThrow(
      new Error('BaseUrl is not set'),
    );
    expect(() => appLink([], '/setup/loading')).toThrow(new Error('BaseUrl is not set'));
  });
});

describe('SPEC §7 choosing among a host’s environments', () => {
  const environments = resolveEnvironments('app.lucy-receptionist.com');

  it('by region', () => {
    expect(environmentForRegion(environments, 'us')?.name).toBe('prod-us');
    expect(environmentForRegion(environments, 'au')?.name).toBe('prod-au');
  });

  it.each([
    ['AU', 'prod-au'],
    ['US', 'prod-us'],
    ['GB', 'prod-us'],
    ['ca', 'prod-us'],
    ['NZ', undefined],
  ])('on sign-up by country %s', (country, name) => {
    expect(environmentForCountry(environments, country)?.name).toBe(name);
  });

  it('on sign-up uses the single region when only one exists', () => {
    expect(environmentForCountry(resolveEnvironments('app.dev.lucy-receptionist.com'), 'NZ')?.name).toBe(
      'dev',
    );
  });

  it('by token issuer and region', () => {
    const iss = 'https://identity.lucy-receptionist.com';
    expect(environmentForToken(environments, { iss, region: 'us' })?.gateway).toBe(
      'https://us.gateway.lucy-receptionist.com',
    );
    expect(environmentForToken(environments, { iss, region: 'au' })?.gateway).toBe(
      'https://au.gateway.lucy-receptionist.com',
    );
    expect(environmentForToken(environments, { iss: 'https://evil.example', region: 'us' })).toBeUndefined();
  });

  it.each([
    ['localhost', 'http://localhost:8787/identity'],
    ['app.dev.lucy-receptionist.com', 'https://identity.dev.lucy-receptionist.com'],
    ['app.pr-7.review.lucy-receptionist.com', 'https://identity.dev.lucy-receptionist.com'],
  ])('on a host with one environment (%s), a us token falls back to that environment', (host, iss) => {
    const environments = resolveEnvironments(host);
    expect(environments).toHaveLength(1);
    for (const region of ['us', 'au', 'gb']) {
      expect(environmentForToken(environments, { iss, region })).toBe(environments[0]);
    }
    expect(environmentForToken(environments, { iss: 'https://evil.example', region: 'au' })).toBeUndefined();
  });

  it('a host with two environments does not fall back: an unknown region matches none', () => {
    const iss = 'https://identity.lucy-receptionist.com';
    expect(environmentForToken(environments, { iss, region: 'gb' })).toBeUndefined();
  });
});

describe('SPEC §9 default country from the time zone', () => {
  it.each([
    ['Australia/Sydney', 'au'],
    ['Australia/Perth', 'au'],
    ['Europe/London', 'gb'],
    ['Europe/Berlin', 'gb'],
    ['America/New_York', 'us'],
    ['America/Toronto', 'us'],
    ['Asia/Tokyo', 'us'],
    [undefined, 'us'],
  ])('%s gives %s', (zone, country) => {
    expect(defaultCountryForTimeZone(zone)).toBe(country);
  });
});
