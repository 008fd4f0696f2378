import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { ok, paidSubscription, priceList } from './testing/billingScreen.tsx';
import { plan, renderManagePlan } from './testing/managePlanScreen.tsx';

/** Manage Plan's upgrades and switches of billing period, with and without a promo code. */

describe('SPEC §4 upgrade', () => {
  it('a higher tier is confirmed, notified (SPEC §3) and sent, then the owner waits on /setup/loading/upgraded', async () => {
    const { sent } = await renderManagePlan(() => [paidSubscription()], {
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
    const { sent } = await renderManagePlan(() => [paidSubscription()], {
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
    const { sent } = await renderManagePlan(
      () => [paidSubscription()],
      {
        'GET /products/lucy/all': (request) =>
          Response.json({ data: priceList(new URL(request.url).searchParams.get('promoCode') ? 20 : 0) }),
        'POST /subscriptions/upgrade': ok(paidSubscription({ productTier: 'business' })),
        'POST /organisations/notify': ok(),
      },
      { entry: '/settings/billing?promoCode=WELCOME20' },
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
    const { sent } = await renderManagePlan(
      () => [paidSubscription()],
      {
        'GET /products/lucy/all': (request) =>
          new URL(request.url).searchParams.get('promoCode')
            ? Response.json({ message: 'The promo code "NOPE" is not valid.' }, { status: 400 })
            : Response.json({ data: priceList() }),
      },
      { entry: '/settings/billing?promoCode=NOPE' },
    );
    expect(await screen.findByText('The promo code "NOPE" is not valid.')).toBeInTheDocument();
    expect(await screen.findByRole('button', { name: 'Upgrade to Business' })).toBeEnabled();
    expect(screen.getByRole('textbox', { name: 'Promo code' })).toHaveValue('NOPE');
    expect(sent('GET /products/lucy/all').map((request) => request.query)).toEqual(['?promoCode=NOPE', '']);
  });

  it('a code entered on the page goes into the address and the prices', async () => {
    const { router } = await renderManagePlan(() => [paidSubscription()], {
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
