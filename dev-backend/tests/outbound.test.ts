import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { serviceErrorSchema } from '../../renderer/api/schemas/common.ts';
import { isPublicAddress, OutboundRefused, outboundFetch } from '../http/outbound.ts';
import { parsed, startTestBackend, type TestBackend } from './harness.ts';

/** The FAQ import and the webhook test never call into the network the backend runs in. */

describe('which addresses a service may call', () => {
  it.each([
    '127.0.0.1',
    '127.1.2.3',
    '10.1.2.3',
    '172.16.0.1',
    '172.31.255.255',
    '192.168.1.1',
    '169.254.169.254',
    '100.64.0.1',
    '0.0.0.0',
    '224.0.0.1',
    '255.255.255.255',
    '::1',
    '::',
    '::ffff:127.0.0.1',
    '::ffff:7f00:1',
    'fd00:ec2::254',
    'fe80::1',
    'ff02::1',
    // IPv6 forms that embed or reach an IPv4 address inside the network
    '::127.0.0.1',
    '::7f00:1',
    '::a00:1',
    '::ffff:0:7f00:1',
    '64:ff9b::a00:1',
    '64:ff9b:1::a00:1',
    '2001:0:4136:e378:8000:63bf:3fff:fdd2',
    '2001:2::1',
    '2002:7f00:1::',
    '3fff::1',
  ])('refuses %s', (address) => {
    expect(isPublicAddress(address)).toBe(false);
  });

  it.each(['93.184.215.14', '1.1.1.1', '172.32.0.1', '2606:4700:4700::1111'])('allows %s', (address) => {
    expect(isPublicAddress(address)).toBe(true);
  });

  it('refuses what is not an IP address at all', () => {
    expect(isPublicAddress('localhost')).toBe(false);
  });
});

