import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderScreen, testSession } from '../../session/testing/screen.tsx';
import { AuthFrame } from './AuthFrame.tsx';

function show(productAnalytics: boolean) {
  const test = testSession({
    user: false,
    productAnalytics,
    fetch: async (input) => {
      throw new Error(`Unexpected request to ${String(input)}`);
    },
  });
  renderScreen(
    test,
    [{ Component: AuthFrame, children: [{ path: '/signin', element: <h1>Welcome back</h1> }] }],
    '/signin',
  );
}

describe('the auth frame’s privacy choices follow the shell', () => {
  it('are offered where analytics runs (the web)', async () => {
    show(true);
    expect(await screen.findByRole('heading', { name: 'Welcome back' })).toBeInTheDocument();
    expect(screen.getByText('Privacy choices')).toBeInTheDocument();
  });

  it('are not offered where nothing is collected (the desktop app)', async () => {
    show(false);
    expect(await screen.findByRole('heading', { name: 'Welcome back' })).toBeInTheDocument();
    expect(screen.queryByText('Privacy choices')).not.toBeInTheDocument();
  });
});
