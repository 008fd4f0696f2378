import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { ProductTier } from '../../domain/subscription/types.ts';
import { json, renderLucySettings, savedConfig } from './testing/assistantScreen.tsx';

function onPlan(productTier: ProductTier) {
  return {
    'GET /gateway/subscriptions': json({
      data: [
        {
          id: 'sub_1',
          status: 'active',
          productTier,
          type: 'paid',
          tag: 'lucy',
          billingPeriod: 'monthly',
          subscriptionCreatedAt: '2026-01-01T00:00:00.000Z',
          cancelAtPeriodEnd: false,
          currentPeriodEnd: '2027-01-01T00:00:00.000Z',
        },
      ],
    }),
    'GET /gateway/v1/ca/campaigns': json({ data: [] }),
  };
}

const webhook = () => screen.getByRole('textbox', { name: 'Send messages to a webhook (optional)' });

const withTransfers = savedConfig((config) => {
  config.skills.transfer = { enabled: true, destinations: [{ name: 'Olivia', phoneNumber: '+61412345678' }] };
});

describe('settings the owner’s plan does not include', () => {
  it('say so where they are set up, with the way to upgrade, on a Professional plan', async () => {
    await renderLucySettings(onPlan('professional'), withTransfers);
    const notes = await screen.findAllByText(/^Part of the Business plan\./);
    expect(notes.map((note) => note.textContent)).toEqual([
      'Part of the Business plan. On your plan Lucy speaks only the language she greets in. Upgrade in Manage Plan',
      'Part of the Business plan. On your plan Lucy won’t put calls through. Upgrade in Manage Plan',
      'Part of the Business plan. On your plan Lucy won’t send messages to a webhook. Upgrade in Manage Plan',
    ]);
    for (const note of notes) {
      expect(within(note).getByRole('link', { name: 'Upgrade in Manage Plan' })).toHaveAttribute(
        'href',
        '/settings/billing',
      );
    }
  });

  it('saving one that is on says Lucy won’t use it, instead of only “saved”', async () => {
    const user = userEvent.setup();
    await renderLucySettings(onPlan('professional'), withTransfers);
    await user.type(webhook(), 'https://crm.example/in');
    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    expect(
      await screen.findByText(
        'Lucy’s settings are saved. Your Professional plan doesn’t include call transfers and messages to a webhook, so Lucy won’t use those settings until you upgrade in Manage Plan.',
      ),
    ).toBeInTheDocument();
  });

  it('a Business plan includes them all: no notes, and the save says only that it is saved', async () => {
    const user = userEvent.setup();
    const { sent } = await renderLucySettings(onPlan('business'), withTransfers);
    await waitFor(() => expect(sent('GET /gateway/subscriptions').length).toBeGreaterThan(0));
    await user.type(webhook(), 'https://crm.example/in');
    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    expect(await screen.findByText('Lucy’s settings are saved.')).toBeInTheDocument();
    expect(screen.queryByText(/Part of the Business plan/)).not.toBeInTheDocument();
  });
});

/**
 * A products answer in which Professional includes call transfers (and one language, no webhook): the opposite
 * of the client's own table, so what the screen says shows which of the two decided.
 */
function professionalWithTransfers() {
  const product = (productTier: 'professional' | 'business', transfer: boolean) => ({
    productTier,
    billingPeriod: 'monthly',
    priceId: `price_${productTier}`,
    currency: 'aud',
    amount: 9900,
    includedSettings: { transfer, webhook: productTier === 'business', maxLanguages: 1 },
  });
  return {
    'GET /gateway/products/lucy/all': json({
      data: [product('professional', true), product('business', true)],
    }),
  };
}

describe('what a plan includes, from the products answer (a proposal, flag planFeatures)', () => {
  it('the editor reads it: Professional including transfers gets no transfers notice, the others stay', async () => {
    const { sent } = await renderLucySettings(
      { ...onPlan('professional'), ...professionalWithTransfers() },
      withTransfers,
    );
    // The plan is known once a notice shows; from then on only the answer can take the transfers notice away.
    expect(
      await screen.findByText(/On your plan Lucy won’t send messages to a webhook\./),
    ).toBeInTheDocument();
    await waitFor(() =>
      expect(screen.queryByText(/On your plan Lucy won’t put calls through\./)).not.toBeInTheDocument(),
    );
    expect(
      screen.getByText(/On your plan Lucy speaks only the language she greets in\./),
    ).toBeInTheDocument();
    expect(sent('GET /gateway/products/lucy/all')).toHaveLength(1);
  });

  it('the save’s message follows the answer too', async () => {
    const user = userEvent.setup();
    await renderLucySettings({ ...onPlan('professional'), ...professionalWithTransfers() }, withTransfers);
    await screen.findByText(/On your plan Lucy won’t send messages to a webhook\./);
    await waitFor(() =>
      expect(screen.queryByText(/On your plan Lucy won’t put calls through\./)).not.toBeInTheDocument(),
    );
    await user.type(webhook(), 'https://crm.example/in');
    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    expect(
      await screen.findByText(
        'Lucy’s settings are saved. Your Professional plan doesn’t include messages to a webhook, so Lucy won’t use that setting until you upgrade in Manage Plan.',
      ),
    ).toBeInTheDocument();
  });

  it('with the flag off the client’s table decides and the products are not read', async () => {
    const { sent } = await renderLucySettings(
      { ...onPlan('professional'), ...professionalWithTransfers() },
      withTransfers,
      { planFeatures: false },
    );
    await waitFor(() => expect(sent('GET /gateway/subscriptions').length).toBeGreaterThan(0));
    expect(await screen.findByText(/On your plan Lucy won’t put calls through\./)).toBeInTheDocument();
    expect(sent('GET /gateway/products/lucy/all')).toHaveLength(0);
  });
});
