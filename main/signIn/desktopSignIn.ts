import { identityUrl, resolveEnvironments } from '../../renderer/domain/environment/index.ts';
import type { TokenVault } from '../tokenVault.ts';
import { exchangeAuthorizationCode, type FetchFunction, refreshTokens } from './identityTokens.ts';
import { listenOnLoopback } from './loopback.ts';
import { createSessionRefresh } from './sessionRefresh.ts';
import { createSystemBrowserSignIn } from './systemBrowserSignIn.ts';

export interface DesktopSignInOptions {
  /** The host the environment is chosen by (main/environment.ts), as the renderer chooses it. */
  environmentHost: string;
  /** The environment's web app, whose pages sign staff in. */
  webOrigin: string;
  /** Where the local environment's dev backend is (the address the renderer was built with). */
  localBackend?: string;
  fetch: FetchFunction;
  vault: TokenVault;
  schemeIsOurs(): boolean;
  openBrowser(url: string): boolean;
  signedIn(): void;
  warn(message: string): void;
}

/**
 * The desktop session's two jobs in the main process, for the environment the app runs in: signing in through
 * the system browser, and renewing the session for the window. Both talk to the environment's one identity
 * service (SPEC §7), found from its host as the renderer finds it.
 */
export function createDesktopSignIn(options: DesktopSignInOptions) {
  const environments = resolveEnvironments(options.environmentHost, {
    ...(options.localBackend ? { localBackend: options.localBackend } : {}),
  });
  const identity = identityUrl(environments);
  return {
    signIn: createSystemBrowserSignIn({
      available: environments.some((environment) => environment.flags.desktopSignIn),
      webOrigin: options.webOrigin,
      schemeIsOurs: options.schemeIsOurs,
      listen: listenOnLoopback,
      openBrowser: options.openBrowser,
      exchange: (grant) => exchangeAuthorizationCode(options.fetch, identity, grant),
      keep: (tokens) => options.vault.set(tokens),
      signedIn: options.signedIn,
      warn: options.warn,
    }),
    refreshSession: createSessionRefresh({
      vault: options.vault,
      refresh: (refreshToken) => refreshTokens(options.fetch, identity, refreshToken),
      warn: options.warn,
    }),
  };
}

export type DesktopSignIn = ReturnType<typeof createDesktopSignIn>;
