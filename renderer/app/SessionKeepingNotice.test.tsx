import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, Link } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import type { SessionKeeping } from '../../bridge/types.ts';
import { renderWithSession, testSession } from '../session/testing/screen.tsx';
import { SessionKeepingNotice } from './SessionKeepingNotice.tsx';

const noDefaultCollection: SessionKeeping = {
  kept: false,
  problem: 'Your keyring has no default collection to keep passwords in.',
  advice:
    'Open Passwords and Keys (Seahorse), create a password keyring if there is none, and make it the default.',
  detail: "Couldn't access platform storage: Secret Service: no result found",
};

function renderNotice(answers: SessionKeeping[]) {
  const test = testSession({
    fetch: async (input) => {
      throw new Error(`Unexpected request to ${String(input)}`);
    },
  });
  const sessionKeeping = vi.fn(async () => answers.shift() ?? noDefaultCollection);
  test.platform.sessionKeeping = sessionKeeping;
  const router = createMemoryRouter([
    {
      element: (
        <>
          <SessionKeepingNotice />
          <Link to="/settings">signed in</Link>
        </>
      ),
      children: [
        { path: '/', element: null },
        { path: '/settings', element: null },
      ],
    },
  ]);
  renderWithSession(test, router);
  return { sessionKeeping };
}

const title = 'Lucy cannot keep you signed in on this computer';

describe('the notice that the sign-in lasts until Lucy quits', () => {
  it('says what is wrong, what to do and what the keychain answered', async () => {
    renderNotice([noDefaultCollection]);
    expect(await screen.findByText(title)).toBeInTheDocument();
    expect(
      screen.getByText(
        'Your keyring has no default collection to keep passwords in. You can sign in and work as usual, but you are signed out when you quit Lucy.',
      ),
    ).toBeInTheDocument();
    expect(screen.getByText(/^Open Passwords and Keys \(Seahorse\)/)).toBeInTheDocument();
    expect(
      screen.getByText(
        "The keychain answered: Couldn't access platform storage: Secret Service: no result found",
      ),
    ).toBeInTheDocument();
  });

  it('is asked again after a navigation, as a sign-in ends with one', async () => {
    const { sessionKeeping } = renderNotice([{ kept: true }, noDefaultCollection]);
    await vi.waitFor(() => expect(sessionKeeping).toHaveBeenCalledTimes(1));
    expect(screen.queryByText(title)).toBeNull();
    await act(() => screen.getByText('signed in').click());
    expect(await screen.findByText(title)).toBeInTheDocument();
  });

  it('can be dismissed', async () => {
    renderNotice([noDefaultCollection]);
    await userEvent.click(await screen.findByRole('button', { name: 'Dismiss' }));
    expect(screen.queryByText(title)).toBeNull();
  });

  it('shows nothing while the session is kept', async () => {
    const { sessionKeeping } = renderNotice([{ kept: true }]);
    await vi.waitFor(() => expect(sessionKeeping).toHaveBeenCalled());
    expect(screen.queryByText(title)).toBeNull();
  });
});
