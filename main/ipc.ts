import { z } from 'zod';
import { channels, type DesktopAppInfo } from '../bridge/api.ts';
import type { RefreshReply, SessionKeeping } from '../bridge/types.ts';
import type { BrowserSignInOutcome } from '../renderer/domain/links/desktopSignIn.ts';
import { isAppUrl } from './navigation.ts';
import type { TokenVault } from './tokenVault.ts';

/**
 * The main-process side of the bridge. Every handler first checks who is calling (Electron security
 * checklist item 17: the app's own main frame, nothing else) and then validates its arguments; anything
 * else is refused with an error and never reaches the vault or the shell.
 */

/** The part of Electron's IpcMainInvokeEvent the sender check reads. */
export interface IpcSender {
  senderFrame: { url: string; parent: unknown } | null;
}

export interface IpcRegistrar {
  handle(channel: string, listener: (event: IpcSender, ...args: unknown[]) => Promise<unknown>): void;
}

export interface IpcDependencies {
  appOrigin: string;
  appInfo: DesktopAppInfo;
  vault: TokenVault;
  /** Renews the session for the window, which holds access tokens only (signIn/sessionRefresh.ts). */
  refreshSession(staleAccessToken: string): Promise<RefreshReply>;
  /** Signs in through the system browser (signIn/systemBrowserSignIn.ts). */
  signIn(entry: 'signin' | 'signup' | 'reset'): Promise<BrowserSignInOutcome>;
  /** Whether the keychain keeps the session (keychainFallback.ts), for the window's notice. */
  sessionKeeping(): Promise<SessionKeeping>;
  /** Opens a vetted link outside the app; false when the link is refused. */
  openExternal(url: string): boolean;
  /** The renderer reports whether a save is under way (updates wait for it: updates.ts). */
  savingChanged(saving: boolean): void;
  refused(channel: string, reason: string): void;
}

/** The main frame of a page served from the app origin. Subframes and foreign pages are refused. */
export function isTrustedSender(event: IpcSender, appOrigin: string): boolean {
  const frame = event.senderFrame;
  return frame !== null && frame.parent === null && isAppUrl(frame.url, appOrigin);
}

/** JWT-shaped or opaque: printable ASCII without spaces, bounded so a runaway value cannot fill the keychain. */
const token = z
  .string()
  .min(1)
  .max(16_384)
  .regex(/^[\x21-\x7E]+$/);

const noArguments = z.tuple([]);
const tokensArguments = z.tuple([z.strictObject({ access_token: token, refresh_token: token })]);
const urlArguments = z.tuple([z.string().min(1).max(2_048)]);
const savingArguments = z.tuple([z.boolean()]);
const refreshArguments = z.tuple([token]);
const signInArguments = z.tuple([z.enum(['signin', 'signup', 'reset'])]);

export class IpcRefusedError extends Error {
  override name = 'IpcRefusedError';
}

export function registerIpcHandlers(ipc: IpcRegistrar, dependencies: IpcDependencies): void {
  const { vault } = dependencies;

  function handle<Schema extends z.ZodType<unknown[]>>(
    channel: string,
    schema: Schema,
    run: (args: z.infer<Schema>) => Promise<unknown>,
  ): void {
    ipc.handle(channel, async (event, ...args) => {
      if (!isTrustedSender(event, dependencies.appOrigin)) {
        dependencies.refused(channel, 'the sender is not the app window');
        throw new IpcRefusedError(`${channel}: refused, the sender is not the app window`);
      }
      const parsed = schema.safeParse(args);
      if (!parsed.success) {
        // The issues are not logged: they could echo a token.
        dependencies.refused(channel, 'invalid arguments');
        throw new IpcRefusedError(`${channel}: refused, invalid arguments`);
      }
      return run(parsed.data);
    });
  }

  handle(channels.appInfo, noArguments, async () => dependencies.appInfo);
  // The window holds the access token only: the refresh token stays in the main process.
  handle(channels.tokensGet, noArguments, async () => {
    const tokens = await vault.get();
    return tokens && { access_token: tokens.access_token };
  });
  handle(channels.tokensSet, tokensArguments, ([tokens]) => vault.set(tokens));
  handle(channels.tokensClear, noArguments, () => vault.clear());
  handle(channels.tokensRefresh, refreshArguments, ([stale]) => dependencies.refreshSession(stale));
  handle(channels.signIn, signInArguments, ([entry]) => dependencies.signIn(entry));
  handle(channels.keychainStatus, noArguments, () => dependencies.sessionKeeping());
  handle(channels.savingChanged, savingArguments, async ([saving]) => dependencies.savingChanged(saving));
  handle(channels.openExternal, urlArguments, async ([url]) => {
    if (!dependencies.openExternal(url)) {
      throw new IpcRefusedError(`${channels.openExternal}: refused, not a vetted external link`);
    }
  });
}
