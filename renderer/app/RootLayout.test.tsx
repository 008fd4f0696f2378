import { act, screen } from '@testing-library/react';
import { createMemoryRouter, Link } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { renderWithSession, testSession } from '../session/testing/screen.tsx';
import { RootLayout } from './RootLayout.tsx';

const session = () =>
  testSession({
    fetch: async (input) => {
      throw new Error(`Unexpected request to ${String(input)}`);
    },
  });

describe('root layout', () => {
  it('SPEC §2: resets the scroll to the top on every path change, not on a query change nor when the app starts', async () => {
    const scrollTo = vi.spyOn(window, 'scrollTo').mockImplementation(() => {});
    const router = createMemoryRouter([
      {
        element: <RootLayout />,
        children: [
          { path: '/', element: <Link to="/next">next</Link> },
          { path: '/next', element: <Link to="/next?tab=2">same path</Link> },
        ],
      },
    ]);
    renderWithSession(session(), router);
    // The visitor may have scrolled the pre-rendered page before the app started: it stays where they put it.
    expect(await screen.findByText('next')).toBeInTheDocument();
    expect(scrollTo).not.toHaveBeenCalled();
    await act(() => screen.getByText('next').click());
    expect(scrollTo).toHaveBeenCalledTimes(1);
    expect(scrollTo).toHaveBeenLastCalledWith(0, 0);
    await act(() => screen.getByText('same path').click());
    expect(router.state.location.search).toBe('?tab=2');
    expect(scrollTo).toHaveBeenCalledTimes(1);
  });

  it('shows the loading bar while a lazy route loads', async () => {
    let finish: (value: { Component: () => null }) => void = () => {};
    const router = createMemoryRouter([
      {
        element: <RootLayout />,
        children: [
          { path: '/', element: <Link to="/slow">slow</Link> },
          { path: '/slow', lazy: () => new Promise((resolve) => (finish = resolve)) },
        ],
      },
    ]);
    renderWithSession(session(), router);
    expect(screen.queryByRole('progressbar')).toBeNull();
    await act(() => screen.getByText('slow').click());
    expect(screen.getByRole('progressbar', { name: 'Loading' })).toBeInTheDocument();
    await act(async () => finish({ Component: () => null }));
    expect(screen.queryByRole('progressbar')).toBeNull();
  });
});
