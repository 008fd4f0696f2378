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
