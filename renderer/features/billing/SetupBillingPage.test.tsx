import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { createDesktopPlatform } from '../../platform/desktop.ts';
import { PAYMENT_PAGE_OPENED_OUTSIDE } from './paymentPage.ts';
import { SetupBillingPage } from './SetupBillingPage.tsx';
import {
  type Answer,
  APP_ORIGIN,
  ok,
  openPaymentPage,
  priceList,
  refuse,
  renderBillingScreen,
} from './testing/billingScreen.tsx';

beforeEach(() => openPaymentPage.mockClear());

/** A new owner with a Lucy config and no subscription, on /setup/billing. */
function setUp(answers: Record<string, Answer> = {}, entry = '/setup/billing', baseUrl?: string) {
  return renderBillingScreen({
    ...(baseUrl === undefined ? {} : { baseUrl }),
    path: '/setup/billing',
    Component: SetupBillingPage,
    entry,
    answers: {
      'GET /subscriptions': ok([]),
      'GET /v1/ca/campaigns': ok([]),
      'GET /products/lucy/all': (request) =>
        Response.json({ data: priceList(new URL(request.url).searchParams.get('promoCode') ? 20 : 0) }),
      ...answers,
    },
  });
}

const card = (name: string) => screen.getByRole('heading', { level: 2, name }).closest('li') as HTMLElement;

