import type { RefreshReply } from '../../bridge/types.ts';
import { isRefusalStatus } from '../../renderer/domain/refusal.ts';
import type { TokenVault } from '../tokenVault.ts';
import type { TokenAnswer } from './identityTokens.ts';

export interface SessionRefreshDependencies {
  vault: TokenVault;
  /** POST /token, grant_type=refresh_token. */
  refresh(refreshToken: string): Promise<TokenAnswer>;
  warn(message: string): void;
}

/**
 * The desktop session's refresh, in the main process: the refresh token stays in the keychain and the window,
 * which holds access tokens only, asks for a new one with the access token that was refused. One request per
 * refresh token, however many calls were refused with it (SPEC §7). A refusal (SPEC §4 "a failed refresh") clears
 * the keychain; an outage (no answer, a 5xx, 408, 429) leaves it as it is, and the window tries again.
 */
export function createSessionRefresh(dependencies: SessionRefreshDependencies) {
  const { vault } = dependencies;
  const inFlight = new Map<string, Promise<RefreshReply>>();

  async function renew(refreshToken: string): Promise<RefreshReply> {
    const answer = await dependencies.refresh(refreshToken);
    if (answer.ok) {
      try {
        await vault.set(answer.tokens);
      } catch (error) {
        // The window keeps working with the new access token; the keychain problem shows at the next start.
        dependencies.warn(`The renewed session could not be kept: ${String(error)}`);
      }
      return { outcome: 'renewed', access_token: answer.tokens.access_token };
    }
    if (!isRefusalStatus(answer.status)) return { outcome: 'unreachable' };
    try {
      // Only this session ends: one signed in meanwhile keeps its tokens.
      if ((await vault.get())?.refresh_token === refreshToken) await vault.clear();
    } catch (error) {
      dependencies.warn(`The refused session could not be removed from the keychain: ${String(error)}`);
    }
    return { outcome: 'refused', status: answer.status };
  }

  return async function refresh(staleAccessToken: string): Promise<RefreshReply> {
    let stored: Awaited<ReturnType<TokenVault['get']>>;
    try {
      stored = await vault.get();
    } catch (error) {
      dependencies.warn(`The keychain could not be read for a refresh: ${String(error)}`);
      return { outcome: 'unreachable' };
    }
    if (!stored) return { outcome: 'refused', status: 401 };
    // Renewed already (another call's refresh came first): the window gets the access token it missed.
    if (stored.access_token !== staleAccessToken)
      return { outcome: 'renewed', access_token: stored.access_token };
    const key = stored.refresh_token;
    let pending = inFlight.get(key);
    if (!pending) {
      pending = renew(key).finally(() => inFlight.delete(key));
      inFlight.set(key, pending);
    }
    return pending;
  };
}

export type SessionRefresh = ReturnType<typeof createSessionRefresh>;
