import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { serviceErrorSchema } from '../../renderer/api/schemas/common.ts';
import {
  campaignResponseSchema,
  campaignsResponseSchema,
  organisationResponseSchema,
  paymentSessionResponseSchema,
  productPricesResponseSchema,
  subscriptionResponseSchema,
  subscriptionsResponseSchema,
  userStatusResponseSchema,
} from '../../renderer/api/schemas/gateway.ts';
import { claimsOf, parsed, startTestBackend, type TestBackend } from './harness.ts';

let t: TestBackend;
beforeAll(async () => {
  t = await startTestBackend();
});
afterAll(() => t.close());

async function as(email: string) {
  const { access_token } = await t.signIn(email);
  return { token: access_token, organisationId: String(claimsOf(access_token).org_id) };
}

describe('SPEC §7 GET /v1/ca/users/status and /v1/ca/campaigns', () => {
  it('answers the client info under data', async () => {
    const { token } = await as('owner.active@example.com');
    const answer = await t.request('GET', '/gateway/v1/ca/users/status', { token });
    expect(parsed(userStatusResponseSchema, answer)).toEqual({
      data: { clientInfo: { email: 'owner.active@example.com', firstName: 'Ava' } },
    });
  });

  it('a live Lucy campaign shows `live` and its Lucy number', async () => {
    const { token } = await as('owner.active@example.com');
    const { data } = parsed(
      campaignsResponseSchema,
      await t.request('GET', '/gateway/v1/ca/campaigns', { token }),
    );
    expect(data).toEqual([
      {
        id: expect.any(String),
        campaignType: 'lucy',
        phoneNumber: expect.stringMatching(/^\+6125550\d{4}$/),
        subscription: { status: 'live', type: 'paid' },
      },
    ]);
  });

  it('a user without an organisation has no campaigns', async () => {
    const { token } = await as('owner.noorg@example.com');
    expect(
      parsed(campaignsResponseSchema, await t.request('GET', '/gateway/v1/ca/campaigns', { token })).data,
    ).toEqual([]);
  });
});

describe('SPEC §7 GET /products/{tag}/all', () => {
  it('prices each paid tier monthly and yearly in the organisation’s currency', async () => {
    const { token } = await as('owner.nosub@example.com');
    const { data } = parsed(
      productPricesResponseSchema,
      await t.request('GET', '/gateway/products/lucy/all', { token }),
    );
    expect(
      data.map((price) => [price.productTier, price.billingPeriod, price.currency, price.amount]),
    ).toEqual([
      ['professional', 'monthly', 'aud', 9900],
      ['professional', 'yearly', 'aud', 99000],
      ['business', 'monthly', 'aud', 19900],
      ['business', 'yearly', 'aud', 199000],
    ]);
    expect(data.every((price) => price.discountedAmount === undefined)).toBe(true);
  });

  it('the seeded promo code discounts by 20%, any case', async () => {
    const { token } = await as('owner.trialing@example.com');
    const { data } = parsed(
      productPricesResponseSchema,
      await t.request('GET', '/gateway/products/lucy/all?promoCode=welcome20', { token }),
    );
    expect(data[0]).toMatchObject({ currency: 'usd', amount: 6900, discountedAmount: 5520 });
  });

  it('an unknown promo code or tag is refused by name', async () => {
    const { token } = await as('owner.nosub@example.com');
    const promo = await t.request('GET', '/gateway/products/lucy/all?promoCode=NOPE', { token });
    expect(promo.status).toBe(400);
    expect(parsed(serviceErrorSchema, promo).message).toBe('The promo code "NOPE" is not valid.');
    expect((await t.request('GET', '/gateway/products/other/all', { token })).status).toBe(404);
  });
});

