import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { BrowserSignInOutcome } from '../domain/links/desktopSignIn.ts';
import { SignInPage } from '../features/auth/SignInPage.tsx';
import { ResetPage } from '../features/password/ResetPage.tsx';
import { SignupPage } from '../features/signup/SignupPage.tsx';
import { renderScreen, testSession } from '../session/testing/screen.tsx';

/**
 * The desktop app's /signin, /signup and /reset: the app signs in, signs up and resets passwords through the
 * system browser (the human check and Google's sign-in work on https pages only), so these screens send the
 * person there instead of showing forms and widgets that cannot work in the app.
 */
function desktop(outcomes: BrowserSignInOutcome[], { desktopSignIn = true } = {}) {
  const started: string[] = [];
  const pending: ((outcome: BrowserSignInOutcome) => void)[] = [];
  const openExternal = vi.fn();
  const test = testSession({
    user: false,
    flags: { desktopSignIn },
    openExternal,
    fetch: async (input) => {
      throw new Error(`Unexpected request to ${String(input)}`);
    },
    browserSignIn: {
      start: (entry) => {
        started.push(entry);
        const next = outcomes.shift();
        return next ? Promise.resolve(next) : new Promise((resolve) => pending.push(resolve));
      },
    },
  });
  return { test, started, pending, openExternal };
}

const show = (test: ReturnType<typeof desktop>['test'], entry: string) =>
  renderScreen(
    test,
    [
      { path: '/signin', Component: SignInPage },
      { path: '/signup', Component: SignupPage },
      { path: '/reset', Component: ResetPage },
    ],
    entry,
  );

describe('the desktop app signs in through the system browser', () => {
  it('/signin sends the person to the browser and says to carry on there; no form, no widget', async () => {
    const app = desktop([]);
    show(app.test, '/signin');
    expect(await screen.findByRole('heading', { level: 1, name: 'Welcome back' })).toBeInTheDocument();
    expect(screen.queryByRole('form', { name: 'Sign in' })).not.toBeInTheDocument();
    expect(screen.queryByLabelText('Password')).not.toBeInTheDocument();
    expect(document.querySelector('script')).toBeNull();

    await userEvent.click(screen.getByRole('button', { name: 'Sign in with your browser' }));
    expect(app.started).toEqual(['signin']);
    expect(await screen.findByText('Continue in your browser')).toBeInTheDocument();
    // The browser may have been closed: the same button opens it again.
    await userEvent.click(screen.getByRole('button', { name: 'Open your browser again' }));
    expect(app.started).toEqual(['signin', 'signin']);
  });

  it.each([
    ['/signup', 'Create your account', 'Create your account in your browser', 'signup'],
    ['/reset', 'Forgot your password?', 'Reset your password in your browser', 'reset'],
  ])('%s goes the same way, to start there', async (path, heading, action, entry) => {
    const app = desktop([]);
    show(app.test, path);
    expect(await screen.findByRole('heading', { level: 1, name: heading })).toBeInTheDocument();
    expect(screen.queryByRole('textbox')).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: action }));
    expect(app.started).toEqual([entry]);
  });

  it('offers sign-up and the password reset from /signin, each in the browser', async () => {
    const app = desktop([]);
    show(app.test, '/signin');
    await userEvent.click(await screen.findByRole('button', { name: 'New to Lucy? Create an account' }));
    await userEvent.click(screen.getByRole('button', { name: 'Forgot your password?' }));
    expect(app.started).toEqual(['signup', 'reset']);
  });

  it.each([
    ['expired', 'The sign-in in your browser took too long.'],
    ['mismatch', 'Lucy couldn’t confirm that sign-in came from this app'],
    ['refused', 'That sign-in had expired or was already used.'],
    ['unreachable', 'Lucy couldn’t finish signing you in'],
  ] as [BrowserSignInOutcome, string][])('says what went wrong when it ended %s', async (outcome, words) => {
    const app = desktop([outcome]);
    show(app.test, '/signin');
    await userEvent.click(await screen.findByRole('button', { name: 'Sign in with your browser' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(words);
    expect(screen.getByRole('button', { name: 'Sign in with your browser' })).toBeEnabled();
  });

  it('with the flag off, says signing in to the app is not available yet and opens the web app instead', async () => {
    const app = desktop([], { desktopSignIn: false });
    show(app.test, '/signin');
    expect(await screen.findByText('Signing in to the Lucy app isn’t available yet')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Sign in with your browser' })).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Open Lucy in your browser' }));
    expect(app.openExternal).toHaveBeenCalledWith('http://localhost:5173/');
    expect(app.started).toEqual([]);
  });
});
