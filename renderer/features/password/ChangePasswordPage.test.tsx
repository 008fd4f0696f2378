import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../api/errors.ts';
import { installHumanCheck } from '../../session/testing/accountScreen.tsx';
import { renderScreen, TEST_APP_ORIGIN, testSession } from '../../session/testing/screen.tsx';
import { ChangePasswordPage } from './ChangePasswordPage.tsx';

const EMAIL = 'owner@harbourplumbing.com.au';
const userInfo = { phoneNumber: '+61412345678', clientInfo: { id: 'user-1', email: EMAIL } };

let humanCheck: ReturnType<typeof installHumanCheck>;
beforeEach(() => {
  humanCheck = installHumanCheck();
});
afterEach(() => humanCheck.uninstall());

async function open(options: { browserSignIn?: boolean } = {}) {
  const openExternal = vi.fn();
  const test = testSession({
    openExternal,
    fetch: async (input) => {
      throw new Error(`Unexpected request to ${String(input)}`);
    },
    ...(options.browserSignIn ? { browserSignIn: { start: vi.fn() } } : {}),
  });
  const { identity } = await test.session.api();
  const getUserInfo = vi.spyOn(identity, 'getUserInfo').mockResolvedValue(userInfo);
  const requestPasswordReset = vi.spyOn(identity, 'requestPasswordReset').mockResolvedValue();
  const show = () =>
    renderScreen(
      test,
      [{ path: '/settings/password', Component: ChangePasswordPage }],
      '/settings/password',
      {
        toasts: true,
      },
    );
  return { getUserInfo, requestPasswordReset, openExternal, show };
}

const sendButton = () => screen.findByRole('button', { name: 'Email me the link' });

/** Asks for the link, which the identity service refuses with `error`: the toast shows, and a note beside the button. */
async function sendRefused(error: ApiError) {
  const { show, requestPasswordReset } = await open();
  requestPasswordReset.mockRejectedValueOnce(error);
  show();
  await userEvent.setup().click(await sendButton());
  expect(
    await screen.findByText('Something went wrong, please try again later.', { selector: '.Toastify *' }),
  ).toBeInTheDocument();
  return {
    requestPasswordReset,
    note: screen.getByText('We couldn’t send the link').closest('[role="alert"]'),
  };
}

describe('Change password: the reset link of SPEC §7, sent to the signed-in owner', () => {
  it('says where the link goes, waits while it is sent, then says it is on its way', async () => {
    const { show, requestPasswordReset } = await open();
    let answer: () => void = () => {};
    requestPasswordReset.mockReturnValueOnce(
      new Promise((resolve) => {
        answer = () => resolve();
      }),
    );
    show();
    expect(screen.getByRole('heading', { name: 'Change password' })).toBeInTheDocument();
    expect((await screen.findByText(EMAIL)).closest('p')).toHaveTextContent(
      `We’ll email you a link to choose a new password. It goes to ${EMAIL}, the address you sign in with`,
    );
    await userEvent.setup().click(await sendButton());

    // Sending: the button waits, and nothing says the link has gone yet.
    expect(await sendButton()).toHaveAttribute('aria-busy', 'true');
    expect(screen.queryByRole('heading', { name: 'Check your email' })).toBeNull();
    expect(requestPasswordReset).toHaveBeenCalledWith({ email: EMAIL, turnstileResponse: 'human-1' });

    answer();
    expect(await screen.findByRole('heading', { name: 'Check your email' })).toHaveFocus();
    expect(screen.getByText(EMAIL).closest('p')).toHaveTextContent(
      `We’ve sent a link to choose a new password to ${EMAIL}. It expires in 5 minutes.`,
    );
    expect(screen.getByRole('link', { name: 'Back to Help' })).toHaveAttribute('href', '/settings/help');

    await userEvent.setup().click(screen.getByRole('button', { name: 'Send another link' }));
    await userEvent.setup().click(await sendButton());
    await screen.findByRole('heading', { name: 'Check your email' });
    expect(requestPasswordReset).toHaveBeenLastCalledWith({ email: EMAIL, turnstileResponse: 'human-2' });
  });

  it('SPEC §8: a refused request shows the toast, says so beside the button and can be tried again', async () => {
    const { requestPasswordReset, note } = await sendRefused(
      new ApiError('500', 500, { error: 'server_error' }),
    );
    expect(note).toHaveTextContent('Something went wrong, please try again later.');
    expect(humanCheck.record.resets).toBe(1);

    await userEvent.setup().click(await sendButton());
    expect(await screen.findByRole('heading', { name: 'Check your email' })).toBeInTheDocument();
    expect(requestPasswordReset).toHaveBeenLastCalledWith({ email: EMAIL, turnstileResponse: 'human-2' });
  });

  it('an identity service out of reach: the toast, and to check the connection beside the button', async () => {
    const { note } = await sendRefused(new ApiError('Could not reach the service', 0));
    expect(note).toHaveTextContent('We couldn’t reach Lucy. Check your internet connection, then try again.');
    expect(screen.queryByRole('heading', { name: 'Check your email' })).toBeNull();
  });

  it('an account that could not be loaded is said, with a way to try again', async () => {
    const { show, getUserInfo } = await open();
    getUserInfo.mockRejectedValueOnce(new ApiError('Could not reach the service', 0));
    show();
    expect(await screen.findByText('We couldn’t load your account')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Email me the link' })).toBeNull();
    await userEvent.setup().click(screen.getByRole('button', { name: 'Try again' }));
    expect(await sendButton()).toBeEnabled();
  });

  it('on the desktop app, opens the same page of the web app in the browser', async () => {
    const { show, openExternal, requestPasswordReset } = await open({ browserSignIn: true });
    show();
    await userEvent
      .setup()
      .click(await screen.findByRole('button', { name: 'Change password in your browser' }));
    expect(openExternal).toHaveBeenCalledWith(`${TEST_APP_ORIGIN}/settings/password`);
    expect(requestPasswordReset).not.toHaveBeenCalled();
  });
});