describe('SPEC §7 checkout: the payment page creates the subscription; the campaign turns live after the delay', () => {
  it('from no subscription to a live Lucy number', async () => {
    const { token } = await as('owner.nosub@example.com');
    const session = await t.request('POST', '/gateway/stripe/create-checkout-session', {
      token,
      json: {
        productTier: 'professional',
        billingPeriod: 'monthly',
        promoCode: 'WELCOME20',
        successUrl: 'http://localhost:5173/setup/loading',
        cancelUrl: 'http://localhost:5173/setup/billing',
      },
    });
    const { url } = parsed(paymentSessionResponseSchema, session).data;
    expect(url).toMatch(new RegExp(`^${t.origin}/third-party/checkout/cs_`));
    const path = new URL(url).pathname;

    const pageAnswer = await t.request('GET', path);
    expect(pageAnswer.text).toContain('A$79.20');
    expect(pageAnswer.text).toContain('20% off');

    const declined = await t.request('POST', `${path}/pay`, { form: { cardNumber: '4000 0000 0000 0002' } });
    expect(declined.status).toBe(402);
    expect(declined.text).toContain('Your card was declined.');

    const paid = await t.request('POST', `${path}/pay`, { form: { cardNumber: '4242 4242 4242 4242' } });
    expect(paid.status).toBe(303);
    expect(paid.headers.get('location')).toBe('http://localhost:5173/setup/loading');

    const { data: subscriptions } = parsed(
      subscriptionsResponseSchema,
      await t.request('GET', '/gateway/subscriptions', { token }),
    );
    expect(subscriptions).toEqual([
      expect.objectContaining({
        status: 'active',
        productTier: 'professional',
        type: 'paid',
        tag: 'lucy',
        billingPeriod: 'monthly',
      }),
    ]);

    const campaigns = async () =>
      parsed(campaignsResponseSchema, await t.request('GET', '/gateway/v1/ca/campaigns', { token })).data;
    expect(await campaigns()).toEqual([
      expect.objectContaining({ phoneNumber: null, subscription: { status: 'active', type: 'paid' } }),
    ]);
    t.advance(8000);
    expect(await campaigns()).toEqual([
      expect.objectContaining({
        phoneNumber: expect.stringMatching(/^\+61/),
        subscription: { status: 'live', type: 'paid' },
      }),
    ]);

    expect((await t.request('POST', `${path}/pay`, { form: {} })).status).toBe(409);
    const again = await t.request('POST', '/gateway/stripe/create-checkout-session', {
      token,
      json: {
        productTier: 'business',
        billingPeriod: 'monthly',
        successUrl: 'http://localhost:5173/a',
        cancelUrl: 'http://localhost:5173/b',
      },
    });
    expect(again.status).toBe(409);
  });

  it('cancelling the checkout returns to the cancel address and creates nothing', async () => {
    const { token } = await as('owner.new@example.com');
    const session = parsed(
      paymentSessionResponseSchema,
      await t.request('POST', '/gateway/stripe/create-checkout-session', {
        token,
        json: {
          productTier: 'business',
          billingPeriod: 'yearly',
          successUrl: 'http://localhost:5173/ok',
          cancelUrl: 'http://localhost:5173/back',
        },
      }),
    );
    const cancelled = await t.request('POST', `${new URL(session.data.url).pathname}/cancel`);
    expect(cancelled.headers.get('location')).toBe('http://localhost:5173/back');
    expect(
      parsed(subscriptionsResponseSchema, await t.request('GET', '/gateway/subscriptions', { token })).data,
    ).toEqual([]);
  });

  it('checkout refuses the free tier and addresses that are not http(s)', async () => {
    const { token } = await as('owner.new@example.com');
    const free = await t.request('POST', '/gateway/stripe/create-checkout-session', {
      token,
      json: {
        productTier: 'free',
        billingPeriod: 'monthly',
        successUrl: 'http://localhost:5173/ok',
        cancelUrl: 'http://localhost:5173/back',
      },
    });
    expect(free.status).toBe(400);
    const script = await t.request('POST', '/gateway/stripe/create-checkout-session', {
      token,
      json: {
        productTier: 'business',
        billingPeriod: 'monthly',
        successUrl: 'javascript:alert(1)',
        cancelUrl: 'http://localhost:5173/back',
      },
    });
    expect(parsed(serviceErrorSchema, script).message).toBe('successUrl must be an http or https URL.');
  });
});

