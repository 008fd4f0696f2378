import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { externalLinks } from '../../domain/links/websiteLinks.ts';
import { prepareAccountScreen } from '../../session/testing/accountScreen.tsx';
import { CancelledPage } from './CancelledPage.tsx';

describe('SPEC §2 /cancelled', () => {
  it('confirms the cancellation, explains how to stop forwarding and when reactivation is allowed', async () => {
    const parts = await prepareAccountScreen({
      path: '/cancelled',
      Component: CancelledPage,
      entry: { pathname: '/cancelled', state: { showFreeCancellationConfirmation: true } },
    });
    parts.show();
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Your free plan is cancelled');
    const forwarding = screen.getByRole('region', { name: 'Turn off call forwarding' });
    expect(forwarding).toHaveTextContent('Mobile: dial ##004# and press call.');
    expect(forwarding).toHaveTextContent(
      'Landline and VoIP: contact your phone provider and ask them to turn off call forwarding.',
    );
    expect(screen.getByRole('link', { name: 'Share your feedback' })).toHaveAttribute(
      'href',
      externalLinks.cancellationFeedback,
    );
    expect(screen.getByText(/only once every 30 days/)).toBeInTheDocument();
  });
});
