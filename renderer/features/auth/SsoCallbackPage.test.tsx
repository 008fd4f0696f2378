import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { Tokens } from '../../../bridge/types.ts';
import { ApiError } from '../../api/errors.ts';
import { prepareAccountScreen } from '../../session/testing/accountScreen.tsx';
import { SsoCallbackPage } from './SsoCallbackPage.tsx';

const TOKENS = { access_token: 'access-sso', refresh_token: 'refresh-sso' };

async function arrive(entry: string) {
  const parts = await prepareAccountScreen({ path: '/login/callback', Component: SsoCallbackPage, entry });
  const exchange = vi.spyOn(parts.identity, 'completeSsoLogin');
  return { ...parts, exchange };
}

describe('single sign-on: the login callback (SPEC §1, §7 POST /login/callback?sso=)', () => {
  it('exchanges the code once, shows the wait meanwhile, then signs in and goes to the redirect', async () => {
    const { exchange, show, tokens } = await arrive(
      '/login/callback?sso=acme.example&code=sso_1&state=st_1&redirect=%2Fsettings%2Fbilling',
    );
    let answer: (tokens: Tokens) => void = () => {};
    exchange.mockReturnValue(
      new Promise<Tokens>((resolve) => {
        answer = resolve;
      }),
    );
    show();
    expect(await screen.findByText(/Checking with your company’s sign-in/)).toBeInTheDocument();
    expect(exchange).toHaveBeenCalledExactlyOnceWith('acme.example', { code: 'sso_1', state: 'st_1' });
    answer(TOKENS);
    expect(await screen.findByRole('heading', { name: 'Landed at /settings/billing' })).toBeInTheDocument();
    expect(tokens.current).toMatchObject(TOKENS);
  });

  it('a link without its code says so, and asks nothing of the identity service', async () => {
    const { exchange, show } = await arrive('/login/callback?sso=acme.example');
    show();
    expect(await screen.findByRole('heading', { name: 'We couldn’t sign you in' })).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent(
      'This sign-in link is incomplete. Please sign in again from your company’s portal.',
    );
    expect(exchange).not.toHaveBeenCalled();
  });

  it('a refused code shows the identity service’s description (SPEC §8), with the way back to sign in', async () => {
    const { exchange, show, tokens } = await arrive('/login/callback?sso=acme.example&code=sso_forged');
    exchange.mockRejectedValue(
      new ApiError('refused', 400, {
        error: 'invalid_grant',
        error_description: 'The sign-in code has expired.',
      }),
    );
    show();
    expect(await screen.findByRole('alert')).toHaveTextContent('The sign-in code has expired.');
    expect(screen.getByRole('link', { name: 'Back to sign in' })).toHaveAttribute('href', '/signin');
    expect(tokens.current).toBeNull();
  });
});
