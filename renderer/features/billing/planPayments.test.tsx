import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import {
  APP_ORIGIN,
  ok,
  openPaymentPage,
  ownerDate,
  paidSubscription,
  refuse,
} from './testing/billingScreen.tsx';
import { renderManagePlan, statusOf } from './testing/managePlanScreen.tsx';

/** Manage Plan's ways to the payment provider: the customer portal, a trial's first charge, a failed payment. */

describe('the customer portal and failed payments', () => {
  it('opens the payment provider’s portal, returning to Manage Plan', async () => {
    const { sent } = await renderManagePlan(() => [paidSubscription()], {
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
    await renderManagePlan(() => [paidSubscription()], { 'POST /stripe/portal-session': ok({ url }) });
    await userEvent.click(await screen.findByRole('button', { name: 'Invoices and payment details' }));
    expect(await screen.findByText('Something went wrong, please try again later.')).toBeInTheDocument();
    expect(openPaymentPage).not.toHaveBeenCalled();
    error.mockRestore();
  });

  it('a trial says when it ends and what the first charge is', async () => {
    await renderManagePlan(() => [paidSubscription({ status: 'trialing', productTier: 'business' })]);
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

  it.each([
    ['running', false],
    ['set to cancel', true],
  ])(
    'a trial’s change of plan (%s) says the trial carries on and when the first charge is, at the new price',
    async (_, cancelAtPeriodEnd) => {
      await renderManagePlan(() => [paidSubscription({ status: 'trialing', cancelAtPeriodEnd })]);
      const date = ownerDate('2026-03-01T00:00:00.000Z');
      await userEvent.click(await screen.findByRole('button', { name: 'Upgrade to Business' }));
      const dialog = screen.getByRole('dialog', { name: 'Upgrade to Business?' });
      expect(dialog).toHaveTextContent(
        `It changes straight away. Your free trial carries on: your first charge, at the new price, is on ${date}, to the card you gave at checkout.`,
      );
      expect(dialog).not.toHaveTextContent('we charge the card you already pay with');
    },
  );

  it('past_due: the owner is asked to update their payment details', async () => {
    await renderManagePlan(() => [paidSubscription({ status: 'past_due' })], {
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