describe('SPEC §2 /setup/billing', () => {
  it('offers the free tier and the paid tiers from the products call, monthly or annually', async () => {
    const { sent } = await setUp();
    expect(screen.getByRole('heading', { level: 1, name: 'Choose your plan' })).toBeInTheDocument();
    expect(screen.getByText('Step 3 of 4: Choose a plan')).toBeInTheDocument();
    await screen.findByRole('heading', { level: 2, name: 'Professional' });
    expect(sent('GET /products/lucy/all').map((request) => request.query)).toEqual(['']);
    expect(within(card('Free')).getByRole('button', { name: 'Start free' })).toBeEnabled();
    expect(within(card('Professional')).getByText('A$99')).toBeInTheDocument();
    expect(within(card('Business')).getByText('A$199')).toBeInTheDocument();
    // What each tier includes, from the products call (the free tier's from the client's copy).
    expect(
      within(card('Professional'))
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['What professional includes', 'More of professional']);
    expect(within(card('Business')).getByText('What business includes')).toBeInTheDocument();
    expect(within(card('Free')).getByText('Answers the calls you miss')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('radio', { name: /^Annual\s*save 17%$/ }));
    // Choosing a period changes the address; the router applies it on its next tick.
    expect(await within(card('Professional')).findByText('A$990')).toBeInTheDocument();
    expect(
      within(card('Professional')).getByText('A$82.50 a month, billed annually. Save A$198 a year.'),
    ).toBeInTheDocument();
  });

  it('a paid tier: notifies (SPEC §3, current tier free), opens a checkout session and goes to the payment page', async () => {
    const { sent } = await setUp({
      'POST /organisations/notify': ok(),
      'POST /stripe/create-checkout-session': ok({ url: 'http://backend.test/third-party/checkout/cs_1' }),
    });
    await userEvent.click(await screen.findByRole('radio', { name: /Annual/ }));
    await userEvent.click(screen.getByRole('button', { name: 'Choose Business' }));
    await waitFor(() =>
      expect(openPaymentPage).toHaveBeenCalledWith('http://backend.test/third-party/checkout/cs_1'),
    );
    expect(sent('POST /stripe/create-checkout-session').map((request) => request.body)).toEqual([
      {
        productTier: 'business',
        billingPeriod: 'yearly',
        successUrl: `${APP_ORIGIN}/setup/loading`,
        // Backing out of the payment page comes back to the period chosen.
        cancelUrl: `${APP_ORIGIN}/setup/billing?billing=annual`,
      },
    ]);
    expect(sent('POST /organisations/notify').map((request) => request.body)).toEqual([
      {
        notificationType: 'upgrade-interest',
        productTier: 'business',
        billingPeriod: 'yearly',
        currentProductTier: 'free',
      },
    ]);
    // While the browser leaves for the payment page, the choice stays under way.
    expect(screen.getByRole('button', { name: 'Choose Business' })).toHaveAttribute('aria-busy', 'true');
    expect(screen.getByRole('button', { name: 'Start free' })).toBeDisabled();
  });

  it('the Monthly/Annual choice is kept in the address, so a reload keeps it', async () => {
    const { router } = await setUp();
    await userEvent.click(await screen.findByRole('radio', { name: /Annual/ }));
    await waitFor(() => expect(router.state.location.search).toBe('?billing=annual'));
    await userEvent.click(screen.getByRole('radio', { name: /Monthly/ }));
    await waitFor(() => expect(router.state.location.search).toBe('?billing=monthly'));
  });

  it('a clicked period is checked at once, before the router has applied the address', async () => {
    const { router } = await setUp();
    const annual = await screen.findByRole('radio', { name: /Annual/ });
    fireEvent.click(annual);
    // Synchronously after the click: the address still says nothing, the radio already shows the choice.
    expect(router.state.location.search).toBe('');
    expect(annual).toBeChecked();
    await waitFor(() => expect(router.state.location.search).toBe('?billing=annual'));
    expect(annual).toBeChecked();
  });

  it('a plan chosen straight after the period, before the router applied the address, comes back to that period', async () => {
    const { router, sent } = await setUp({
      'POST /organisations/notify': ok(),
      'POST /stripe/create-checkout-session': ok({ url: 'http://backend.test/third-party/checkout/cs_1' }),
    });
    await screen.findByRole('heading', { level: 2, name: 'Business' });
    fireEvent.click(screen.getByRole('radio', { name: /Annual/ }));
    fireEvent.click(within(card('Business')).getByRole('button', { name: 'Choose Business' }));
    // Both clicks came before the router applied the period to the address.
    expect(router.state.location.search).toBe('');
    await waitFor(() => expect(openPaymentPage).toHaveBeenCalled());
    expect(sent('POST /stripe/create-checkout-session').map((request) => request.body)).toEqual([
      expect.objectContaining({
        billingPeriod: 'yearly',
        cancelUrl: `${APP_ORIGIN}/setup/billing?billing=annual`,
      }),
    ]);
  });

  it('opened with ?billing=annual, the annual prices show', async () => {
    await setUp({}, '/setup/billing?billing=annual');
    expect(await screen.findByRole('radio', { name: /Annual/ })).toBeChecked();
    // Choosing a period changes the address; the router applies it on its next tick.
    expect(await within(card('Professional')).findByText('A$990')).toBeInTheDocument();
  });

  it('the promo code of the query reaches the prices and the checkout; backing out returns with it', async () => {
    const { sent } = await setUp(
      {
        'POST /organisations/notify': ok(),
        'POST /stripe/create-checkout-session': ok({ url: 'http://backend.test/third-party/checkout/cs_2' }),
      },
      '/setup/billing?promoCode=WELCOME20',
    );
    expect(await screen.findByText('Promo code WELCOME20 applied')).toBeInTheDocument();
    expect(sent('GET /products/lucy/all').map((request) => request.query)).toEqual(['?promoCode=WELCOME20']);
    expect(within(card('Professional')).getByText('A$79.20')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Choose Professional' }));
    await waitFor(() => expect(openPaymentPage).toHaveBeenCalled());
    expect(sent('POST /stripe/create-checkout-session')[0]?.body).toEqual({
      productTier: 'professional',
      billingPeriod: 'monthly',
      promoCode: 'WELCOME20',
      successUrl: `${APP_ORIGIN}/setup/loading`,
      cancelUrl: `${APP_ORIGIN}/setup/billing?promoCode=WELCOME20`,
    });
  });

  it('the payment returns to the environment’s baseUrl, not to wherever the page was opened (SPEC §8)', async () => {
    const { sent } = await setUp(
      {
        'POST /organisations/notify': ok(),
        'POST /stripe/create-checkout-session': ok({ url: 'http://backend.test/third-party/checkout/cs_4' }),
      },
      '/setup/billing',
      'https://app.lucy-receptionist.com',
    );
    await userEvent.click(await screen.findByRole('button', { name: 'Choose Professional' }));
    await waitFor(() => expect(openPaymentPage).toHaveBeenCalled());
    expect(sent('POST /stripe/create-checkout-session')[0]?.body).toMatchObject({
      successUrl: 'https://app.lucy-receptionist.com/setup/loading',
      cancelUrl: 'https://app.lucy-receptionist.com/setup/billing',
    });
  });

  it('in the desktop app, checkout returns through the web app’s hand-back page and opens in the system browser', async () => {
    const opened: string[] = [];
    const desktop = createDesktopPlatform(
      {
        app: {
          info: () => Promise.reject(new Error('not asked')),
          saving: async () => {},
          keychainStatus: async () => ({ kept: true }),
        },
        tokens: {
          get: async () => null,
          set: async () => {},
          clear: async () => {},
          refresh: () => Promise.reject(new Error('not asked')),
        },
        signIn: () => Promise.reject(new Error('not asked')),
        openExternal: async (url) => {
          opened.push(url);
        },
      },
      { shell: 'desktop', version: 'test', environmentHost: 'localhost', webOrigin: APP_ORIGIN },
    );
    const { sent } = await renderBillingScreen({
      path: '/setup/billing',
      Component: SetupBillingPage,
      payments: {
        paymentReturnAddress: desktop.paymentReturnAddress,
        openPaymentPage: desktop.openPaymentPage,
      },
      answers: {
        'GET /subscriptions': ok([]),
        'GET /v1/ca/campaigns': ok([]),
        'GET /products/lucy/all': ok(priceList()),
        'POST /organisations/notify': ok(),
        'POST /stripe/create-checkout-session': ok({ url: 'http://backend.test/third-party/checkout/cs_5' }),
      },
    });
    await userEvent.click(await screen.findByRole('button', { name: 'Choose Professional' }));
    expect(await screen.findByText(PAYMENT_PAGE_OPENED_OUTSIDE)).toBeInTheDocument();
    expect(opened).toEqual(['http://backend.test/third-party/checkout/cs_5']);
    expect(sent('POST /stripe/create-checkout-session')[0]?.body).toMatchObject({
      successUrl: `${APP_ORIGIN}/desktop/return?to=%2Fsetup%2Floading`,
      cancelUrl: `${APP_ORIGIN}/desktop/return?to=%2Fsetup%2Fbilling`,
    });
    // The app stays: the owner can choose again if the browser page was closed.
    expect(screen.getByRole('button', { name: 'Choose Professional' })).toBeEnabled();
    expect(screen.getByRole('button', { name: 'Start free' })).toBeEnabled();
  });

  it('without a baseUrl no checkout starts and the owner is told something went wrong', async () => {
    const { sent } = await setUp({ 'POST /organisations/notify': ok() }, '/setup/billing', '');
    await userEvent.click(await screen.findByRole('button', { name: 'Choose Professional' }));
    expect(await screen.findByText('Something went wrong, please try again later.')).toBeInTheDocument();
    expect(sent('POST /stripe/create-checkout-session')).toEqual([]);
    expect(openPaymentPage).not.toHaveBeenCalled();
  });

  it('a notification that fails does not stand in the owner’s way', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    await setUp({
      'POST /organisations/notify': refuse(500, 'down'),
      'POST /stripe/create-checkout-session': ok({ url: 'http://backend.test/third-party/checkout/cs_3' }),
    });
    await userEvent.click(await screen.findByRole('button', { name: 'Choose Professional' }));
    await waitFor(() =>
      expect(openPaymentPage).toHaveBeenCalledWith('http://backend.test/third-party/checkout/cs_3'),
    );
  });

  it('a refused checkout says why, and the owner can choose again', async () => {
    await setUp({
      'POST /organisations/notify': ok(),
      'POST /stripe/create-checkout-session': refuse(
        409,
        'This organisation already has a paid plan: change it with an upgrade instead.',
      ),
    });
    await userEvent.click(await screen.findByRole('button', { name: 'Choose Professional' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'This organisation already has a paid plan: change it with an upgrade instead.',
    );
    expect(screen.getByRole('button', { name: 'Choose Professional' })).toBeEnabled();
    expect(openPaymentPage).not.toHaveBeenCalled();
  });

  it('the free tier starts through create-free-lucy-campaign and waits on /setup/loading', async () => {
    const { sent } = await setUp({
      'POST /organisations/org-1/create-free-lucy-campaign': ok({
        id: 'cmp_1',
        campaignType: 'lucy',
        phoneNumber: null,
        subscription: { status: 'active', type: 'free' },
      }),
    });
    await userEvent.click(await screen.findByRole('button', { name: 'Start free' }));
    expect(await screen.findByRole('heading', { name: 'Landed at /setup/loading' })).toBeInTheDocument();
    expect(sent('POST /organisations/org-1/create-free-lucy-campaign')).toHaveLength(1);
    expect(sent('POST /organisations/notify')).toHaveLength(0);
  });

  it('prices that cannot be loaded say so, and can be asked for again', async () => {
    let attempts = 0;
    await setUp({
      'GET /products/lucy/all': () => {
        attempts += 1;
        return attempts === 1
          ? Response.json({ message: 'down' }, { status: 404 })
          : Response.json({ data: priceList() });
      },
    });
    const failure = await screen.findByRole('alert');
    expect(failure).toHaveTextContent('We couldn’t load the plans');
    await userEvent.click(within(failure).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('button', { name: 'Choose Professional' })).toBeEnabled();
  });
});
