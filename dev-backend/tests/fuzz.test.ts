import { gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestBackend, type TestBackend } from './harness.ts';

/**
 * "Bad input": at least 1,000 malformed requests (wrong types, missing fields, huge strings, bad
 * JSON, bad encodings, bad tokens) across every route, on loopback. None may answer 5xx, and the backend
 * must keep serving. The generator is seeded, so a failure names a reproducible request.
 */

const REQUESTS = 1200;

/** mulberry32: a small deterministic PRNG. */
function random(seed: number) {
  let state = seed;
  return () => {
    state = (state + 0x6d2b79f5) | 0;
    let x = Math.imul(state ^ (state >>> 15), 1 | state);
    x = (x + Math.imul(x ^ (x >>> 7), 61 | x)) ^ x;
    return ((x ^ (x >>> 14)) >>> 0) / 4294967296;
  };
}

let t: TestBackend;
let token = '';
let organisationId = '';

beforeAll(async () => {
  // Outbound calls (FAQ pages, webhooks) time out fast; the generated URLs are never real hosts anyway.
  t = await startTestBackend({ outboundTimeoutMs: 300 });
  const tokens = await t.signIn('owner.active@example.com');
  token = tokens.access_token;
  organisationId = JSON.parse(Buffer.from(token.split('.')[1] ?? '', 'base64url').toString()).org_id;
});
afterAll(() => t.close());

/** Every route with the fields its body has, so mutations hit real validation, not just 404s. */
function routes() {
  const lucy = `/builder/builder-api/organisations/${organisationId}/lucy`;
  return [
    [
      'POST',
      '/identity/signup',
      ['firstName', 'lastName', 'phoneNumber', 'email', 'turnstileResponse', 'primarySignupIntent'],
    ],
    [
      'POST',
      '/identity/signup/unavailable',
      ['firstName', 'lastName', 'phoneNumber', 'email', 'countryCode'],
    ],
    ['POST', '/identity/signup/unavailable/sso', ['phone']],
    ['POST', '/identity/signup/phone', ['phone']],
    ['POST', '/identity/waitlist', ['phone']],
    ['POST', '/identity/login/phone', ['phone']],
    ['POST', '/identity/reset', ['email', 'turnstileResponse']],
    ['POST', '/identity/activation-link', ['email', 'turnstileResponse']],
    ['POST', '/identity/token', ['grant_type', 'email', 'password', 'refresh_token', 'token', 'provider']],
    ['POST', '/identity/verify', ['verificationToken']],
    ['GET', '/identity/verify', ['verificationToken']],
    ['POST', '/identity/password', ['token', 'password']],
    ['POST', '/identity/login/callback?sso=acme', ['code', 'state']],
    ['GET', '/identity/userinfo', []],
    ['GET', '/gateway/v1/ca/users/status', []],
    ['GET', '/gateway/v1/ca/campaigns', []],
    ['GET', '/gateway/products/lucy/all', ['promoCode']],
    [
      'POST',
      '/gateway/stripe/create-checkout-session',
      ['productTier', 'billingPeriod', 'promoCode', 'successUrl', 'cancelUrl'],
    ],
    ['POST', '/gateway/stripe/portal-session', ['returnUrl']],
    ['POST', '/gateway/subscriptions/upgrade', ['productTier', 'billingPeriod', 'promoCode']],
    ['POST', '/gateway/subscriptions/cancel', []],
    ['POST', '/gateway/subscriptions/revert-cancellation', []],
    ['GET', '/gateway/subscriptions', []],
    ['GET', `/gateway/organisations/${organisationId}`, []],
    ['POST', `/gateway/organisations/${organisationId}/create-free-lucy-campaign`, []],
    [
      'POST',
      '/gateway/organisations/notify',
      ['notificationType', 'productTier', 'billingPeriod', 'currentProductTier'],
    ],
    ['POST', '/gateway/lucy/user-device', ['device', 'carrier', 'planType', 'otherCarrier', 'unsureCarrier']],
    ['POST', '/gateway/lucy/user-metrics', ['metric', 'value']],
    ['POST', '/gateway/lucy/faq/website', ['url']],
    ['POST', '/gateway/lucy/reactivate', []],
    ['GET', `${lucy}/config`, []],
    ['PUT', `${lucy}/config`, ['lucyConfig', 'version']],
    ['POST', `${lucy}/greeting-preview`, ['lucyConfig']],
    ['POST', `${lucy}/tts-preview`, ['lucyConfig']],
    ['POST', `${lucy}/test-webhook`, ['url']],
    ['POST', '/third-party/turnstile/v0/challenge', ['sitekey', 'action']],
    ['POST', '/third-party/turnstile/v0/siteverify', ['secret', 'response']],
    ['POST', '/third-party/gsi/accounts', ['email', 'givenName', 'familyName']],
    ['POST', '/third-party/gsi/credential', ['client_id', 'email']],
    ['POST', '/identity/authorization-code', ['code_challenge', 'code_challenge_method', 'redirect_uri']],
    ['GET', '/third-party/sso/authorize', ['connection', 'redirect_uri', 'state']],
    ['POST', '/third-party/sso/authorize', ['connection', 'redirect_uri', 'state', 'email']],
    ['POST', '/third-party/analytics/e/', ['event', 'distinct_id', 'properties']],
    ['POST', '/third-party/checkout/cs_missing/pay', ['cardNumber']],
    ['POST', '/third-party/billing-portal/bps_missing/cancel', []],
    ['GET', '/dev/mailbox', ['to']],
  ] as const;
}

