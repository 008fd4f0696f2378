import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { prepareAccountScreen } from '../../session/testing/accountScreen.tsx';
import { WaitlistPage } from './WaitlistPage.tsx';

async function open(state?: unknown) {
  const parts = await prepareAccountScreen({
    path: '/setup/waitlist',
    Component: WaitlistPage,
    entry: { pathname: '/setup/waitlist', state },
  });
  parts.show();
}

describe('SPEC §2 /setup/waitlist', () => {
  it("shows 'You're on the waitlist!' to someone who has just joined it", async () => {
    await open({ joinedWaitlist: true });
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent("You're on the waitlist!");
  });

  it('anyone else is told how to join, not congratulated', async () => {
    await open();
    expect(screen.queryByText("You're on the waitlist!")).toBeNull();
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Join the Lucy waitlist');
    expect(screen.getByRole('link', { name: 'Enter your business phone' })).toHaveAttribute(
      'href',
      '/setup/phone',
    );
  });
});
