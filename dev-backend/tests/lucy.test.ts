import { describe, expect, it } from 'vitest';
import { serviceErrorSchema } from '../../renderer/api/schemas/common.ts';
import { subscriptionResponseSchema } from '../../renderer/api/schemas/gateway.ts';
import { backendForThisFile, claimsOf, parsed, startTestBackend } from './harness.ts';

const t = backendForThisFile();

const as = (email: string) => t.as(email);

describe('SPEC §7 /lucy: device, metrics, cancel and reactivate', () => {
  it('stores the device preferences and metrics', async () => {
    const { token } = await as('owner.new@example.com');
    const device = {
      device: 'android',
      carrier: 'Optus',
      planType: 'postpaid',
      otherCarrier: false,
      unsureCarrier: false,
    };
    expect((await t.request('POST', '/gateway/lucy/user-device', { token, json: device })).status).toBe(204);
    expect(
      (
        await t.request('POST', '/gateway/lucy/user-metrics', {
          token,
          json: { metric: 'guide-completed', value: 1 },
        })
      ).status,
    ).toBe(204);
    const userId = String(claimsOf(token).sub);
    const stored = t.backend.services.db.get<{ device: string }>(
      'SELECT device FROM user_devices WHERE user_id = ?',
      userId,
    );
    expect(JSON.parse(stored?.device ?? '{}')).toEqual(device);
  });

  it('SPEC §2 /cancelled: cancel the free plan, then reactivate it; SPEC §9 only once every 30 days', async () => {
    const own = await startTestBackend();
    const { access_token: token } = await own.signIn('owner.freecancelled@example.com');
    const reactivated = await own.request('POST', '/gateway/lucy/reactivate', { token });
    expect(parsed(subscriptionResponseSchema, reactivated).data).toMatchObject({
      status: 'active',
      productTier: 'free',
      type: 'free',
    });
    expect((await own.request('POST', '/gateway/lucy/cancel', { token })).status).toBe(204);
    const soon = await own.request('POST', '/gateway/lucy/reactivate', { token });
    expect(soon.status).toBe(409);
    expect(parsed(serviceErrorSchema, soon).message).toMatch(
      /^Lucy can be reactivated only once every 30 days\./,
    );
    own.advance(30 * 24 * 60 * 60 * 1000 + 1000);
    const { access_token: later } = await own.signIn('owner.freecancelled@example.com');
    expect((await own.request('POST', '/gateway/lucy/reactivate', { token: later })).status).toBe(200);
    await own.close();
  });

  it('the seeded recently-reactivated account is refused', async () => {
    const { token } = await as('owner.reactivated@example.com');
    expect((await t.request('POST', '/gateway/lucy/reactivate', { token })).status).toBe(409);
  });

  it('cancel needs an active free plan', async () => {
    const { token } = await as('owner.active@example.com');
    const answer = await t.request('POST', '/gateway/lucy/cancel', { token });
    expect(parsed(serviceErrorSchema, answer).message).toBe('A paid plan is cancelled from Manage Plan.');
  });
});

