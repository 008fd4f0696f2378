import { describe, expect, it } from 'vitest';
import { scrubUrl, scrubUrlsIn } from './scrub.ts';

describe('addresses for analytics lose their secrets', () => {
  it.each([
    ['http://app.test/verify?verificationToken=c2VjcmV0', 'http://app.test/verify'],
    ['http://app.test/reset?verificationToken=c2VjcmV0&x=1', 'http://app.test/reset?x=1'],
    [
      'http://app.test/login/callback?sso=acme.example&code=sso_123&state=st_9',
      'http://app.test/login/callback?sso=acme.example',
    ],
    ['/login/callback?code=abc&state=def', '/login/callback'],
    ['http://app.test/x?access_token=a&refresh_token=b&id_token=c&api_key=d&password=e', 'http://app.test/x'],
    ['http://app.test/x?email=ava%40example.com&who=ava@example.com&plan=pro', 'http://app.test/x?plan=pro'],
    ['http://app.test/cb#access_token=abc&token_type=bearer', 'http://app.test/cb'],
    ['http://app.test/settings/lucy#greeting', 'http://app.test/settings/lucy#greeting'],
    ['http://app.test/settings/lucy?upgrade=success', 'http://app.test/settings/lucy?upgrade=success'],
    [
      'http://app.test/signin?redirect=%2Freset%3FverificationToken%3Dc2VjcmV0%26tab%3D2',
      'http://app.test/signin?redirect=%2Freset%3Ftab%3D2',
    ],
    ['http://app.test/plain', 'http://app.test/plain'],
  ])('%s → %s', (address, expected) => {
    expect(scrubUrl(address)).toBe(expected);
  });

  it('scrubs every address in an event: properties, person properties, recorder snapshots and requests', () => {
    const event = {
      event: '$snapshot',
      properties: {
        $current_url: 'http://app.test/verify?verificationToken=T1',
        $referrer: 'http://app.test/login/callback?code=C1&state=S1',
        $set_once: { $initial_current_url: 'http://app.test/reset?verificationToken=T2' },
        $snapshot_data: [
          { type: 4, data: { href: 'http://app.test/verify?verificationToken=T3', width: 390 } },
          {
            type: 6,
            data: { payload: { requests: [{ name: 'http://id.test/verify?verificationToken=T4' }] } },
          },
          { type: 2, data: { node: { attributes: { href: '/reset?verificationToken=T5', class: 'link' } } } },
        ],
        prose: 'Your code is ready? state=fine',
        count: 3,
      },
    };
    const json = JSON.stringify(scrubUrlsIn(event));
    for (const secret of ['T1', 'T2', 'T3', 'T4', 'T5', 'C1', 'S1']) expect(json).not.toContain(`=${secret}`);
    expect(json).toContain('Your code is ready? state=fine');
    expect(json).toContain('"width":390');
  });

  it('leaves an event without secrets as it was (the same object)', () => {
    const event = { event: '$pageview', properties: { $current_url: 'http://app.test/settings/lucy', n: 1 } };
    expect(scrubUrlsIn(event)).toBe(event);
  });
});
