import { describe, expect, it, vi } from 'vitest';
import type { DesktopAppInfo, LucyBridge } from '../../bridge/api.ts';
import type { RefreshReply, SessionKeeping } from '../../bridge/types.ts';
import { ApiError } from '../api/errors.ts';
import { resolveEnvironments } from '../domain/environment/index.ts';
import { createDesktopPlatform } from './desktop.ts';

const info: DesktopAppInfo = {
  shell: 'desktop',
  version: '1.4.0',
  environmentHost: 'app.lucy-receptionist.com',
  webOrigin: 'https://app.lucy-receptionist.com',
};

function bridge(overrides: Partial<LucyBridge['tokens']> = {}, keeping: SessionKeeping = { kept: true }) {
  const calls: string[] = [];
  const fake: LucyBridge = {
    app: {
      info: async () => info,
      saving: async (saving) => void calls.push(`saving ${saving}`),
      keychainStatus: async () => keeping,
    },
    tokens: {
      get: async () => ({ access_token: 'a' }),
      set: async (tokens) => {
        calls.push(`set ${tokens.access_token}`);
      },
      clear: async () => {
        calls.push('clear');
      },
      refresh: async (stale): Promise<RefreshReply> => {
        calls.push(`refresh ${stale}`);
        return { outcome: 'renewed', access_token: 'a2' };
      },
      ...overrides,
    },
    signIn: async (entry) => {
      calls.push(`sign in ${entry}`);
      return 'signed-in';
    },
    openExternal: async (url) => {
      calls.push(`open ${url}`);
      if (url.includes('evil')) throw new Error('refused');
    },
  };
  return { fake, calls };
}

