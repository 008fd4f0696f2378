import { gzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { APP_ORIGIN as DESKTOP_APP_ORIGIN } from '../../main/appProtocol.ts';
import { serviceErrorSchema } from '../../renderer/api/schemas/common.ts';
import { identityErrorSchema } from '../../renderer/api/schemas/identity.ts';
import {
  AnalyticsInbox,
  INBOX_LIMITS,
  MAX_DECODED_BYTES,
  MAX_EVENT_DEPTH,
  type ReceivedEvent,
} from '../thirdParty/analyticsInbox.ts';
import { backendForThisFile, parsed } from './harness.ts';

const t = backendForThisFile();

describe('human check (Turnstile stand-in)', () => {
  it('serves the widget script with the Turnstile browser API', async () => {
    const answer = await t.request('GET', '/third-party/turnstile/v0/api.js');
    expect(answer.headers.get('content-type')).toBe('text/javascript; charset=utf-8');
    for (const method of ['render', 'reset', 'remove', 'getResponse', 'execute', 'ready'])
      expect(answer.text).toContain(method);
  });

  it('refuses unknown and failing site keys with Turnstile error codes', async () => {
    const unknown = await t.request('POST', '/third-party/turnstile/v0/challenge', {
      json: { sitekey: 'someone-elses-key' },
    });
    expect(unknown.body).toMatchObject({ errorCode: '110100' });
    const failing = await t.request('POST', '/third-party/turnstile/v0/challenge', {
      json: { sitekey: 'local-dev-site-key-failing' },
    });
    expect(failing.body).toMatchObject({ errorCode: '600010' });
  });

  it('siteverify answers like Cloudflare’s: once per response, with the secret', async () => {
    const response = await t.humanCheck();
    const verify = (secret: string) =>
      t.request('POST', '/third-party/turnstile/v0/siteverify', { form: { secret, response } });
    expect((await verify('wrong')).body).toEqual({ success: false, 'error-codes': ['invalid-input-secret'] });
    expect((await verify('local-dev-secret-key')).body).toMatchObject({ success: true, 'error-codes': [] });
    expect((await verify('local-dev-secret-key')).body).toEqual({
      success: false,
      'error-codes': ['timeout-or-duplicate'],
    });
  });

  it('the dummy test response is not accepted outside provider verification', async () => {
    const answer = await t.request('POST', '/identity/reset', {
      json: { email: 'owner.active@example.com', turnstileResponse: 'XXXX.DUMMY.TOKEN.XXXX' },
    });
    expect(parsed(identityErrorSchema, answer).error).toBe('human-check-failed');
  });
});

describe('Google Identity Services stand-in', () => {
  it('serves the client script with google.accounts.id', async () => {
    const answer = await t.request('GET', '/third-party/gsi/client');
    for (const method of ['initialize', 'prompt', 'renderButton', 'disableAutoSelect'])
      expect(answer.text).toContain(method);
  });

  it('lists the accounts people can pick and adds new ones', async () => {
    const added = await t.request('POST', '/third-party/gsi/accounts', {
      json: { email: 'Pat.New@Example.com', givenName: 'Pat' },
    });
    expect(added.status).toBe(201);
    const { accounts } = (await t.request('GET', '/third-party/gsi/accounts')).body as {
      accounts: { email: string }[];
    };
    expect(accounts.map((account) => account.email)).toEqual(
      expect.arrayContaining(['owner.active@example.com', 'pat.new@example.com']),
    );
  });

  it('publishes the key its credentials are signed with', async () => {
    const { keys } = (await t.request('GET', '/third-party/gsi/certs')).body as {
      keys: { kty: string; d?: string }[];
    };
    expect(keys[0]?.kty).toBe('EC');
    expect(keys[0]?.d).toBeUndefined();
  });
});

describe('analytics ingest (posthog-js)', () => {
  const event = (name: string) => ({
    event: name,
    distinct_id: 'user-1',
    properties: { $current_url: 'http://localhost:5173/settings/lucy' },
  });

  it('accepts JSON, gzip and base64 form bodies, single or batched, and lets tests read them', async () => {
    await t.request('DELETE', '/dev/analytics');
    await t.request('POST', '/third-party/analytics/i/v0/e/', { json: event('$pageview') });
    await t.request('POST', '/third-party/analytics/batch/', {
      body: gzipSync(JSON.stringify({ batch: [event('$identify'), event('$pageleave')] })),
      headers: { 'Content-Type': 'text/plain' },
    });
    const base64 = Buffer.from(JSON.stringify([event('signed_in')])).toString('base64');
    await t.request('POST', '/third-party/analytics/e/?compression=base64', { form: { data: base64 } });

    const { events } = (await t.request('GET', '/dev/analytics')).body as { events: ReceivedEvent[] };
    expect(events.map((received) => [received.path, received.event, received.distinctId])).toEqual([
      ['/i/v0/e/', '$pageview', 'user-1'],
      ['/batch/', '$identify', 'user-1'],
      ['/batch/', '$pageleave', 'user-1'],
      ['/e/', 'signed_in', 'user-1'],
    ]);
    const pageviews = (await t.request('GET', '/dev/analytics?event=%24pageview')).body as {
      events: ReceivedEvent[];
    };
    expect(pageviews.events).toHaveLength(1);
    expect(pageviews.events[0]?.properties).toEqual({ $current_url: 'http://localhost:5173/settings/lucy' });
    expect(pageviews.events[0]?.set).toBeNull();
  });

  it('keeps the person properties an identify sets beside its properties, as posthog-js sends them', async () => {
    await t.request('DELETE', '/dev/analytics');
    await t.request('POST', '/third-party/analytics/i/v0/e/', {
      json: { ...event('$identify'), $set: { email: 'ava@example.com' } },
    });
    await t.request('POST', '/third-party/analytics/i/v0/e/', {
      json: { event: '$set', distinct_id: 'user-1', properties: { $set: { firstName: 'Ava' } } },
    });
    const { events } = (await t.request('GET', '/dev/analytics')).body as { events: ReceivedEvent[] };
    expect(events.map((received) => [received.event, received.set])).toEqual([
      ['$identify', { email: 'ava@example.com' }],
      ['$set', { firstName: 'Ava' }],
    ]);
  });

  it('answers remote config, flags and posthog-js’s own bundles', async () => {
    const config = await t.request('GET', '/third-party/analytics/array/phc_local_dev/config');
    expect(config.body).toMatchObject({ token: 'phc_local_dev', sessionRecording: { endpoint: '/s/' } });
    const script = await t.request('GET', '/third-party/analytics/array/phc_local_dev/config.js');
    expect(script.text).toContain('_POSTHOG_REMOTE_CONFIG["phc_local_dev"]');
    const flags = await t.request('POST', '/third-party/analytics/flags/?v=2', {
      json: { token: 'phc_local_dev' },
    });
    expect(flags.body).toMatchObject({ featureFlags: {}, errorsWhileComputingFlags: false });
    const recorder = await t.request('GET', '/third-party/analytics/static/posthog-recorder.js?v=1');
    expect(recorder.status).toBe(200);
    expect((await t.request('GET', '/third-party/analytics/static/..%2Fpackage.json')).status).toBe(404);
  });

  it('refuses a body it cannot decode', async () => {
    const answer = await t.request('POST', '/third-party/analytics/e/', {
      body: 'data=%%%',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
    });
    expect(answer.status).toBe(400);
  });

  it('a small gzip body that expands past the bound is refused (413) without being expanded', async () => {
    const bomb = gzipSync(Buffer.alloc(MAX_DECODED_BYTES + 1, 0x20));
    expect(bomb.byteLength).toBeLessThan(64 * 1024);
    const answer = await t.request('POST', '/third-party/analytics/i/v0/e/', { body: bomb });
    expect(answer.status).toBe(413);
  });

  it('an event nested deeper than the bound is refused (400), and the inbox still answers', async () => {
    await t.request('DELETE', '/dev/analytics');
    const deep = `{"event":"deep","properties":${'{"a":'.repeat(200_000)}1${'}'.repeat(200_000)}}`;
    const answer = await t.request('POST', '/third-party/analytics/i/v0/e/', {
      body: gzipSync(deep),
    });
    expect(answer.status).toBe(400);
    const nested = `{"event":"nested","properties":${'{"a":'.repeat(MAX_EVENT_DEPTH - 2)}1${'}'.repeat(MAX_EVENT_DEPTH - 2)}}`;
    expect((await t.request('POST', '/third-party/analytics/i/v0/e/', { body: nested })).status).toBe(200);
    const listed = await t.request('GET', '/dev/analytics');
    expect(listed.status).toBe(200);
    expect((listed.body as { events: ReceivedEvent[] }).events.map((event) => event.event)).toEqual([
      'nested',
    ]);
  });

  it('keeps the newest events up to its bound in bytes, dropping the oldest', () => {
    const inbox = new AnalyticsInbox(() => 0);
    const large = { event: 'large', properties: { blob: 'x'.repeat(1024 * 1024) } };
    for (let sent = 0; sent < 40; sent++) inbox.receive('/s/', [large]);
    const { events, bytes } = inbox.size();
    expect(bytes).toBeLessThanOrEqual(INBOX_LIMITS.bytes);
    // 40 MB were sent; the newest 30-odd (a little over 1 MB each) are what fit.
    expect(events).toBeGreaterThanOrEqual(30);
    expect(events).toBeLessThan(32);
    inbox.receive('/i/v0/e/', [{ event: 'latest' }]);
    expect(inbox.list().at(-1)?.event).toBe('latest');
  });
});

describe('pages for people', () => {
  it('the dev mailbox page lists the e-mails with their links', async () => {
    const answer = await t.request('GET', '/dev/mailbox/view');
    expect(answer.status).toBe(200);
    expect(answer.text).toContain('Verify your email address');
    expect(answer.text).toContain('owner.unverified@example.com');
  });

  it('Call Details, the contact-automation app and the index page are served', async () => {
    expect((await t.request('GET', '/third-party/call-details')).text).toContain("Today's calls");
    const ca = await t.request('GET', '/ca/campaigns/42');
    expect(ca.text).toContain('<code>/ca/campaigns/42</code>');
    const index = await t.request('GET', '/');
    expect(index.text).toContain('owner.active@example.com');
    expect(index.text).toContain('Lucy-demo-2026!');
  });

  it('escapes what it echoes', async () => {
    const answer = await t.request('GET', '/ca/%3Cscript%3Ealert(1)%3C%2Fscript%3E');
    expect(answer.text).not.toContain('<script>alert(1)</script>');
  });
});

describe('CORS for the web app on other local origins', () => {
  it('a preflight from the app allows the Authorization header', async () => {
    const answer = await t.request('OPTIONS', '/gateway/v1/ca/users/status', {
      headers: {
        Origin: 'http://localhost:5173',
        'Access-Control-Request-Method': 'GET',
        'Access-Control-Request-Headers': 'authorization',
      },
    });
    expect(answer.status).toBe(204);
    expect(answer.headers.get('access-control-allow-origin')).toBe('http://localhost:5173');
    expect(answer.headers.get('access-control-allow-headers')?.toLowerCase()).toContain('authorization');
  });

  it('answers, errors and the event stream carry the allow-origin header for a preview port', async () => {
    const origin = 'http://127.0.0.1:4173';
    const unauthorised = await t.request('GET', '/gateway/subscriptions', { headers: { Origin: origin } });
    expect(unauthorised.headers.get('access-control-allow-origin')).toBe(origin);
    const { access_token } = await t.signIn('owner.active@example.com');
    const stream = await t.request('POST', '/gateway/lucy/faq/website', {
      token: access_token,
      json: { url: `${t.origin}/dev/sample-website` },
      headers: { Origin: origin, Accept: 'text/event-stream' },
    });
    expect(stream.headers.get('access-control-allow-origin')).toBe(origin);
  });

  it.each([
    ['the packaged desktop app', DESKTOP_APP_ORIGIN],
    ['the desktop end-to-end harness', 'http://localhost:4373'],
  ])('%s (%s) may sign in and call the services', async (_shell, origin) => {
    const preflight = await t.request('OPTIONS', '/identity/token', {
      headers: {
        Origin: origin,
        'Access-Control-Request-Method': 'POST',
        'Access-Control-Request-Headers': 'content-type',
      },
    });
    expect(preflight.status).toBe(204);
    expect(preflight.headers.get('access-control-allow-origin')).toBe(origin);
    const status = await t.request('GET', '/gateway/v1/ca/users/status', { headers: { Origin: origin } });
    expect(status.headers.get('access-control-allow-origin')).toBe(origin);
  });

  it('other origins are not allowed', async () => {
    for (const origin of ['https://evil.example', 'app://evil', 'app://lucy.evil.example']) {
      const answer = await t.request('GET', '/gateway/subscriptions', { headers: { Origin: origin } });
      expect(answer.headers.get('access-control-allow-origin'), origin).toBeNull();
    }
  });
});

describe('unknown routes', () => {
  it('are 404 with the error shape of their service', async () => {
    const identity = await t.request('GET', '/identity/nope');
    expect(parsed(identityErrorSchema, identity).error).toBe('not_found');
    const builder = await t.request('GET', '/builder/builder-api/nope');
    expect(parsed(serviceErrorSchema, builder).message).toBe('No route for GET /builder/builder-api/nope.');
    expect((await t.request('GET', '/nothing/at/all')).status).toBe(404);
  });
});
