import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Subscription } from '../../api/schemas/gateway.ts';
import { ManagePlanPage } from './ManagePlanPage.tsx';
import {
  type Answer,
  APP_ORIGIN,
  lucyCampaign,
  ok,
  openPaymentPage,
  ownerDate,
  paidSubscription,
  priceList,
  refuse,
  renderBillingScreen,
  standInForDialogs,
} from './testing/billingScreen.tsx';

beforeAll(standInForDialogs);
beforeEach(() => openPaymentPage.mockClear());

/** Manage Plan for an owner whose subscriptions answer `subscriptions()` (read again on every refresh). */
function manage(
  subscriptions: () => Subscription[],
  answers: Record<string, Answer> = {},
  entry = '/settings/billing',
) {
  return renderBillingScreen({
    path: '/settings/billing',
    Component: ManagePlanPage,
    entry,
    answers: {
      'GET /subscriptions': () => Response.json({ data: subscriptions() }),
      'GET /v1/ca/campaigns': ok([lucyCampaign('live')]),
      'GET /products/lucy/all': ok(priceList()),
      ...answers,
    },
  });
}

/** The Status fact of the current plan: its label and, beside it, the note on its period's end. */
const statusOf = (current: HTMLElement) => within(current).getByText('Status').nextElementSibling;
const plan = (name: string) => screen.getByRole('heading', { level: 3, name }).closest('li') as HTMLElement;

describe('SPEC §2 /settings/billing: the current plan', () => {
  it('shows the tier, the status, the billing period and the renewal date (SPEC §4 display)', async () => {
    await manage(() => [paidSubscription()]);
    const current = await screen.findByRole('region', { name: 'Your plan' });
    expect(within(current).getByText('Professional')).toBeInTheDocument();
    expect(within(current).getByText('Active')).toBeInTheDocument();
    expect(within(current).getByText('Monthly')).toBeInTheDocument();
    expect(within(current).getByText('Renews on')).toBeInTheDocument();
    expect(await screen.findByRole('heading', { level: 2, name: 'Change your plan' })).toBeInTheDocument();
  });

  it.each([
    ['+61255500000', '8 December 2026'],
    ['+442079460000', '8 December 2026'],
    ['+14155550100', 'December 8, 2026'],
  ])(
    'a business phone %s reads the renewal date as %s, whatever the browser’s language',
    async (phoneNumber, date) => {
      vi.spyOn(navigator, 'language', 'get').mockReturnValue('en-US');
      await manage(() => [paidSubscription({ currentPeriodEnd: '2026-12-08T12:00:00.000Z' })], {
        'GET /identity/userinfo': () =>
          Response.json({ phoneNumber, clientInfo: { id: 'user-1', email: 'owner@example.com' } }),
      });
      const current = await screen.findByRole('region', { name: 'Your plan' });
      expect(await within(current).findByText(date)).toBeInTheDocument();
    },
  );

  it('the other tiers with their prices: the current one marked, a higher tier an upgrade', async () => {
    await manage(() => [paidSubscription()]);
    await screen.findByRole('heading', { level: 3, name: 'Business' });
    expect(within(plan('Professional')).getByText('Your plan')).toBeInTheDocument();
    expect(within(plan('Professional')).getByRole('button', { name: 'Current plan' })).toBeDisabled();
    expect(within(plan('Professional')).getByText('A$99')).toBeInTheDocument();
    expect(within(plan('Business')).getByRole('button', { name: 'Upgrade to Business' })).toBeEnabled();
    await userEvent.click(screen.getByRole('radio', { name: /Annual/ }));
    // Choosing a period changes the address; the router applies it on its next tick.
    expect(
      await within(plan('Professional')).findByRole('button', { name: 'Switch to annual billing' }),
    ).toBeEnabled();
    expect(within(plan('Professional')).getByText('A$990')).toBeInTheDocument();
  });
});