describe('SPEC §7 subscriptions: list, upgrade, cancel, revert cancellation; the customer portal', () => {
  it('upgrade changes the plan and provisions it again', async () => {
    const { token } = await as('owner.gb@example.com');
    const upgraded = await t.request('POST', '/gateway/subscriptions/upgrade', {
      token,
      json: { productTier: 'business', billingPeriod: 'monthly' },
    });
    expect(parsed(subscriptionResponseSchema, upgraded).data).toMatchObject({
      status: 'active',
      productTier: 'business',
      billingPeriod: 'monthly',
    });
    const same = await t.request('POST', '/gateway/subscriptions/upgrade', {
      token,
      json: { productTier: 'business', billingPeriod: 'monthly' },
    });
    expect(same.status).toBe(409);
  });

  it('cancel sets the plan to end with its period; revert keeps it; the period end cancels it', async () => {
    // This test moves time on: its own backend, so the other tests keep today.
    const own = await startTestBackend();
    const { access_token: token } = await own.signIn('owner.ca@example.com');
    const cancelled = await own.request('POST', '/gateway/subscriptions/cancel', { token });
    expect(cancelled.body).toMatchObject({ data: { status: 'active', cancelAtPeriodEnd: true } });
    parsed(subscriptionResponseSchema, cancelled);

    const kept = await own.request('POST', '/gateway/subscriptions/revert-cancellation', { token });
    expect(kept.body).toMatchObject({ data: { status: 'active', cancelAtPeriodEnd: false } });
    expect((await own.request('POST', '/gateway/subscriptions/revert-cancellation', { token })).status).toBe(
      409,
    );

    await own.request('POST', '/gateway/subscriptions/cancel', { token });
    own.advance(31 * 24 * 60 * 60 * 1000);
    const { access_token: later } = await own.signIn('owner.ca@example.com');
    const { data } = parsed(
      subscriptionsResponseSchema,
      await own.request('GET', '/gateway/subscriptions', { token: later }),
    );
    expect(data.at(-1)?.status).toBe('canceled');
    const { data: campaigns } = parsed(
      campaignsResponseSchema,
      await own.request('GET', '/gateway/v1/ca/campaigns', { token: later }),
    );
    expect(campaigns[0]).toMatchObject({ phoneNumber: null, subscription: { status: 'canceled' } });
    await own.close();
  });

  it('without a paid plan there is nothing to upgrade or cancel', async () => {
    const { token } = await as('owner.free@example.com');
    for (const path of ['/gateway/subscriptions/cancel', '/gateway/subscriptions/revert-cancellation']) {
      expect((await t.request('POST', path, { token })).status).toBe(409);
    }
    const upgrade = await t.request('POST', '/gateway/subscriptions/upgrade', {
      token,
      json: { productTier: 'business', billingPeriod: 'monthly' },
    });
    expect(upgrade.status).toBe(409);
  });

  it('the customer portal settles a failed payment and returns to the app', async () => {
    const { token } = await as('owner.pastdue@example.com');
    const session = parsed(
      paymentSessionResponseSchema,
      await t.request('POST', '/gateway/stripe/portal-session', {
        token,
        json: { returnUrl: 'http://localhost:5173/settings/billing' },
      }),
    );
    const path = new URL(session.data.url).pathname;
    const portal = await t.request('GET', path);
    expect(portal.text).toContain('Payment failed');
    expect(portal.text).toContain('href="http://localhost:5173/settings/billing"');
    const updated = await t.request('POST', `${path}/update-payment-method`);
    expect(updated.headers.get('location')).toBe(`${t.origin}${path}`);
    const { data } = parsed(
      subscriptionsResponseSchema,
      await t.request('GET', '/gateway/subscriptions', { token }),
    );
    expect(data[0]?.status).toBe('active');

    await t.request('POST', `${path}/cancel`);
    expect((await t.request('GET', path)).text).toContain('Keep plan');
    await t.request('POST', `${path}/renew`);
    expect((await t.request('GET', path)).text).toContain('Cancel plan');
  });

  it('the portal needs someone who has paid before', async () => {
    const { token } = await as('owner.new@example.com');
    const answer = await t.request('POST', '/gateway/stripe/portal-session', {
      token,
      json: { returnUrl: 'http://localhost:5173/x' },
    });
    expect(answer.status).toBe(409);
  });

  it('SPEC §4 the canceled account keeps its history: the latest paid subscription is canceled', async () => {
    const { token } = await as('owner.canceled@example.com');
    const { data } = parsed(
      subscriptionsResponseSchema,
      await t.request('GET', '/gateway/subscriptions', { token }),
    );
    expect(data.map((row) => [row.productTier, row.status])).toEqual([
      ['business', 'canceled'],
      ['professional', 'canceled'],
    ]);
  });
});

