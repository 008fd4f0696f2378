import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { SignInPage } from '../features/auth/SignInPage.tsx';
import { ResetPage } from '../features/password/ResetPage.tsx';
import { renderScreen, testSession } from '../session/testing/screen.tsx';

describe('Forgot your password? keeps the address typed on /signin', () => {
  it('opens /reset with it filled in, without putting it in the address', async () => {
    const test = testSession({
      user: false,
      fetch: async (input) => {
        throw new Error(`Unexpected request to ${String(input)}`);
      },
    });
    const router = renderScreen(
      test,
      [
        { path: '/signin', Component: SignInPage },
        { path: '/reset', Component: ResetPage },
      ],
      '/signin',
    );
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText('Email'), 'mia@example.com');
    await user.click(screen.getByRole('link', { name: 'Forgot your password?' }));
    expect(await screen.findByLabelText('Email')).toHaveValue('mia@example.com');
    expect(router.state.location.pathname).toBe('/reset');
    expect(router.state.location.search).toBe('');
  });
});