describe('SPEC §4 cancel and revert cancellation (both refresh the subscription)', () => {
  it('cancelling is confirmed, then the plan says when it ends and offers to keep it; keeping it reverts', async () => {
    let subscription = paidSubscription();
    const { sent } = await manage(() => [subscription], {
      'POST /subscriptions/cancel': () => {
        subscription = paidSubscription({ cancelAtPeriodEnd: true });
        return Response.json({ data: subscription });
      },
      'POST /subscriptions/revert-cancellation': () => {
        subscription = paidSubscription();
        return Response.json({ data: subscription });
      },
    });
    await userEvent.click(await screen.findByRole('button', { name: 'Cancel plan' }));
    const dialog = screen.getByRole('dialog', { name: 'Cancel your plan?' });
    expect(dialog).toHaveTextContent('stays active until');
    // Callers would otherwise ring a number that no longer answers once the plan ends.
    expect(dialog).toHaveTextContent('When it ends, turn off call forwarding');
    expect(within(dialog).getByText('##004#')).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel plan' }));

    const current = screen.getByRole('region', { name: 'Your plan' });
    expect(await within(current).findByText(/^Your plan is set to cancel on/)).toBeInTheDocument();
    const ending = within(current).getByRole('status');
    expect(ending).toHaveTextContent('If you let it end, turn off call forwarding that day');
    expect(ending).toHaveTextContent('Mobile: dial ##004# and press call.');
    expect(ending).toHaveTextContent('Landline and VoIP: contact your phone provider');
    expect(sent('POST /subscriptions/cancel')).toHaveLength(1);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(statusOf(current)).toHaveTextContent(/^Active\s*Ends on /);
    expect(screen.queryByRole('button', { name: 'Cancel plan' })).not.toBeInTheDocument();
    // The subscription was read again after the change.
    expect(sent('GET /subscriptions').length).toBeGreaterThanOrEqual(2);

    await userEvent.click(screen.getByRole('button', { name: 'Keep my plan' }));
    await waitFor(() =>
      expect(within(current).queryByText(/^Your plan is set to cancel on/)).not.toBeInTheDocument(),
    );
    expect(sent('POST /subscriptions/revert-cancellation')).toHaveLength(1);
    expect(screen.getByRole('button', { name: 'Cancel plan' })).toBeInTheDocument();
    expect(screen.getByText('Renews on')).toBeInTheDocument();
  });

  it('going back from the question changes nothing', async () => {
    const { sent } = await manage(() => [paidSubscription()]);
    await userEvent.click(await screen.findByRole('button', { name: 'Cancel plan' }));
    await userEvent.click(screen.getByRole('button', { name: 'Go back' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(sent('POST /subscriptions/cancel')).toHaveLength(0);
  });

  it('a refused cancellation says why, in the question, so the owner can try again', async () => {
    await manage(() => [paidSubscription()], {
      'POST /subscriptions/cancel': refuse(
        409,
        'There is no paid plan to change: choose a plan at checkout first.',
      ),
    });
    await userEvent.click(await screen.findByRole('button', { name: 'Cancel plan' }));
    const dialog = screen.getByRole('dialog', { name: 'Cancel your plan?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel plan' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'There is no paid plan to change: choose a plan at checkout first.',
    );
    expect(within(dialog).getByRole('button', { name: 'Cancel plan' })).toBeEnabled();
  });
});

describe('SPEC §4 upgrade', () => {
  it('a higher tier is confirmed, notified (SPEC §3) and sent, then the owner waits on /setup/loading/upgraded', async () => {
    const { sent } = await manage(() => [paidSubscription()], {
      'POST /subscriptions/upgrade': ok(paidSubscription({ productTier: 'business' })),
      'POST /organisations/notify': ok(),
    });
    await userEvent.click(await screen.findByRole('button', { name: 'Upgrade to Business' }));
    const dialog = screen.getByRole('dialog', { name: 'Upgrade to Business?' });
    expect(dialog).toHaveTextContent('Your plan becomes Business, billed monthly, at A$199 per month.');
    expect(dialog).toHaveTextContent(
      'It changes straight away, and we charge the card you already pay with.',
    );
    await userEvent.click(within(dialog).getByRole('button', { name: 'Upgrade' }));

    expect(
      await screen.findByRole('heading', { name: 'Landed at /setup/loading/upgraded' }),
    ).toBeInTheDocument();
    expect(sent('POST /subscriptions/upgrade').map((request) => request.body)).toEqual([
      { productTier: 'business', billingPeriod: 'monthly' },
    ]);
    expect(sent('POST /organisations/notify').map((request) => request.body)).toEqual([
      {
        notificationType: 'upgrade-interest',
        productTier: 'business',
        billingPeriod: 'monthly',
        currentProductTier: 'professional',
      },
    ]);
  });

  it('the same tier billed annually is a switch, waiting on /setup/loading/switched, without a notification', async () => {
    const { sent } = await manage(() => [paidSubscription()], {
      'POST /subscriptions/upgrade': ok(paidSubscription({ billingPeriod: 'yearly' })),
    });
    await userEvent.click(await screen.findByRole('radio', { name: /Annual/ }));
    await userEvent.click(await screen.findByRole('button', { name: 'Switch to annual billing' }));
    await userEvent.click(
      within(screen.getByRole('dialog', { name: 'Switch your plan?' })).getByRole('button', {
        name: 'Switch plan',
      }),
    );
    expect(
      await screen.findByRole('heading', { name: 'Landed at /setup/loading/switched' }),
    ).toBeInTheDocument();
    expect(sent('POST /subscriptions/upgrade')[0]?.body).toEqual({
      productTier: 'professional',
      billingPeriod: 'yearly',
    });
    expect(sent('POST /organisations/notify')).toHaveLength(0);
  });
});

describe('the promo code of the address (SPEC §2 /promo/{code})', () => {
  it('is applied to the prices and to the upgrade', async () => {
    const { sent } = await manage(
      () => [paidSubscription()],
      {
        'GET /products/lucy/all': (request) =>
          Response.json({ data: priceList(new URL(request.url).searchParams.get('promoCode') ? 20 : 0) }),
        'POST /subscriptions/upgrade': ok(paidSubscription({ productTier: 'business' })),
        'POST /organisations/notify': ok(),
      },
      '/settings/billing?promoCode=WELCOME20',
    );
    expect(await screen.findByText('Promo code WELCOME20 applied')).toBeInTheDocument();
    expect(sent('GET /products/lucy/all').map((request) => request.query)).toEqual(['?promoCode=WELCOME20']);
    expect(within(plan('Business')).getByText('A$159.20')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Upgrade to Business' }));
    await userEvent.click(screen.getByRole('button', { name: 'Upgrade' }));
    await screen.findByRole('heading', { name: 'Landed at /setup/loading/upgraded' });
    expect(sent('POST /subscriptions/upgrade')[0]?.body).toEqual({
      productTier: 'business',
      billingPeriod: 'monthly',
      promoCode: 'WELCOME20',
    });
  });

  it('a code the gateway refuses is reported, and the prices are shown without it', async () => {
    const { sent } = await manage(
      () => [paidSubscription()],
      {
        'GET /products/lucy/all': (request) =>
          new URL(request.url).searchParams.get('promoCode')
            ? Response.json({ message: 'The promo code "NOPE" is not valid.' }, { status: 400 })
            : Response.json({ data: priceList() }),
      },
      '/settings/billing?promoCode=NOPE',
    );
    expect(await screen.findByText('The promo code "NOPE" is not valid.')).toBeInTheDocument();
    expect(await screen.findByRole('button', { name: 'Upgrade to Business' })).toBeEnabled();
    expect(screen.getByRole('textbox', { name: 'Promo code' })).toHaveValue('NOPE');
    expect(sent('GET /products/lucy/all').map((request) => request.query)).toEqual(['?promoCode=NOPE', '']);
  });

  it('a code entered on the page goes into the address and the prices', async () => {
    const { router } = await manage(() => [paidSubscription()], {
      'GET /products/lucy/all': (request) =>
        Response.json({ data: priceList(new URL(request.url).searchParams.get('promoCode') ? 20 : 0) }),
    });
    await userEvent.click(await screen.findByText('Have a promo code?'));
    await userEvent.click(screen.getByRole('button', { name: 'Apply' }));
    expect(screen.getByRole('textbox', { name: 'Promo code' })).toHaveAccessibleDescription(
      'Enter a promo code.',
    );
    expect(screen.getByRole('textbox', { name: 'Promo code' })).toHaveFocus();
    await userEvent.type(screen.getByRole('textbox', { name: 'Promo code' }), 'WELCOME20');
    await userEvent.click(screen.getByRole('button', { name: 'Apply' }));
    expect(await screen.findByText('Promo code WELCOME20 applied')).toBeInTheDocument();
    expect(router.state.location.search).toBe('?promoCode=WELCOME20');
    await userEvent.click(screen.getByRole('button', { name: 'Remove the code' }));
    expect(router.state.location.search).toBe('');
  });
});

describe('the customer portal and failed payments', () => {
  it('opens the payment provider’s portal, returning to Manage Plan', async () => {
    const { sent } = await manage(() => [paidSubscription()], {
      'POST /stripe/portal-session': ok({ url: 'http://backend.test/third-party/billing-portal/bps_1' }),
    });
    await userEvent.click(await screen.findByRole('button', { name: 'Invoices and payment details' }));
    await waitFor(() =>
      expect(openPaymentPage).toHaveBeenCalledWith('http://backend.test/third-party/billing-portal/bps_1'),
    );
    expect(sent('POST /stripe/portal-session')[0]?.body).toEqual({
      returnUrl: `${APP_ORIGIN}/settings/billing`,
    });
  });

  it.each([
    'javascript:alert(document.domain)',
    'https://evil.example/billing-portal',
    'http://billing.stripe.com/p/session/abc',
    'https://billing.stripe.com.evil.example/p/session/abc',
  ])('a portal address that is not the payment provider’s is refused: %s', async (url) => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    await manage(() => [paidSubscription()], { 'POST /stripe/portal-session': ok({ url }) });
    await userEvent.click(await screen.findByRole('button', { name: 'Invoices and payment details' }));
    expect(await screen.findByText('Something went wrong, please try again later.')).toBeInTheDocument();
    expect(openPaymentPage).not.toHaveBeenCalled();
    error.mockRestore();
  });

  it('a trial says when it ends and what the first charge is', async () => {
    await manage(() => [paidSubscription({ status: 'trialing', productTier: 'business' })]);
    const date = ownerDate('2026-03-01T00:00:00.000Z');
    const current = await screen.findByRole('region', { name: 'Your plan' });
    // The status says it is a trial, as the sidebar does, and the date is said once.
    expect(statusOf(current)).toHaveTextContent(new RegExp(`^Active\\s*Free trial until ${date}$`));
    expect(within(current).queryByText('Renews on')).not.toBeInTheDocument();
    expect(within(current).queryByText('Trial ends on')).not.toBeInTheDocument();
    expect(await within(current).findByText(`Your free trial ends on ${date}`)).toBeInTheDocument();
    expect(
      await within(current).findByText(
        `Your first charge, A$199 per month, is on ${date}, to the card you gave at checkout. Cancel before then and you won’t be charged.`,
      ),
    ).toBeInTheDocument();
  });

  it('a trial’s change of plan says the trial carries on and when the first charge is, at the new price', async () => {
    await manage(() => [paidSubscription({ status: 'trialing' })]);
    const date = ownerDate('2026-03-01T00:00:00.000Z');
    await userEvent.click(await screen.findByRole('button', { name: 'Upgrade to Business' }));
    const dialog = screen.getByRole('dialog', { name: 'Upgrade to Business?' });
    expect(dialog).toHaveTextContent(
      `It changes straight away. Your free trial carries on: your first charge, at the new price, is on ${date}, to the card you gave at checkout.`,
    );
    expect(dialog).not.toHaveTextContent('we charge the card you already pay with');
  });

  it('past_due: the owner is asked to update their payment details', async () => {
    await manage(() => [paidSubscription({ status: 'past_due' })], {
      'POST /stripe/portal-session': refuse(
        503,
        'The payment provider is not answering. Try again in a minute.',
      ),
    });
    expect(await screen.findByText('Payment Failed')).toBeInTheDocument();
    // No renewal is promised, and the fix comes before any offer to upgrade.
    expect(screen.queryByText('Renews on')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^Upgrade to/ })).not.toBeInTheDocument();
    expect(
      screen.getByText('Once your payment details are updated, you can change your plan here.'),
    ).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Update payment details' }));
    expect(
      await screen.findByText('The payment provider is not answering. Try again in a minute.'),
    ).toBeInTheDocument();
    expect(openPaymentPage).not.toHaveBeenCalled();
  });
});

describe('the free plan', () => {
  const free = () => [];
  const freeAnswers = { 'GET /v1/ca/campaigns': ok([lucyCampaign('live', 'free')]) };

  it('SPEC §2 /cancelled: cancelling signs the owner out and shows the confirmation with its navigation state', async () => {
    const { sent, tokens } = await manage(free, { ...freeAnswers, 'POST /lucy/cancel': ok() });
    const current = await screen.findByRole('region', { name: 'Your plan' });
    expect(within(current).getByText('Free')).toBeInTheDocument();
    await userEvent.click(within(current).getByRole('button', { name: 'Cancel free plan' }));
    const dialog = screen.getByRole('dialog', { name: 'Cancel your free plan?' });
    expect(dialog).toHaveTextContent('only once every 30 days');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel free plan' }));

    expect(await screen.findByRole('heading', { name: 'Landed at /cancelled' })).toBeInTheDocument();
    expect(screen.getByRole('status', { name: 'navigation state' })).toHaveTextContent(
      '{"showFreeCancellationConfirmation":true}',
    );
    expect(sent('POST /lucy/cancel')).toHaveLength(1);
    expect(tokens.current).toBeNull();
  });

  it('a paid plan is bought at checkout, coming back to the settings’ upgraded loading page', async () => {
    const { sent } = await manage(free, {
      ...freeAnswers,
      'POST /stripe/create-checkout-session': ok({ url: 'http://backend.test/third-party/checkout/cs_1' }),
      'POST /organisations/notify': ok(),
    });
    await userEvent.click(await screen.findByRole('button', { name: 'Choose Professional' }));
    await waitFor(() =>
      expect(openPaymentPage).toHaveBeenCalledWith('http://backend.test/third-party/checkout/cs_1'),
    );
    expect(sent('POST /stripe/create-checkout-session')[0]?.body).toEqual({
      productTier: 'professional',
      billingPeriod: 'monthly',
      successUrl: `${APP_ORIGIN}/settings/loading/upgraded`,
      cancelUrl: `${APP_ORIGIN}/settings/billing`,
    });
    expect(sent('POST /organisations/notify')[0]?.body).toMatchObject({ currentProductTier: 'free' });
  });

  it('a cancelled plan points to /reactivate', async () => {
    await manage(free, { 'GET /v1/ca/campaigns': ok([lucyCampaign('cancelled', 'free')]) });
    expect(await screen.findByText('Cancelled')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Reactivate Lucy' })).toHaveAttribute('href', '/reactivate');
    expect(screen.queryByRole('button', { name: 'Cancel free plan' })).not.toBeInTheDocument();
    const cancelled = within(screen.getByRole('region', { name: 'Your plan' })).getByRole('status');
    expect(cancelled).toHaveTextContent('Until then, turn off call forwarding');
    expect(cancelled).toHaveTextContent('Mobile: dial ##004# and press call.');
  });
});