describe('SPEC §7 POST /lucy/faq/website (server-sent events)', () => {
  async function stream(token: string, url: string) {
    const answer = await t.request('POST', '/gateway/lucy/faq/website', {
      token,
      json: { url },
      headers: { Accept: 'text/event-stream' },
    });
    return answer;
  }

  function events(text: string) {
    return text
      .trim()
      .split('\n\n')
      .map((frame) => {
        const [id, event, data] = frame.split('\n');
        return {
          id: id?.replace('id: ', ''),
          event: event?.replace('event: ', ''),
          data: JSON.parse(data?.replace('data: ', '') ?? '{}'),
        };
      });
  }

  it('reads the page at the URL and streams one suggestion per event, then done', async () => {
    const { token } = await as('owner.active@example.com');
    const answer = await stream(token, `${t.origin}/dev/sample-website`);
    expect(answer.status).toBe(200);
    expect(answer.headers.get('content-type')).toMatch(/^text\/event-stream/);
    const list = events(answer.text);
    expect(list[0]).toEqual({
      id: '1',
      event: 'progress',
      data: { message: `Reading ${new URL(t.origin).host}` },
    });
    const faqs = list.filter((event) => event.event === 'faq').map((event) => event.data);
    expect(faqs).toEqual(
      expect.arrayContaining([
        { question: 'Do you do emergency call-outs?', answer: 'Yes, 24 hours a day, 7 days a week.' },
        {
          question: 'Which suburbs do you cover?',
          answer: 'Everything from North Sydney to Hornsby and across to Manly.',
        },
        {
          question: 'Can I pay by card?',
          answer: 'We take Visa, Mastercard and Amex on site, and bank transfer within 7 days.',
        },
        { question: 'Where are you located?', answer: 'We are at 12 Wharf Road, Lavender Bay NSW 2060.' },
      ]),
    );
    // A caller is already on the phone to the business: its number is not a question Lucy is asked.
    expect(faqs.map((faq) => faq.question)).not.toContain('What is your phone number?');
    expect(faqs.find((faq) => faq.question === 'What are your opening hours?')?.answer).toContain(
      'Monday to Friday 7am to 5pm',
    );
    expect(list.at(-1)).toEqual({ id: String(list.length), event: 'done', data: { count: faqs.length } });
    expect(list.map((event) => Number(event.id))).toEqual(list.map((_, index) => index + 1));
  });

  it('sends the events one at a time as they are found, not all at the end', async () => {
    const { token } = await as('owner.active@example.com');
    const response = await fetch(`${t.listeningUrl}/gateway/lucy/faq/website`, {
      method: 'POST',
      headers: {
        Authorization: `Bearer ${token}`,
        'Content-Type': 'application/json',
        Accept: 'text/event-stream',
      },
      body: JSON.stringify({ url: `${t.origin}/dev/sample-website` }),
    });
    const reader = response.body?.getReader();
    const arrivals: { at: number; text: string }[] = [];
    for (;;) {
      const chunk = await reader?.read();
      if (!chunk || chunk.done) break;
      arrivals.push({ at: performance.now(), text: new TextDecoder().decode(chunk.value) });
    }
    const faqs =
      arrivals
        .map((arrival) => arrival.text)
        .join('')
        .split('event: faq').length - 1;
    // The test backend pauses 5 ms between suggestions, so the stream spans at least that many pauses.
    expect(faqs).toBeGreaterThan(3);
    expect((arrivals.at(-1)?.at ?? 0) - (arrivals[0]?.at ?? 0)).toBeGreaterThanOrEqual((faqs - 1) * 5 - 1);
    expect(arrivals[0]?.text).toMatch(/^id: 1\nevent: progress\n/);
  });

  it('SPEC §8 a page that cannot be read ends with an error event carrying the message', async () => {
    const { token } = await as('owner.active@example.com');
    // .invalid never resolves (RFC 2606), so this fails the same way with or without a network.
    const list = events((await stream(token, 'http://nothing-listens-here.invalid/faq')).text);
    expect(list.at(-1)).toMatchObject({
      event: 'error',
      data: { message: 'We could not read nothing-listens-here.invalid' },
    });
    const missing = events((await stream(token, `${t.origin}/dev/sample-website/no-such-page`)).text);
    expect(missing.at(-1)?.data).toEqual({
      message: `We could not read ${new URL(t.origin).host}: it answered 404`,
    });
  });

  it('a URL that is not a website is refused before the stream starts', async () => {
    const { token } = await as('owner.active@example.com');
    const answer = await stream(token, 'not a website');
    expect(answer.status).toBe(400);
    expect(parsed(serviceErrorSchema, answer).message).toBe('Enter a website address, e.g. www.example.com.');
  });
});