const strange = [
  null,
  true,
  0,
  -1,
  1e308,
  '',
  ' ',
  '\u0000',
  '💥'.repeat(50),
  '<script>alert(1)</script>',
  "' OR 1=1 --",
  '%E0%A4%A',
  '../../etc/passwd',
  [],
  [1, 2, 3],
  {},
  { nested: { deeper: [null] } },
  'x'.repeat(100_000),
];

describe('malformed requests never cause a 5xx', () => {
  it(`${REQUESTS} malformed requests, then the backend still serves`, async () => {
    const next = random(20261122);
    const pick = <T>(list: readonly T[]): T => list[Math.floor(next() * list.length)] as T;
    const all = routes();
    const failures: string[] = [];
    let sent = 0;

    function makeRequest(): { method: string; path: string; init: RequestInit; label: string } {
      const [method, basePath, fields] = pick(all);
      const headers: Record<string, string> = {};
      const authorised = next() < 0.6;
      if (authorised) headers.Authorization = `Bearer ${token}`;
      const kind = Math.floor(next() * 12);
      let path: string = basePath;
      let body: BodyInit | undefined;
      const value = () => pick(strange);
      const fieldBody = () =>
        Object.fromEntries(fields.filter(() => next() < 0.7).map((field) => [field, value()]));
      switch (kind) {
        case 0: // broken JSON
          headers['Content-Type'] = 'application/json';
          body = pick([
            '{',
            '[1,2',
            '{"a":}',
            'nul',
            '"unterminated',
            '{"a":1}}',
            '\u0000',
            '{'.repeat(5000),
          ]);
          break;
        case 1: // JSON that is not an object
          headers['Content-Type'] = 'application/json';
          body = JSON.stringify(pick([null, 1, 'text', [fieldBody()], true]));
          break;
        case 2: // wrong types and missing fields
          headers['Content-Type'] = 'application/json';
          body = JSON.stringify(fieldBody());
          break;
        case 3: // huge strings
          headers['Content-Type'] = 'application/json';
          body = JSON.stringify(Object.fromEntries(fields.map((field) => [field, 'y'.repeat(200_000)])));
          break;
        case 4: // invalid UTF-8
          headers['Content-Type'] = pick([
            'application/json',
            'application/x-www-form-urlencoded',
            'text/plain',
          ]);
          body = new Uint8Array([0x7b, 0x22, 0xff, 0xfe, 0xc3, 0x28, 0x22, 0x7d]);
          break;
        case 5: // bad percent-encoding in form bodies, paths and queries
          headers['Content-Type'] = 'application/x-www-form-urlencoded';
          body = fields.map((field) => `${field}=%E0%A4%A%ZZ`).join('&');
          path = `${basePath}${basePath.includes('?') ? '&' : '?'}${fields[0] ?? 'q'}=%ZZ%E0`;
          break;
        case 6: // wrong content types
          headers['Content-Type'] = pick([
            'text/plain',
            'multipart/form-data; boundary=x',
            'application/xml',
            'image/png',
          ]);
          body = '--x\r\nContent-Disposition: form-data; name="a"\r\n\r\nb\r\n--x--';
          break;
        case 7: // malformed and forged tokens
          headers.Authorization = pick([
            'Bearer',
            'Basic abc',
            'Bearer a.b.c',
            `Bearer ${'z'.repeat(10_000)}`,
            `Bearer ${token}x`,
            'Bearer  ',
          ]);
          headers['Content-Type'] = 'application/json';
          body = JSON.stringify(fieldBody());
          break;
        case 8: // a body over the size limit
          headers['Content-Type'] = 'application/json';
          body = JSON.stringify({ [fields[0] ?? 'a']: 'z'.repeat(1_100_000) });
          break;
        case 9: // mangled paths
          path = pick([
            `${basePath}/%E0%A4%A`,
            basePath.replace(/[a-z]+$/i, '%00'),
            `${basePath}/${'a'.repeat(4000)}`,
            `/gateway/organisations/${encodeURIComponent('<org>')}`,
            '/builder/builder-api/organisations/%ZZ/lucy/config',
            `/third-party/checkout/${'%'.repeat(10)}`,
          ]);
          break;
        case 10: // gzip garbage and unexpected bodies on GET-like calls
          headers['Content-Type'] = 'text/plain';
          body = Buffer.concat([gzipSync('{"event":'), Buffer.from([0, 1, 2])]);
          break;
        default: // the wrong method
          return {
            method: pick(['PUT', 'DELETE', 'PATCH']),
            path: basePath,
            init: { headers },
            label: `${kind} wrong method ${basePath}`,
          };
      }
      const sendsBody = method !== 'GET';
      return {
        method,
        path,
        init: { headers, body: sendsBody ? body : undefined },
        label: `${kind} ${method} ${path.slice(0, 120)}`,
      };
    }

    const batch = 16;
    for (let start = 0; start < REQUESTS; start += batch) {
      const requests = Array.from({ length: Math.min(batch, REQUESTS - start) }, makeRequest);
      await Promise.all(
        requests.map(async ({ method, path, init, label }) => {
          try {
            const response = await fetch(`${t.listeningUrl}${path}`, { ...init, method, redirect: 'manual' });
            await response.arrayBuffer();
            sent++;
            if (response.status >= 500) failures.push(`${response.status} ${label}`);
          } catch (error) {
            const cause = error instanceof Error ? (error.cause as Error | undefined) : undefined;
            failures.push(`no answer (${cause?.message ?? String(error)}) ${label}`);
          }
        }),
      );
    }

    expect(failures).toEqual([]);
    expect(sent).toBeGreaterThanOrEqual(1000);
    // Still serving: a normal sign-in and a normal call work.
    const tokens = await t.signIn('owner.free@example.com');
    const status = await t.request('GET', '/gateway/v1/ca/users/status', { token: tokens.access_token });
    expect(status.status).toBe(200);
  }, 120_000);
});
