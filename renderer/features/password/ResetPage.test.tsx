import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../api/errors.ts';
import { SIGNED_OUT_SESSION } from '../../domain/access/accessState.ts';
import { installHumanCheck, prepareAccountScreen } from '../../session/testing/accountScreen.tsx';
import { ResetPage } from './ResetPage.tsx';

let humanCheck: ReturnType<typeof installHumanCheck>;
beforeEach(() => {
  humanCheck = installHumanCheck();
});
afterEach(() => humanCheck.uninstall());

async function open(entry = '/reset') {
  const parts = await prepareAccountScreen({ path: '/reset', Component: ResetPage, entry });
  const requestPasswordReset = vi.spyOn(parts.identity, 'requestPasswordReset').mockResolvedValue();
  return { ...parts, requestPasswordReset };
}

async function requestLink(email: string) {
  const user = userEvent.setup();
  const input = screen.getByLabelText('Email');
  await user.clear(input);
  if (email) await user.type(input, email);
  await user.click(screen.getByRole('button', { name: 'Send reset link' }));
  return input;
}

describe('SPEC §2 /reset: the forgot-password form', () => {
  it('SPEC §5: checks the email before asking for a link, and focuses it', async () => {
    const { show, requestPasswordReset } = await open();
    show();
    const input = await requestLink('');
    expect(input).toHaveAccessibleDescription('Email cannot be blank');
    expect(input).toHaveFocus();
    await requestLink('owner@cafe');
    expect(input).toHaveAccessibleDescription('Not a valid email address');
    expect(requestPasswordReset).not.toHaveBeenCalled();
  });

  it('SPEC §5: sends the address with the human-check response, then says where the link went', async () => {
    const { show, requestPasswordReset } = await open();
    show();
    await requestLink(' owner@cafe.com.au ');
    expect(await screen.findByRole('heading', { name: 'Check your email' })).toHaveFocus();
    expect(requestPasswordReset).toHaveBeenCalledWith({
      email: 'owner@cafe.com.au',
      turnstileResponse: 'human-1',
    });
    // SPEC §5: the widget that answered carries the site key of this host's environment (localhost: local).
    expect(new Set(humanCheck.record.siteKeys)).toEqual(new Set(['local-dev-site-key']));
    expect(screen.getByText('owner@cafe.com.au')).toBeInTheDocument();
    expect(screen.getByText('owner@cafe.com.au').closest('p')).toHaveTextContent(
      'If owner@cafe.com.au belongs to a Lucy account, we’ve sent it a link to choose a new password. The link expires in 5 minutes.',
    );
    await userEvent.setup().click(screen.getByRole('button', { name: 'Send another link' }));
    expect(screen.getByLabelText('Email')).toHaveValue('owner@cafe.com.au');
  });

  it('SPEC §8: a failed request shows the toast, resets the widget and keeps the address', async () => {
    const { show, requestPasswordReset } = await open();
    requestPasswordReset.mockRejectedValueOnce(new ApiError('Could not reach the service', 0));
    show();
    const input = await requestLink('owner@cafe.com.au');
    expect(await screen.findByText('Something went wrong, please try again later.')).toBeInTheDocument();
    expect(humanCheck.record.resets).toBe(1);
    expect(input).toHaveValue('owner@cafe.com.au');
    await userEvent.setup().click(screen.getByRole('button', { name: 'Send reset link' }));
    await screen.findByRole('heading', { name: 'Check your email' });
    expect(requestPasswordReset).toHaveBeenLastCalledWith({
      email: 'owner@cafe.com.au',
      turnstileResponse: 'human-2',
    });
  });

  it('SPEC §8: several matching accounts name whom to contact', async () => {
    const { show, requestPasswordReset } = await open();
    requestPasswordReset.mockRejectedValueOnce(
      new ApiError('409', 409, { error: 'multiple-user-match', email: 'boss@cafe.com.au' }),
    );
    show();
    await requestLink('owner@cafe.com.au');
    expect(
      await screen.findByText('Please contact boss@cafe.com.au to gain access to this account.', {
        selector: '.Toastify *',
      }),
    ).toBeInTheDocument();
    // The toast goes in 5 seconds; whom to contact stays on the field.
    expect(screen.getByLabelText('Email')).toHaveAccessibleDescription(
      'Please contact boss@cafe.com.au to gain access to this account.',
    );
  });
});

describe('SPEC §2 /reset?verificationToken=: choose a new password', () => {
  const TOKEN = 'dnRfcmVzZXQ=';
  const tokens = { access_token: 'access', refresh_token: 'refresh' };

  it('looks the link up, sets the password, signs in and goes to /setup/device (SPEC §4)', async () => {
    const { show, identity, session } = await open(`/reset?verificationToken=${TOKEN}`);
    const lookUp = vi
      .spyOn(identity, 'lookUpVerificationLink')
      .mockResolvedValue({ email: 'owner@cafe.com.au', firstName: 'Sam' });
    const setPassword = vi.spyOn(identity, 'setPassword').mockResolvedValue(tokens);
    const signIn = vi.spyOn(session, 'signIn').mockResolvedValue({ ...SIGNED_OUT_SESSION, isLoggedIn: true });
    show();
    expect(await screen.findByRole('heading', { name: 'Choose a new password' })).toBeInTheDocument();
    expect(lookUp).toHaveBeenCalledWith(TOKEN);
    expect(screen.queryByLabelText('Email')).toBeNull();
    const user = userEvent.setup();
    await user.type(screen.getByLabelText('New password'), 'Zz9-Zz9-Zz');
    await user.click(screen.getByRole('button', { name: 'Save password and sign in' }));
    expect(await screen.findByRole('heading', { name: 'Landed at /setup/device' })).toBeInTheDocument();
    expect(setPassword).toHaveBeenCalledWith(TOKEN, 'Zz9-Zz9-Zz');
    expect(signIn).toHaveBeenCalledWith(tokens);
  });

  it('SPEC §8: a lookup refused everywhere goes to /reset/invalid with the first inner error', async () => {
    const { show, identity } = await open(`/reset?verificationToken=${TOKEN}`);
    // The api unwraps the aggregate of every identity address's refusal into the first one.
    vi.spyOn(identity, 'lookUpVerificationLink').mockRejectedValue(
      new ApiError('400', 400, { error: 'expired-link', error_description: 'Sorry the link has expired.' }),
    );
    show();
    expect(await screen.findByRole('heading', { name: 'Landed at /reset/invalid' })).toBeInTheDocument();
    expect(screen.getByRole('status', { name: 'navigation state' })).toHaveTextContent(
      '{"reason":"Sorry the link has expired.","purpose":"reset"}',
    );
  });
});
