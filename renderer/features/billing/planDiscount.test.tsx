import { screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Subscription } from '../../api/schemas/gateway.ts';
import type { EnvironmentFlags } from '../../domain/environment/types.ts';
import { ownerDate, paidSubscription } from './testing/billingScreen.tsx';
import { renderManagePlan } from './testing/managePlanScreen.tsx';

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date('2026-02-01T00:00:00.000Z'));
});
afterEach(() => {
  vi.useRealTimers();
});

const WELCOME20 = { promoCode: 'WELCOME20', percentOff: 20 };

async function manage(plan: Partial<Subscription>, flags?: Partial<EnvironmentFlags>) {
  await renderManagePlan(() => [paidSubscription(plan)], {}, { flags });
  return within(await screen.findByRole('region', { name: 'Your plan' }));
}

/** The "Price" fact of the plan panel, once the prices are in. */
async function priceFact(panel: ReturnType<typeof within>) {
  const term = await panel.findByText('Price');
  return term.nextElementSibling;
}

describe('a proposal (subscriptionDiscount): Manage Plan shows what a discounted plan costs', () => {
  it('what the owner pays, the code and until when, then the list price', async () => {
    const panel = await manage({ discount: { ...WELCOME20, endsAt: '2026-05-01T00:00:00.000Z' } });
    expect(await priceFact(panel)).toHaveTextContent(
      `A$79.20 per monthWELCOME20: 20% off until ${ownerDate('2026-05-01T00:00:00.000Z')}, then A$99 per month`,
    );
  });

  it('a discount for as long as the plan runs has no end to name', async () => {
    const panel = await manage({ discount: { ...WELCOME20, endsAt: null } });
    expect(await priceFact(panel)).toHaveTextContent(/^A\$79\.20 per monthWELCOME20: 20% off$/);
  });

  it('a trial’s first charge is at the price the owner will pay', async () => {
    await manage({ status: 'trialing', discount: { ...WELCOME20, endsAt: null } });
    expect(await screen.findByText(/Your first charge, A\$79\.20 per month, is on/)).toBeInTheDocument();
  });

  it('once the discount has ended, or without one, the plan shows as before: no price fact', async () => {
    const ended = await manage({ discount: { ...WELCOME20, endsAt: '2026-01-31T00:00:00.000Z' } });
    await screen.findByRole('button', { name: /Upgrade to Business/ });
    expect(ended.queryByText('Price')).not.toBeInTheDocument();
  });

  it('with the flag off a discount the gateway answers is not shown', async () => {
    const panel = await manage(
      { status: 'trialing', discount: { ...WELCOME20, endsAt: null } },
      { subscriptionDiscount: false },
    );
    expect(await screen.findByText(/Your first charge, A\$99 per month, is on/)).toBeInTheDocument();
    expect(panel.queryByText('Price')).not.toBeInTheDocument();
  });
});