describe('SPEC §7 organisations', () => {
  it('GET /organisations/{id} answers the caller’s organisation and refuses another (403)', async () => {
    const { token, organisationId } = await as('owner.active@example.com');
    const own = await t.request('GET', `/gateway/organisations/${organisationId}`, { token });
    expect(parsed(organisationResponseSchema, own).data).toEqual({
      id: organisationId,
      name: 'Sunrise Café',
    });
    const other = (await as('owner.free@example.com')).organisationId;
    expect((await t.request('GET', `/gateway/organisations/${other}`, { token })).status).toBe(403);
  });

  it('create-free-lucy-campaign starts the free plan once', async () => {
    const { token, organisationId } = await as('owner.new@example.com');
    const created = await t.request(
      'POST',
      `/gateway/organisations/${organisationId}/create-free-lucy-campaign`,
      { token },
    );
    expect(parsed(campaignResponseSchema, created).data).toMatchObject({
      campaignType: 'lucy',
      subscription: { status: 'active', type: 'free' },
    });
    const again = await t.request(
      'POST',
      `/gateway/organisations/${organisationId}/create-free-lucy-campaign`,
      { token },
    );
    expect(again.status).toBe(409);
  });

  it('POST /organisations/notify records the request', async () => {
    const { token, organisationId } = await as('owner.free@example.com');
    const answer = await t.request('POST', '/gateway/organisations/notify', {
      token,
      json: {
        notificationType: 'upgrade-interest',
        productTier: 'business',
        billingPeriod: 'monthly',
        currentProductTier: 'free',
      },
    });
    expect(answer.status).toBe(204);
    const stored = t.backend.services.db.get<{ payload: string }>(
      'SELECT payload FROM notifications WHERE organisation_id = ?',
      organisationId,
    );
    expect(JSON.parse(stored?.payload ?? '{}')).toMatchObject({
      notificationType: 'upgrade-interest',
      currentProductTier: 'free',
    });
  });
});

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
        { question: 'What is your phone number?', answer: 'You can call us on +61255500123.' },
        { question: 'Where are you located?', answer: 'We are at 12 Wharf Road, Lavender Bay NSW 2060.' },
      ]),
    );
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
    const list = events((await stream(token, 'http://127.0.0.1:9/nothing-listens-here')).text);
    expect(list.at(-1)).toMatchObject({
      event: 'error',
      data: { message: expect.stringMatching(/^We could not read 127\.0\.0\.1:9/) },
    });
    const missing = events((await stream(token, `${t.origin}/dev/no-such-page`)).text);
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

describe('gateway access', () => {
  it('every call needs a signed-in user (401), and answers errors as { message }', async () => {
    for (const [method, path] of [
      ['GET', '/gateway/v1/ca/users/status'],
      ['GET', '/gateway/subscriptions'],
      ['POST', '/gateway/lucy/cancel'],
    ] as const) {
      const answer = await t.request(method, path);
      expect(answer.status).toBe(401);
      expect(parsed(serviceErrorSchema, answer).message).toContain('Authorization: Bearer');
    }
  });

  it('a user without an organisation cannot use organisation calls (403)', async () => {
    const { token } = await as('owner.noorg@example.com');
    expect((await t.request('GET', '/gateway/subscriptions', { token })).status).toBe(403);
  });

  it('unknown routes are 404, with or without a token', async () => {
    const { token } = await as('owner.active@example.com');
    expect((await t.request('GET', '/gateway/nothing-here', { token })).status).toBe(404);
    expect((await t.request('GET', '/gateway/nothing-here')).status).toBe(404);
  });
});
