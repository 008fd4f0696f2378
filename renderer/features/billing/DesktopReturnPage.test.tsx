import { screen } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { launchDesktopApp } from '../../platform/launchDesktopApp.ts';
import { Landed, renderScreen, testSession } from '../../session/testing/screen.tsx';
import { DesktopReturnPage } from './DesktopReturnPage.tsx';

vi.mock('../../platform/launchDesktopApp.ts', () => ({ launchDesktopApp: vi.fn() }));
beforeEach(() => vi.mocked(launchDesktopApp).mockClear());

function show(entry: string) {
  const test = testSession({ fetch: () => Promise.reject(new Error('the page calls nothing')), user: false });
  return renderScreen(
    test,
    [
      { path: '/desktop/return', Component: DesktopReturnPage },
      { path: '*', Component: Landed },
    ],
    entry,
  );
}

describe('/desktop/return: the payment pages hand the owner back to the desktop app', () => {
  it('opens the app at the path through lucy://, once, and offers the link again', async () => {
    show('/desktop/return?to=%2Fsetup%2Floading');
    expect(await screen.findByRole('heading', { name: 'Back to the Lucy app' })).toBeInTheDocument();
    expect(launchDesktopApp).toHaveBeenCalledExactlyOnceWith('lucy://return?to=%2Fsetup%2Floading');
    expect(screen.getByRole('link', { name: 'Open the Lucy app' })).toHaveAttribute(
      'href',
      'lucy://return?to=%2Fsetup%2Floading',
    );
  });

  it('says what to do when the app is not installed: carry on in this browser, at the same place', async () => {
    show('/desktop/return?to=%2Fsettings%2Fbilling');
    expect(await screen.findByText(/the Lucy app may not be installed on this computer/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Continue in this browser' })).toHaveAttribute(
      'href',
      '/settings/billing',
    );
  });

  it.each([
    ['another host', '/desktop/return?to=%2F%2Fevil.example'],
    ['an address', '/desktop/return?to=https%3A%2F%2Fevil.example'],
    ['a script', '/desktop/return?to=javascript%3Aalert(1)'],
    ['no path', '/desktop/return'],
  ])('SPEC §2 return-path rule: opens nothing for %s', async (_case, entry) => {
    show(entry);
    expect(
      await screen.findByRole('heading', { name: 'This link can’t open the Lucy app' }),
    ).toBeInTheDocument();
    expect(launchDesktopApp).not.toHaveBeenCalled();
    expect(screen.queryByRole('link', { name: 'Open the Lucy app' })).toBeNull();
    expect(screen.getByRole('link', { name: 'Go to Lucy' })).toHaveAttribute('href', '/');
  });
});
