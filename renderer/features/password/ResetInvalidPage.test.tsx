import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { installHumanCheck, prepareAccountScreen } from '../../session/testing/accountScreen.tsx';
import { ResetInvalidPage } from './ResetInvalidPage.tsx';

let humanCheck: ReturnType<typeof installHumanCheck>;
beforeEach(() => {
  humanCheck = installHumanCheck();
});
afterEach(() => humanCheck.uninstall());

async function open(state?: unknown) {
  const parts = await prepareAccountScreen({
    path: '/reset/invalid',
    Component: ResetInvalidPage,
    entry: { pathname: '/reset/invalid', state },
  });
  vi.spyOn(parts.identity, 'requestPasswordReset').mockResolvedValue();
  parts.show();
}

describe('SPEC §2 /reset/invalid', () => {
  it("shows 'Sorry the link has expired' and the same email form", async () => {
    await open();
    expect(screen.getByRole('heading', { name: 'Sorry the link has expired' })).toBeInTheDocument();
    expect(screen.getByLabelText('Email')).toBeInTheDocument();
    // Opened without knowing which link expired, the button fits both kinds.
    expect(screen.getByRole('button', { name: 'Send a new link' })).toBeInTheDocument();
    expect(screen.getByText(/Each link works once, for 5 minutes/)).toBeInTheDocument();
  });

  it('an expired activation link offers a new activation link, in a new user’s words', async () => {
    await open({ purpose: 'activation' });
    expect(screen.getByRole('heading', { name: 'Sorry the link has expired' })).toBeInTheDocument();
    expect(screen.getByText(/Enter the email you signed up with/)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Send a new activation link' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /reset/i })).toBeNull();
  });

  it('says what the identity service said about the link', async () => {
    await open({ reason: 'This link is not valid or has already been used.' });
    expect(screen.getByText('This link is not valid or has already been used.')).toBeInTheDocument();
  });

  it('does not repeat a reason that only restates the heading', async () => {
    await open({ reason: 'Sorry the link has expired.' });
    expect(screen.queryByText('Sorry the link has expired.')).toBeNull();
  });

  it.each([
    [
      { purpose: 'activation' },
      'Send a new activation link',
      'If new@cafe.com.au belongs to a Lucy account, we’ve sent it a new activation link, to choose your password and finish setting up your account. The link expires in 5 minutes.',
    ],
    [
      undefined,
      'Send a new link',
      'If new@cafe.com.au belongs to a Lucy account, we’ve sent it a new link to choose your password (it also activates a new account). The link expires in 5 minutes.',
    ],
  ])('says in one sentence which link went where (%o)', async (state, button, sentence) => {
    const user = userEvent.setup();
    await open(state);
    await user.type(screen.getByLabelText('Email'), 'new@cafe.com.au');
    await user.click(screen.getByRole('button', { name: button }));
    await screen.findByRole('heading', { name: 'Check your email' });
    expect(screen.getByText('new@cafe.com.au').closest('p')).toHaveTextContent(sentence);
  });
});
