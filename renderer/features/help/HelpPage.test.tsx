import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { SessionSummary } from '../../domain/access/accessState.ts';
import { onboardedOwner } from '../../domain/access/sessions.fixture.ts';
import type { SubscriptionStatus } from '../../domain/subscription/types.ts';
import { renderScreen, testSession } from '../../session/testing/screen.tsx';
import { HelpPage } from './HelpPage.tsx';

function summary(status: SubscriptionStatus): SessionSummary {
  return onboardedOwner({ status, productTier: 'professional' });
}

function show(status: SubscriptionStatus) {
  const test = testSession({
    fetch: async (input) => {
      throw new Error(`Unexpected request to ${String(input)}`);
    },
  });
  test.queryClient.setQueryData(test.session.summaryQuery().queryKey, summary(status));
  const Page = () => <HelpPage plans={<p>The plan cards</p>} />;
  renderScreen(test, [{ path: '/settings/help', Component: Page }], '/settings/help');
}

const topic = (name: string) => screen.getByRole('region', { name });

describe('Help', () => {
  it('support’s address, the forwarding guide, what each plan includes and Change password', async () => {
    show('active');
    expect(await screen.findByRole('heading', { level: 1, name: 'Help' })).toBeInTheDocument();
    expect(within(topic('Contact support')).getByRole('link', { name: /^support@/ })).toHaveAttribute(
      'href',
      expect.stringMatching(/^mailto:support@/),
    );
    expect(
      within(topic('Connect Lucy to your phone')).getByRole('link', { name: 'Open the forwarding guide' }),
    ).toHaveAttribute('href', '/setup/guide');
    expect(within(topic('What each plan includes')).getByText('The plan cards')).toBeInTheDocument();
    expect(
      within(topic('What each plan includes')).getByRole('link', { name: 'Manage Plan' }),
    ).toHaveAttribute('href', '/settings/billing');
    expect(within(topic('Your password')).getByRole('link', { name: 'Change password' })).toHaveAttribute(
      'href',
      '/settings/password',
    );
  });

  it.each(['past_due', 'canceled'] as const)(
    'SPEC §2: with a %s plan the guide is not offered, as Connect Lucy is not',
    async (status) => {
      show(status);
      const forwarding = await screen.findByRole('region', { name: 'Connect Lucy to your phone' });
      expect(within(forwarding).queryByRole('link', { name: 'Open the forwarding guide' })).toBeNull();
      expect(within(forwarding).getByRole('link', { name: 'Go to Manage Plan' })).toHaveAttribute(
        'href',
        '/settings/billing',
      );
    },
  );
});