describe('the desktop platform', () => {
  it('chooses environments by the host the main process names, not the page’s', () => {
    const platform = createDesktopPlatform(bridge().fake, info);
    expect(platform.environmentHost).toBe('app.lucy-receptionist.com');
    // The base of links the app builds to itself is the web app's, never app://lucy.
    expect(platform.origin).toBe('https://app.lucy-receptionist.com');
    expect(platform.info).toEqual(info);
  });

  it('keeps tokens in the keychain through the bridge, and holds the access token only', async () => {
    const { fake, calls } = bridge();
    const platform = createDesktopPlatform(fake, info);
    expect(await platform.tokens.get()).toEqual({ access_token: 'a' });
    await platform.tokens.set({ access_token: 'a2', refresh_token: 'r2' });
    await platform.tokens.clear();
    expect(calls).toEqual(['set a2', 'clear']);
  });

  it('has the main process renew the session, and reads its answer as the http core reads a refresh', async () => {
    const { fake, calls } = bridge();
    const platform = createDesktopPlatform(fake, info);
    expect(await platform.tokens.refresh?.({ access_token: 'a' })).toEqual({ access_token: 'a2' });
    expect(calls).toEqual(['refresh a']);

    const answering = (reply: RefreshReply) =>
      createDesktopPlatform(bridge({ refresh: async () => reply }).fake, info);
    const refused = answering({ outcome: 'refused', status: 400 }).tokens.refresh?.({ access_token: 'a' });
    await expect(refused).rejects.toBeInstanceOf(ApiError);
    await expect(refused).rejects.toMatchObject({ status: 400 });
    await expect(
      answering({ outcome: 'unreachable' }).tokens.refresh?.({ access_token: 'a' }),
    ).rejects.toMatchObject({ name: 'ApiError', status: 0 });
    // The bridge itself failing is an outage too: nothing says the session was refused.
    const broken = createDesktopPlatform(
      bridge({ refresh: () => Promise.reject(new Error('gone')) }).fake,
      info,
    );
    await expect(broken.tokens.refresh?.({ access_token: 'a' })).rejects.toMatchObject({ status: 0 });
  });

  it('signs in through the system browser, and runs no product analytics', async () => {
    const { fake, calls } = bridge();
    const platform = createDesktopPlatform(fake, info);
    expect(await platform.browserSignIn?.start('signup')).toBe('signed-in');
    expect(calls).toEqual(['sign in signup']);
    expect(platform.productAnalytics).toBe(false);
  });

  it('starts signed out when the keychain cannot be read', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const { fake } = bridge({ get: () => Promise.reject(new Error('The keychain could not be read')) });
    expect(await createDesktopPlatform(fake, info).tokens.get()).toBeNull();
    expect(warn).toHaveBeenCalled();
    warn.mockRestore();
  });

  it('reports a failure to save tokens to the caller', async () => {
    const { fake } = bridge({ set: () => Promise.reject(new Error('The tokens could not be saved')) });
    await expect(
      createDesktopPlatform(fake, info).tokens.set({ access_token: 'a', refresh_token: 'r' }),
    ).rejects.toThrow('The tokens could not be saved');
  });

  it('opens links through the main process and logs a refusal instead of throwing', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const { fake, calls } = bridge();
    const platform = createDesktopPlatform(fake, info);
    platform.openExternal('https://calls.lucy-receptionist.com/');
    // Refused by the main process (the fake refuses anything "evil").
    platform.openExternal('https://evil.lucy-receptionist.com/');
    // Refused by the renderer already, by the rule the web app follows (renderer/domain/links).
    platform.openExternal('https://evil.example/');
    platform.openExternal('javascript:alert(1)');
    await expect.poll(() => warn.mock.calls.length).toBe(3);
    expect(calls).toEqual([
      'open https://calls.lucy-receptionist.com/',
      'open https://evil.lucy-receptionist.com/',
    ]);
    warn.mockRestore();
  });

  it('payments return to the web app’s hand-back page, over https', () => {
    const platform = createDesktopPlatform(bridge().fake, info);
    const environments = resolveEnvironments(platform.environmentHost, { origin: platform.origin });
    expect(platform.paymentReturnAddress(environments, '/setup/loading')).toBe(
      'https://app.lucy-receptionist.com/desktop/return?to=%2Fsetup%2Floading',
    );
    expect(platform.paymentReturnAddress(environments, '/settings/billing')).toBe(
      'https://app.lucy-receptionist.com/desktop/return?to=%2Fsettings%2Fbilling',
    );
    expect(() => platform.paymentReturnAddress(environments, '//evil.example')).toThrow();
  });

  it('in local development, to the local web app, not the app:// origin', () => {
    const local = { ...info, environmentHost: 'localhost', webOrigin: 'http://localhost:5173' };
    const platform = createDesktopPlatform(bridge().fake, local);
    const environments = resolveEnvironments(platform.environmentHost, { origin: platform.origin });
    expect(platform.paymentReturnAddress(environments, '/setup/loading')).toBe(
      'http://localhost:5173/desktop/return?to=%2Fsetup%2Floading',
    );
  });

  it('opens the payment page in the system browser and stays', async () => {
    const { fake, calls } = bridge();
    const platform = createDesktopPlatform(fake, info);
    expect(await platform.openPaymentPage('https://checkout.stripe.com/c/pay/cs_1')).toBe('opened-outside');
    expect(calls).toEqual(['open https://checkout.stripe.com/c/pay/cs_1']);
  });

  it('a payment page the main process refuses is an error for the caller to show', async () => {
    const { fake } = bridge();
    await expect(createDesktopPlatform(fake, info).openPaymentPage('https://evil.example/')).rejects.toThrow(
      'refused',
    );
  });

  it('tells whether the keychain keeps the session, as the main process says', async () => {
    const keeping: SessionKeeping = {
      kept: false,
      problem: 'Your keyring is locked.',
      advice: 'Unlock it.',
      detail: 'unlock prompt was dismissed',
    };
    expect(await createDesktopPlatform(bridge({}, keeping).fake, info).sessionKeeping()).toEqual(keeping);
    expect(await createDesktopPlatform(bridge().fake, info).sessionKeeping()).toEqual({ kept: true });
  });
});
