import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { launchDesktopApp } from '../../platform/launchDesktopApp.ts';
import { json, Landed, renderScreen, testSession } from '../../session/testing/screen.tsx';
import { DesktopSignInHandoffPage } from './DesktopSignInHandoffPage.tsx';

vi.mock('../../platform/launchDesktopApp.ts', () => ({ launchDesktopApp: vi.fn() }));
beforeEach(() => vi.mocked(launchDesktopApp).mockClear());

const challenge = 'E9Melhoa2OwvFrEMTJguCHaoeK1t8URWbuGJSstw-cM';
const state = 'af0ifjsldkj_-Z09afz3aQ';

function show(entry: string, answer: () => Response, desktopSignIn = true) {
  const sent: unknown[] = [];
  const test = testSession({
    flags: { desktopSignIn },
    fetch: async (input, init) => {
      const request = new Request(input, init);
      if (request.method !== 'POST' || !request.url.endsWith('/identity/authorization-code'))
        throw new Error(`Unexpected request to ${request.url}`);
      sent.push(await request.json());
      return answer();
    },
  });
  renderScreen(
    test,
    [
      { path: '/desktop/signin', Component: DesktopSignInHandoffPage },
      { path: '*', Component: Landed },
    ],
    entry,
  );
  return { sent };
}

describe('/desktop/signin hands a single-use code to the desktop app', () => {
  it('asks for a code bound to the app’s challenge and redirect, and opens the app with it and the state', async () => {
    const { sent } = show(`/desktop/signin?challenge=${challenge}&state=${state}`, () =>
      json({ code: 'ac_1', expires_in: 60 }),
    );
    expect(
      await screen.findByRole('heading', { name: 'You’re signed in to the Lucy app' }),
    ).toBeInTheDocument();
    expect(sent).toEqual([
      { code_challenge: challenge, code_challenge_method: 'S256', redirect_uri: 'lucy://auth' },
    ]);
    const handBack = `lucy://auth?code=ac_1&state=${state}`;
    expect(launchDesktopApp).toHaveBeenCalledExactlyOnceWith(handBack);
    expect(screen.getByRole('link', { name: 'Open the Lucy app' })).toHaveAttribute('href', handBack);
  });

  it('hands it to the app’s loopback listener when the app asked for that', async () => {
    show(`/desktop/signin?challenge=${challenge}&state=${state}&port=53123`, () =>
      json({ code: 'ac_2', expires_in: 60 }),
    );
    await screen.findByRole('heading', { name: 'You’re signed in to the Lucy app' });
    expect(launchDesktopApp).toHaveBeenCalledExactlyOnceWith(
      `http://127.0.0.1:53123/callback?code=ac_2&state=${state}`,
    );
  });

  it('asks nothing for a link that was cut or changed', async () => {
    const { sent } = show(`/desktop/signin?challenge=short&state=${state}`, () => json({}));
    expect(
      await screen.findByRole('heading', { name: 'This link can’t sign you in to the Lucy app' }),
    ).toBeInTheDocument();
    expect(sent).toEqual([]);
    expect(launchDesktopApp).not.toHaveBeenCalled();
  });

  it('says so, and offers the browser, where the identity service does not serve it yet (flag off)', async () => {
    const { sent } = show(`/desktop/signin?challenge=${challenge}&state=${state}`, () => json({}), false);
    expect(
      await screen.findByRole('heading', { name: 'The Lucy app can’t sign in here yet' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Use Lucy in this browser' })).toBeInTheDocument();
    expect(sent).toEqual([]);
  });

  it('a failure can be tried again', async () => {
    let calls = 0;
    show(`/desktop/signin?challenge=${challenge}&state=${state}`, () => {
      calls += 1;
      return calls === 1 ? json({ error: 'server_error' }, 503) : json({ code: 'ac_3', expires_in: 60 });
    });
    await userEvent.click(await screen.findByRole('button', { name: 'Try again' }));
    await screen.findByRole('heading', { name: 'You’re signed in to the Lucy app' });
    expect(launchDesktopApp).toHaveBeenCalledExactlyOnceWith(`lucy://auth?code=ac_3&state=${state}`);
  });
});