describe('outbound calls', () => {
  /** A loopback server standing in for "a local sample": it redirects wherever the path says. */
  let server: Server;
  let port: number;
  beforeAll(async () => {
    server = createServer((request, response) => {
      const to = new URL(request.url ?? '/', 'http://x').searchParams.get('to');
      if (to) response.writeHead(302, { Location: to }).end();
      else response.writeHead(200, { 'Content-Type': 'text/plain' }).end('sample');
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    port = (server.address() as AddressInfo).port;
  });
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

  const get = (url: string, localSamplesPort?: number, maxRedirects = 5) =>
    outboundFetch(
      new URL(url),
      { method: 'GET', headers: {}, timeoutMs: 2000, maxRedirects, maxBytes: 1024 },
      { localSamplesPort },
    );

  it('refuses a loopback address, by number or by a name that resolves to it, before connecting', async () => {
    await expect(get(`http://127.0.0.1:${port}/dev/sample-website`)).rejects.toBeInstanceOf(OutboundRefused);
    await expect(get(`http://localhost:${port}/dev/sample-website`)).rejects.toBeInstanceOf(OutboundRefused);
    await expect(get(`http://[::1]:${port}/`)).rejects.toBeInstanceOf(OutboundRefused);
    // WHATWG URL reads 0x7f000001 and 2130706433 as 127.0.0.1.
    await expect(get(`http://0x7f000001:${port}/`)).rejects.toBeInstanceOf(OutboundRefused);
    await expect(get(`http://2130706433:${port}/`)).rejects.toBeInstanceOf(OutboundRefused);
  });

  it('refuses the cloud metadata address and private networks', async () => {
    await expect(get('http://169.254.169.254/latest/meta-data/')).rejects.toBeInstanceOf(OutboundRefused);
    await expect(get('http://10.0.0.1/')).rejects.toBeInstanceOf(OutboundRefused);
    await expect(get('http://[fd00:ec2::254]/')).rejects.toBeInstanceOf(OutboundRefused);
  });

  it("reads the local samples when allowed, but only that port's sample pages", async () => {
    const sample = await get(`http://127.0.0.1:${port}/dev/sample-website`, port);
    expect(sample.body.toString()).toBe('sample');
    expect((await get(`http://localhost:${port}/dev/webhooks/lucy`, port)).status).toBe(200);
    for (const other of [
      '/other',
      '/dev/mailbox',
      '/dev/analytics',
      '/dev/webhooks',
      '/dev/provisioning/finish',
    ]) {
      await expect(get(`http://127.0.0.1:${port}${other}`, port), other).rejects.toBeInstanceOf(
        OutboundRefused,
      );
    }
    await expect(get(`http://127.0.0.1:${port + 1}/dev/sample-website`, port)).rejects.toBeInstanceOf(
      OutboundRefused,
    );
  });

  it('refuses loopback written as an IPv4-compatible IPv6 address', async () => {
    await expect(get(`http://[::127.0.0.1]:${port}/`)).rejects.toBeInstanceOf(OutboundRefused);
  });

  it('checks every redirect: one to a loopback, private or metadata address is refused', async () => {
    for (const to of [
      `http://127.0.0.1:${port}/secret`,
      'http://169.254.169.254/latest/meta-data/',
      'http://192.168.0.1/',
      `http://localhost:${port + 1}/`,
      'file:///etc/passwd',
    ]) {
      await expect(
        get(`http://127.0.0.1:${port}/dev/sample-website?to=${encodeURIComponent(to)}`, port),
        to,
      ).rejects.toBeInstanceOf(OutboundRefused);
    }
    const followed = await get(`http://127.0.0.1:${port}/dev/sample-website?to=/dev/webhooks/landed`, port);
    expect(followed.url.pathname).toBe('/dev/webhooks/landed');
  });

  it('returns a redirect unfollowed when told to follow none', async () => {
    const answer = await get(`http://127.0.0.1:${port}/dev/sample-website?to=/dev/webhooks/landed`, port, 0);
    expect(answer.status).toBe(302);
  });
});

describe('the routes that call out', () => {
  let t: TestBackend;
  let open: TestBackend;
  beforeAll(async () => {
    // The default: no local samples either (what a copy of this backend would run with).
    t = await startTestBackend({ allowLocalSamples: false });
    open = await startTestBackend();
  });
  afterAll(async () => {
    await t.close();
    await open.close();
  });

  async function importFrom(backend: TestBackend, url: string) {
    const { token } = await backend.as('owner.active@example.com');
    const answer = await backend.request('POST', '/gateway/lucy/faq/website', {
      token,
      json: { url },
      headers: { Accept: 'text/event-stream' },
    });
    return answer.text;
  }

  it('the FAQ import refuses loopback, private and metadata addresses and echoes nothing of them', async () => {
    for (const url of [
      `${t.origin}/dev/sample-website`,
      `${t.listeningUrl}/dev/mailbox`,
      'http://169.254.169.254/latest/meta-data/',
      'http://10.0.0.1/',
    ]) {
      const text = await importFrom(t, url);
      const host = new URL(url).host;
      expect(text, url).toContain(`"message":"We could not read ${host}: it is not a public website"`);
      expect(text, url).not.toContain('event: faq');
    }
  });

  it('with --allow-local-samples the sample website is read, and the mailbox still is not', async () => {
    expect(await importFrom(open, `${open.origin}/dev/sample-website`)).toContain('event: faq');
    const mailbox = await importFrom(open, `${open.origin}/identity/userinfo`);
    expect(mailbox).toContain('it is not a public website');
  });

  it('the webhook test refuses a private address with a clear message, and sends nothing', async () => {
    const { token, organisationId } = await t.as('owner.active@example.com');
    const base = `/builder/builder-api/organisations/${organisationId}/lucy`;
    for (const url of [`${t.origin}/dev/webhooks/ssrf`, 'http://169.254.169.254/latest/meta-data/']) {
      const answer = await t.request('POST', `${base}/test-webhook`, { token, json: { url } });
      expect(answer.status, url).toBe(400);
      expect(parsed(serviceErrorSchema, answer).message).toBe(
        'The webhook URL must be a public internet address, not one on a private network.',
      );
    }
    const { webhooks } = (await t.request('GET', '/dev/webhooks')).body as { webhooks: unknown[] };
    expect(webhooks).toEqual([]);
  });
});
