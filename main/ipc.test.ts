import { beforeEach, describe, expect, it } from 'vitest';
import { channels } from '../bridge/api.ts';
import type { SessionKeeping } from '../bridge/types.ts';
import { memoryKeychain } from '../tests/desktop/memoryKeychain.ts';
import { type IpcSender, isTrustedSender, registerIpcHandlers } from './ipc.ts';
import { createTokenVault } from './tokenVault.ts';

type Listener = (event: IpcSender, ...args: unknown[]) => Promise<unknown>;

const appWindow: IpcSender = { senderFrame: { url: 'app://lucy/settings/lucy', parent: null } };
const tokens = { access_token: 'eyJhbGciOiJSUzI1NiJ9.eyJzdWIiOiIxIn0.c2ln', refresh_token: 'rt-123' };

const keychainLocked: SessionKeeping = {
  kept: false,
  problem: 'Your keyring is locked.',
  advice: 'Unlock it.',
  detail: 'unlock prompt was dismissed',
};

describe('IPC handlers check the sender and the arguments (checklist item 17)', () => {
  let handlers: Map<string, Listener>;
  let keychain: ReturnType<typeof memoryKeychain>;
  let opened: string[];
  let refusals: string[];
  let saves: boolean[];
  let refreshes: string[];
  let signIns: string[];

  const call = (channel: string, event: IpcSender, ...args: unknown[]) => {
    const handler = handlers.get(channel);
    if (!handler) throw new Error(`no handler for ${channel}`);
    return handler(event, ...args);
  };

  beforeEach(() => {
    handlers = new Map();
    keychain = memoryKeychain();
    opened = [];
    refusals = [];
    saves = [];
    refreshes = [];
    signIns = [];
    registerIpcHandlers(
      { handle: (channel, listener) => handlers.set(channel, listener) },
      {
        appOrigin: 'app://lucy',
        appInfo: {
          shell: 'desktop',
          version: '1.4.0',
          environmentHost: 'app.lucy-receptionist.com',
          webOrigin: 'https://app.lucy-receptionist.com',
        },
        vault: createTokenVault('Lucy Receptionist (test)', keychain.open),
        sessionKeeping: async () => keychainLocked,
        openExternal: (url) => {
          const vetted = url.startsWith('https://calls.lucy-receptionist.com/');
          if (vetted) opened.push(url);
          return vetted;
        },
        refreshSession: async (stale) => {
          refreshes.push(stale);
          return { outcome: 'renewed', access_token: 'renewed-access' };
        },
        signIn: async (entry) => {
          signIns.push(entry);
          return 'signed-in';
        },
        savingChanged: (saving) => saves.push(saving),
        refused: (channel, reason) => refusals.push(`${channel}: ${reason}`),
      },
    );
  });

  it('handles exactly the bridge’s channels', () => {
    expect([...handlers.keys()].sort()).toEqual(Object.values(channels).sort());
  });

  it('serves the app window: app info, and tokens set, read and cleared in the vault', async () => {
    expect(await call(channels.appInfo, appWindow)).toEqual({
      shell: 'desktop',
      version: '1.4.0',
      environmentHost: 'app.lucy-receptionist.com',
      webOrigin: 'https://app.lucy-receptionist.com',
    });
    await call(channels.tokensSet, appWindow, tokens);
    expect(keychain.items.get('Lucy Receptionist (test) / identity_access_token')).toBe(tokens.access_token);
    expect(keychain.items.get('Lucy Receptionist (test) / identity_refresh_token')).toBe(
      tokens.refresh_token,
    );
    // The window holds the access token only: the refresh token never crosses the bridge.
    expect(await call(channels.tokensGet, appWindow)).toEqual({ access_token: tokens.access_token });
    await call(channels.tokensClear, appWindow);
    expect(await call(channels.tokensGet, appWindow)).toBeNull();
    expect(keychain.items.size).toBe(0);
  });

  it('renews the session with the stale access token, and signs in through the browser by entry', async () => {
    expect(await call(channels.tokensRefresh, appWindow, tokens.access_token)).toEqual({
      outcome: 'renewed',
      access_token: 'renewed-access',
    });
    expect(await call(channels.signIn, appWindow, 'reset')).toBe('signed-in');
    await expect(call(channels.tokensRefresh, appWindow, 'a b')).rejects.toThrow('invalid arguments');
    await expect(call(channels.tokensRefresh, appWindow)).rejects.toThrow('invalid arguments');
    await expect(call(channels.signIn, appWindow, 'https://evil.example/')).rejects.toThrow(
      'invalid arguments',
    );
    await expect(call(channels.signIn, appWindow, 'signin', 'extra')).rejects.toThrow('invalid arguments');
    expect(refreshes).toEqual([tokens.access_token]);
    expect(signIns).toEqual(['reset']);
  });

  it('tells the app window whether the keychain keeps the session', async () => {
    expect(await call(channels.keychainStatus, appWindow)).toEqual(keychainLocked);
    await expect(call(channels.keychainStatus, appWindow, 'extra')).rejects.toThrow('invalid arguments');
  });

  it('opens a vetted link and refuses any other', async () => {
    await call(channels.openExternal, appWindow, 'https://calls.lucy-receptionist.com/');
    await expect(call(channels.openExternal, appWindow, 'https://evil.example/')).rejects.toThrow(
      'lucy:open-external: refused, not a vetted external link',
    );
    expect(opened).toEqual(['https://calls.lucy-receptionist.com/']);
  });

  it('passes on whether a save is under way, a boolean and nothing else (updates wait for it)', async () => {
    await call(channels.savingChanged, appWindow, true);
    await call(channels.savingChanged, appWindow, false);
    await expect(call(channels.savingChanged, appWindow, 'yes')).rejects.toThrow('invalid arguments');
    await expect(
      call(channels.savingChanged, { senderFrame: { url: 'https://evil.example/', parent: null } }, false),
    ).rejects.toThrow('the sender is not the app window');
    expect(saves).toEqual([true, false]);
  });

  describe('refuses a call from anything but the app’s main frame', () => {
    const foreign: [string, IpcSender][] = [
      ['a frame inside the app', { senderFrame: { url: 'app://lucy/', parent: { url: 'app://lucy/' } } }],
      ['a remote page', { senderFrame: { url: 'https://evil.example/', parent: null } }],
      [
        'the web app’s own site',
        { senderFrame: { url: 'https://app.lucy-receptionist.com/', parent: null } },
      ],
      ['a local file', { senderFrame: { url: 'file:///tmp/index.html', parent: null } }],
      ['another host on the app scheme', { senderFrame: { url: 'app://evil/', parent: null } }],
      ['a blank page', { senderFrame: { url: 'about:blank', parent: null } }],
      ['a frame that is gone', { senderFrame: null }],
    ];

    it.each(foreign)('%s', async (_case, sender) => {
      expect(isTrustedSender(sender, 'app://lucy')).toBe(false);
      for (const [channel, args] of [
        [channels.tokensGet, []],
        [channels.tokensSet, [tokens]],
        [channels.tokensClear, []],
        [channels.tokensRefresh, [tokens.access_token]],
        [channels.signIn, ['signin']],
        [channels.appInfo, []],
        [channels.keychainStatus, []],
        [channels.openExternal, ['https://calls.lucy-receptionist.com/']],
      ] as const) {
        await expect(call(channel, sender, ...args)).rejects.toThrow(
          'refused, the sender is not the app window',
        );
      }
      expect(keychain.items.size).toBe(0);
      expect(opened).toEqual([]);
      expect(refreshes).toEqual([]);
      expect(signIns).toEqual([]);
    });

    it('and the vault keeps its tokens when a foreign frame tries to read or clear them', async () => {
      await call(channels.tokensSet, appWindow, tokens);
      const [, subframe] = foreign[0] ?? [];
      if (!subframe) throw new Error('no foreign sender');
      await expect(call(channels.tokensGet, subframe)).rejects.toThrow();
      await expect(call(channels.tokensClear, subframe)).rejects.toThrow();
      expect(await call(channels.tokensGet, appWindow)).toEqual({ access_token: tokens.access_token });
    });
  });

  describe('refuses bad arguments', () => {
    it.each([
      ['no tokens', []],
      ['null', [null]],
      ['a string', ['eyJ...']],
      ['a missing refresh token', [{ access_token: 'a' }]],
      ['an empty token', [{ access_token: '', refresh_token: 'r' }]],
      ['a number', [{ access_token: 1, refresh_token: 'r' }]],
      ['an extra property', [{ ...tokens, id_token: 'x' }]],
      ['whitespace in a token', [{ access_token: 'a b', refresh_token: 'r' }]],
      ['a line break in a token', [{ access_token: 'a\nb', refresh_token: 'r' }]],
      ['an over-long token', [{ access_token: 'a'.repeat(16_385), refresh_token: 'r' }]],
      ['a second argument', [tokens, tokens]],
    ])('tokens-set with %s', async (_case, args) => {
      await expect(call(channels.tokensSet, appWindow, ...args)).rejects.toThrow(
        'lucy:tokens-set: refused, invalid arguments',
      );
      expect(keychain.items.size).toBe(0);
    });

    it('arguments where none are expected', async () => {
      await expect(call(channels.tokensGet, appWindow, 'extra')).rejects.toThrow('invalid arguments');
      await expect(call(channels.tokensClear, appWindow, { all: true })).rejects.toThrow('invalid arguments');
      await expect(call(channels.appInfo, appWindow, 1)).rejects.toThrow('invalid arguments');
    });

    it('a link that is not a string or is absurdly long', async () => {
      await expect(call(channels.openExternal, appWindow, { href: 'https://x' })).rejects.toThrow(
        'invalid arguments',
      );
      await expect(
        call(channels.openExternal, appWindow, `https://calls.lucy-receptionist.com/${'a'.repeat(2_100)}`),
      ).rejects.toThrow('invalid arguments');
      expect(opened).toEqual([]);
    });

    it('without echoing a token into the refusal', async () => {
      const secret = 'super-secret-token value';
      const failure = call(channels.tokensSet, appWindow, { access_token: secret, refresh_token: 'r' });
      await expect(failure).rejects.toThrow();
      await failure.catch((error: unknown) => expect(String(error)).not.toContain('super-secret'));
      expect(refusals.join('\n')).not.toContain('super-secret');
    });
  });
});
