import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { ReactivatePage } from './ReactivatePage.tsx';
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
} from './testing/billingScreen.tsx';

beforeEach(() => openPaymentPage.mockClear());

function reactivate(answers: Record<string, Answer>) {
  return renderBillingScreen({
    path: '/reactivate',
    Component: ReactivatePage,
    answers: { 'GET /products/lucy/all': ok(priceList()), ...answers },
  });
}

/** SPEC §9: the free plan's button waits, and says until when (the date as the owner writes it). */
async function expectWaitUntil(date: string | undefined) {
  expect(await screen.findByText(`You can reactivate the free plan on ${date}`)).toBeInTheDocument();
  const button = screen.getByRole('button', { name: 'Reactivate free plan' });
  expect(button).toBeDisabled();
  expect(button).toHaveAccessibleDescription(
    `It was reactivated less than 30 days ago. Until ${date}, you can choose a paid plan below.`,
  );
}

const cancelledFreePlan = {
  'GET /subscriptions': ok([]),
  'GET /v1/ca/campaigns': ok([lucyCampaign('cancelled', 'free')]),
};

describe('SPEC §2 /reactivate', () => {
  it('a cancelled free plan is reactivated (POST /lucy/reactivate), then Lucy is set up again', async () => {
    const { sent } = await reactivate({
      ...cancelledFreePlan,
      'POST /lucy/reactivate': ok({
        id: 'sub_free',
        status: 'active',
        productTier: 'free',
        type: 'free',
        tag: 'lucy',
        subscriptionCreatedAt: '2025-01-01T00:00:00.000Z',
      }),
    });
    expect(screen.getByRole('heading', { level: 1, name: 'Reactivate Lucy' })).toBeInTheDocument();
    expect(screen.getByText('You can reactivate the free plan once every 30 days.')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Reactivate free plan' }));
    expect(await screen.findByRole('heading', { name: 'Landed at /setup/loading' })).toBeInTheDocument();
    expect(sent('POST /lucy/reactivate')).toHaveLength(1);
  });

  it('SPEC §9: within 30 days of the last reactivation, the button waits from the start and says until when', async () => {
    const { sent } = await reactivate({
      ...cancelledFreePlan,
      'GET /subscriptions': ok([
        {
          id: 'sub_free',
          status: 'cancelled',
          productTier: 'free',
          type: 'free',
          tag: 'lucy',
          subscriptionCreatedAt: '2025-01-01T00:00:00.000Z',
          reactivationAvailableAt: '2026-03-01T12:00:00.000Z',
        },
      ]),
    });
    // The subscription says when, so the owner is not sent to a refusal first.
    await expectWaitUntil(ownerDate('2026-03-01T12:00:00.000Z'));
    expect(sent('POST /lucy/reactivate')).toHaveLength(0);
  });

  it('SPEC §9: within 30 days of the last reactivation, the gateway’s refusal is shown with a way on', async () => {
    await reactivate({
      ...cancelledFreePlan,
      'POST /lucy/reactivate': refuse(
        409,
        'Lucy can be reactivated only once every 30 days. You can reactivate again on 2026-03-01.',
      ),
    });
    await userEvent.click(screen.getByRole('button', { name: 'Reactivate free plan' }));
    // The button waits and says until when, in the date format of the rest of the app.
    await expectWaitUntil(ownerDate('2026-03-01'));
    expect(screen.queryByText(/2026-03-01/)).not.toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'Or choose a paid plan' })).toBeInTheDocument();
  });

  it('a canceled paid plan is bought again at checkout, coming back to /setup/loading or, backing out, here', async () => {
    const { sent } = await reactivate({
      'GET /subscriptions': ok([paidSubscription({ status: 'canceled', productTier: 'business' })]),
      'GET /v1/ca/campaigns': ok([lucyCampaign('canceled')]),
      'POST /organisations/notify': ok(),
      'POST /stripe/create-checkout-session': ok({ url: 'http://backend.test/third-party/checkout/cs_9' }),
    });
    expect(
      screen.getByText(/^Your Business plan has ended, so Lucy isn’t answering your calls./),
    ).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Reactivate free plan' })).not.toBeInTheDocument();
    const plans = screen.getByRole('region', { name: 'Choose a plan' });
    await userEvent.click(await within(plans).findByRole('button', { name: 'Choose Business' }));
    await waitFor(() =>
      expect(openPaymentPage).toHaveBeenCalledWith('http://backend.test/third-party/checkout/cs_9'),
    );
    expect(sent('POST /stripe/create-checkout-session')[0]?.body).toEqual({
      productTier: 'business',
      billingPeriod: 'monthly',
      successUrl: `${APP_ORIGIN}/setup/loading`,
      cancelUrl: `${APP_ORIGIN}/reactivate`,
    });
  });

  it('takes a promo code as the first plan choice does: applied to the prices and the checkout', async () => {
    const { sent } = await reactivate({
      'GET /subscriptions': ok([paidSubscription({ status: 'canceled', productTier: 'business' })]),
      'GET /v1/ca/campaigns': ok([lucyCampaign('canceled')]),
      'GET /products/lucy/all': (request) =>
        Response.json({ data: priceList(new URL(request.url).searchParams.get('promoCode') ? 20 : 0) }),
      'POST /organisations/notify': ok(),
      'POST /stripe/create-checkout-session': ok({ url: 'http://backend.test/third-party/checkout/cs_9' }),
    });
    await userEvent.click(await screen.findByText('Have a promo code?'));
    await userEvent.type(screen.getByRole('textbox', { name: 'Promo code' }), 'WELCOME20');
    await userEvent.click(screen.getByRole('button', { name: 'Apply' }));
    expect(await screen.findByText('Promo code WELCOME20 applied')).toBeInTheDocument();
    const plans = screen.getByRole('region', { name: 'Choose a plan' });
    await userEvent.click(await within(plans).findByRole('button', { name: 'Choose Business' }));
    await waitFor(() => expect(openPaymentPage).toHaveBeenCalled());
    expect(sent('POST /stripe/create-checkout-session')[0]?.body).toEqual({
      productTier: 'business',
      billingPeriod: 'monthly',
      promoCode: 'WELCOME20',
      successUrl: `${APP_ORIGIN}/setup/loading`,
      cancelUrl: `${APP_ORIGIN}/reactivate?promoCode=WELCOME20`,
    });
  });
});
