import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { PlansIncluded } from './PlansIncluded.tsx';
import {
  lucyCampaign,
  ok,
  paidSubscription,
  priceList,
  refuse,
  renderBillingScreen,
} from './testing/billingScreen.tsx';

function show(answers: Parameters<typeof renderBillingScreen>[0]['answers'] = {}) {
  return renderBillingScreen({
    path: '/settings/help',
    Component: PlansIncluded,
    answers: {
      'GET /subscriptions': ok([paidSubscription()]),
      'GET /v1/ca/campaigns': ok([lucyCampaign('live')]),
      'GET /products/lucy/all': ok(priceList()),
      ...answers,
    },
  });
}

const plan = (name: string) => screen.getByRole('heading', { level: 3, name }).closest('li') as HTMLElement;

describe('Help: what each plan includes', () => {
  it('the free and paid plans with their prices and features, the owner’s marked, and nothing to press', async () => {
    await show();
    expect(await screen.findByRole('heading', { level: 3, name: 'Business' })).toBeInTheDocument();
    expect(within(plan('Free')).getByText('Takes messages and sends them to you')).toBeInTheDocument();
    expect(within(plan('Professional')).getByText('Your plan')).toBeInTheDocument();
    expect(within(plan('Business')).queryByText('Your plan')).toBeNull();
    expect(plan('Business')).toHaveTextContent('A$199 per month');
    expect(screen.queryAllByRole('button')).toEqual([]);
    await userEvent.setup().click(screen.getByRole('radio', { name: /Annual/ }));
    expect(plan('Business')).toHaveTextContent('A$1,990 per year');
  });

  it('an owner on the free plan sees it marked as theirs', async () => {
    await show({
      'GET /subscriptions': ok([]),
      'GET /v1/ca/campaigns': ok([lucyCampaign('active', 'free')]),
    });
    expect(await screen.findByRole('heading', { level: 3, name: 'Business' })).toBeInTheDocument();
    expect(within(plan('Free')).getByText('Your plan')).toBeInTheDocument();
    expect(within(plan('Professional')).queryByText('Your plan')).toBeNull();
  });

  it('prices that could not be loaded are said, with a way to try again', async () => {
    await show({ 'GET /products/lucy/all': refuse(404, 'No such product') });
    expect(await screen.findByText('We couldn’t load the plans')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
  });
});
