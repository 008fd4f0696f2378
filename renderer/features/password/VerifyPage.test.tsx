import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../api/errors.ts';
import { SIGNED_OUT_SESSION } from '../../domain/access/accessState.ts';
import { prepareAccountScreen } from '../../session/testing/accountScreen.tsx';
import { VerifyPage } from './VerifyPage.tsx';

const TOKEN = 'dnRfYWN0aXZhdGU=';
const tokens = { access_token: 'access', refresh_token: 'refresh' };
const signedIn = { ...SIGNED_OUT_SESSION, isLoggedIn: true, hasOrganisation: true };

const ada = { email: 'ada@cafe.com.au', firstName: 'Ada', baseUrl: 'http://backend.test/identity' };

/** Opens /verify with the activation answered by `activation` (Ada's link unless told otherwise). */
async function open(
  activation: () => Promise<typeof ada> = async () => ada,
  entry = `/verify?verificationToken=${TOKEN}`,
) {
  const parts = await prepareAccountScreen({ path: '/verify', Component: VerifyPage, entry });
  const activateAccount = vi.spyOn(parts.identity, 'activateAccount').mockImplementation(activation);
  const setPassword = vi.spyOn(parts.identity, 'setPassword').mockResolvedValue(tokens);
  const signIn = vi.spyOn(parts.session, 'signIn').mockResolvedValue(signedIn);
  parts.show();
  return { ...parts, activateAccount, setPassword, signIn };
}

async function choosePassword(password: string) {
  const user = userEvent.setup();
  await user.type(await screen.findByLabelText('New password'), password);
  await user.click(screen.getByRole('button', { name: 'Set password and continue' }));
}

describe('SPEC §2 /verify: account activation', () => {
  it('activates the link and welcomes the new owner by first name, not back: it is their first visit', async () => {
    const { activateAccount } = await open();
    expect(await screen.findByRole('heading', { name: 'Welcome Ada!' })).toBeInTheDocument();
    expect(activateAccount).toHaveBeenCalledWith(TOKEN);
    expect(screen.getByRole('button', { name: 'Set password and continue' })).toBeDisabled();
  });

  it('SPEC §4: sets the password with the link, signs in and goes to /setup/device', async () => {
    const { setPassword, signIn, router } = await open();
    await choosePassword('Abcdefgh1!');
    expect(await screen.findByRole('heading', { name: 'Landed at /setup/device' })).toBeInTheDocument();
    expect(setPassword).toHaveBeenCalledWith(TOKEN, 'Abcdefgh1!');
    expect(signIn).toHaveBeenCalledWith(tokens);
    expect(router.state.historyAction).toBe('REPLACE');
  });

  it('SPEC §4: an invalid link goes to /reset/invalid with the service’s reason', async () => {
    await open(async () => {
      throw new ApiError('400', 400, {
        error: 'invalid-link',
        error_description: 'This link is not valid or has already been used.',
      });
    });
    expect(await screen.findByRole('heading', { name: 'Landed at /reset/invalid' })).toBeInTheDocument();
    expect(screen.getByRole('status', { name: 'navigation state' })).toHaveTextContent(
      '{"reason":"This link is not valid or has already been used.","purpose":"activation"}',
    );
  });

  it('SPEC §4: a failed submission goes to /reset/invalid and does not sign in', async () => {
    const { setPassword, signIn } = await open();
    setPassword.mockRejectedValue(new ApiError('Could not reach the service', 0));
    await choosePassword('Abcdefgh1!');
    expect(await screen.findByRole('heading', { name: 'Landed at /reset/invalid' })).toBeInTheDocument();
    expect(signIn).not.toHaveBeenCalled();
  });

  it('a link without a token goes to /reset/invalid', async () => {
    const { activateAccount } = await open(undefined, '/verify');
    expect(await screen.findByRole('heading', { name: 'Landed at /reset/invalid' })).toBeInTheDocument();
    expect(activateAccount).not.toHaveBeenCalled();
  });
});
