import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import {
  APP_ORIGIN,
  lucyCampaign,
  ok,
  openPaymentPage,
  paidSubscription,
  refuse,
} from './testing/billingScreen.tsx';
import { plan, renderManagePlan, statusOf } from './testing/managePlanScreen.tsx';

describe('SPEC §2 /settings/billing: the current plan', () => {
  it('shows the tier, the status, the billing period and the renewal date (SPEC §4 display)', async () => {
    await renderManagePlan(() => [paidSubscription()]);
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
      await renderManagePlan(() => [paidSubscription({ currentPeriodEnd: '2026-12-08T12:00:00.000Z' })], {
        'GET /identity/userinfo': () =>
          Response.json({ phoneNumber, clientInfo: { id: 'user-1', email: 'owner@example.com' } }),
      });
      const current = await screen.findByRole('region', { name: 'Your plan' });
      expect(await within(current).findByText(date)).toBeInTheDocument();
    },
  );

  it('the other tiers with their prices: the current one marked, a higher tier an upgrade', async () => {
    await renderManagePlan(() => [paidSubscription()]);
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
    const { sent } = await renderManagePlan(() => [subscription], {
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
    const { sent } = await renderManagePlan(() => [paidSubscription()]);
    await userEvent.click(await screen.findByRole('button', { name: 'Cancel plan' }));
    await userEvent.click(screen.getByRole('button', { name: 'Go back' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(sent('POST /subscriptions/cancel')).toHaveLength(0);
  });

  it('a refused cancellation says why, in the question, so the owner can try again', async () => {
    await renderManagePlan(() => [paidSubscription()], {
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

describe('the free plan', () => {
  const free = () => [];
  const freeAnswers = { 'GET /v1/ca/campaigns': ok([lucyCampaign('live', 'free')]) };

  it('SPEC §2 /cancelled: cancelling signs the owner out and shows the confirmation with its navigation state', async () => {
    const { sent, tokens } = await renderManagePlan(free, { ...freeAnswers, 'POST /lucy/cancel': ok() });
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
    const { sent } = await renderManagePlan(free, {
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
    await renderManagePlan(free, { 'GET /v1/ca/campaigns': ok([lucyCampaign('cancelled', 'free')]) });
    expect(await screen.findByText('Cancelled')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Reactivate Lucy' })).toHaveAttribute('href', '/reactivate');
    expect(screen.queryByRole('button', { name: 'Cancel free plan' })).not.toBeInTheDocument();
    const cancelled = within(screen.getByRole('region', { name: 'Your plan' })).getByRole('status');
    expect(cancelled).toHaveTextContent('Until then, turn off call forwarding');
    expect(cancelled).toHaveTextContent('Mobile: dial ##004# and press call.');
  });
});
