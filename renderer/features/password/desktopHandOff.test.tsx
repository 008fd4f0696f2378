import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { SIGNED_OUT_SESSION } from '../../domain/access/accessState.ts';
import { desktopSignInRoute } from '../../domain/links/desktopSignIn.ts';
import { keepPendingDesktopSignIn } from '../../session/pendingDesktopSignIn.ts';
import { prepareAccountScreen } from '../../session/testing/accountScreen.tsx';
import { ResetPage } from './ResetPage.tsx';
import { VerifyPage } from './VerifyPage.tsx';

/**
 * Sent from the desktop app to the web app's sign-up or password reset, the person comes back from the e-mailed
 * link in a tab of its own: once the password is set there, the web app goes on to the app's hand-off page, which
 * signs the app in too, instead of the web's own next step.
 */
const TOKEN = 'dnRfYWN0aXZhdGU=';
const handOff = desktopSignInRoute({
  challenge: 'E9Melhoa2OwvFrEMTJguCHaoeK1t8URWbuGJSstw-cM',
  state: 'af0ifjsldkj_-Z09afz3aQ',
  entry: 'reset',
});
const signedIn = { ...SIGNED_OUT_SESSION, isLoggedIn: true, hasOrganisation: true };

async function setPasswordOn(path: '/verify' | '/reset', Component: typeof VerifyPage, pending: boolean) {
  const parts = await prepareAccountScreen({ path, Component, entry: `${path}?verificationToken=${TOKEN}` });
  if (pending) keepPendingDesktopSignIn(parts.session.storage, new URLSearchParams({ redirect: handOff }));
  vi.spyOn(parts.identity, 'activateAccount').mockResolvedValue({
    email: 'ada@cafe.com.au',
    firstName: 'Ada',
    baseUrl: 'http://backend.test/identity',
  });
  vi.spyOn(parts.identity, 'lookUpVerificationLink').mockResolvedValue({
    email: 'ada@cafe.com.au',
    firstName: 'Ada',
  });
  vi.spyOn(parts.identity, 'setPassword').mockResolvedValue({ access_token: 'a', refresh_token: 'r' });
  vi.spyOn(parts.session, 'signIn').mockResolvedValue(signedIn);
  parts.show();
  const user = userEvent.setup();
  await user.type(await screen.findByLabelText('New password'), 'Abcdefgh1!');
  await user.click(screen.getByRole('button', { name: /^(Set|Save) password/ }));
  return parts;
}

describe('the desktop app’s hand-off, after the e-mailed link', () => {
  it.each([
    ['/verify', VerifyPage],
    ['/reset', ResetPage],
  ] as const)('%s goes on to the app’s hand-off once the password is set', async (path, Component) => {
    const { router } = await setPasswordOn(path, Component, true);
    expect(await screen.findByRole('heading', { name: `Landed at ${handOff}` })).toBeInTheDocument();
    expect(router.state.historyAction).toBe('REPLACE');
  });

  it('without one, goes where the web goes (SPEC §4)', async () => {
    await setPasswordOn('/verify', VerifyPage, false);
    expect(await screen.findByRole('heading', { name: 'Landed at /setup/device' })).toBeInTheDocument();
  });
});
