import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { serviceErrorSchema } from '../../renderer/api/schemas/common.ts';
import {
  campaignsResponseSchema,
  paymentSessionResponseSchema,
  productPricesResponseSchema,
  subscriptionsResponseSchema,
} from '../../renderer/api/schemas/gateway.ts';
import { backendForThisFile, parsed, startTestBackend, type TestBackend } from './harness.ts';

const t = backendForThisFile();

const as = (email: string) => t.as(email);

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
    // The declined page is shown at …/pay: its Pay and Cancel still reach this checkout, wherever they resolve from.
    const shownAt = `${t.origin}${path}/pay`;
    const action = (attribute: string) =>
      new URL(declined.text.match(new RegExp(`${attribute}="([^"]+)"`))?.[1] ?? '', shownAt).pathname;
    expect(action('action')).toBe(`${path}/pay`);
    expect(action('formaction')).toBe(`${path}/cancel`);

    const paid = await t.request('POST', `${path}/pay`, { form: { cardNumber: '4242 4242 4242 4242' } });
    expect(paid.status).toBe(303);
    expect(paid.headers.get('location')).toBe('http://localhost:5173/setup/loading');

    // Back from the app after paying: the browser asks for the page again (it kept no copy of the form), and
    // the checkout offers no payment. A tab still showing the form cancels after the payment: it returns
    // where paying does.
    expect(pageAnswer.headers.get('cache-control')).toBe('no-store');
    const revisited = await t.request('GET', path);
    expect(revisited.headers.get('cache-control')).toBe('no-store');
    expect(revisited.text).toContain('This checkout is complete');
    expect(revisited.text).not.toContain('Pay with card');
    const cancelledAfterPaying = await t.request('POST', `${path}/cancel`);
    expect(cancelledAfterPaying.headers.get('location')).toBe('http://localhost:5173/setup/loading');

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

  it.each([
    ['deployed', 'https://app.lucy-receptionist.com'],
    ['in local development', 'http://localhost:5173'],
  ])('accepts the desktop app’s return addresses (%s) and returns to them unchanged', async (_case, web) => {
    const { token } = await as('owner.new@example.com');
    const successUrl = `${web}/desktop/return?to=%2Fsetup%2Floading`;
    const cancelUrl = `${web}/desktop/return?to=%2Fsetup%2Fbilling%3FpromoCode%3DWELCOME20`;
    const answer = await t.request('POST', '/gateway/stripe/create-checkout-session', {
      token,
      json: { productTier: 'business', billingPeriod: 'yearly', successUrl, cancelUrl },
    });
    expect(answer.status).toBe(200);
    const session = parsed(paymentSessionResponseSchema, answer);
    const cancelled = await t.request('POST', `${new URL(session.data.url).pathname}/cancel`);
    expect(cancelled.headers.get('location')).toBe(cancelUrl);
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

describe('test controls (--test-controls): provisioning ends on the test’s word', () => {
  let controlled: TestBackend;
  beforeAll(async () => {
    controlled = await startTestBackend({ testControls: true });
  });
  afterAll(() => controlled.close());

  it('are off by default', async () => {
    const answer = await t.request('POST', '/dev/provisioning/finish', {
      json: { email: 'owner.nosub@example.com' },
    });
    expect(answer.status).toBe(404);
  });

  it('turn the organisation’s campaign live before the delay has passed', async () => {
    const { token, organisationId } = await controlled.as('owner.nosub@example.com');
    const free = await controlled.request(
      'POST',
      `/gateway/organisations/${organisationId}/create-free-lucy-campaign`,
      { token },
    );
    expect(free.status).toBe(200);
    const campaigns = async () =>
      parsed(campaignsResponseSchema, await controlled.request('GET', '/gateway/v1/ca/campaigns', { token }))
        .data;
    expect(await campaigns()).toEqual([
      expect.objectContaining({ phoneNumber: null, subscription: { status: 'active', type: 'free' } }),
    ]);

    const finish = () =>
      controlled.request('POST', '/dev/provisioning/finish', { json: { email: 'owner.nosub@example.com' } });
    expect((await finish()).body).toEqual({ turnedLive: 1 });
    expect(await campaigns()).toEqual([
      expect.objectContaining({
        phoneNumber: expect.stringMatching(/^\+61/),
        subscription: { status: 'live', type: 'free' },
      }),
    ]);
    // Nothing left to finish; an unknown address is refused by name.
    expect((await finish()).body).toEqual({ turnedLive: 0 });
    const unknown = await controlled.request('POST', '/dev/provisioning/finish', {
      json: { email: 'nobody@example.com' },
    });
    expect(unknown.status).toBe(404);
  });
});
