import type { Tokens } from '../bridge/types.ts';

/**
 * The desktop session's tokens in the OS keychain (macOS Keychain, Windows Credential Manager, the Secret
 * Service on Linux). Only the main process touches them; the renderer asks through the bridge.
 */
export interface TokenVault {
  get(): Promise<Tokens | null>;
  set(tokens: Tokens): Promise<void>;
  clear(): Promise<void>;
}

/** One keychain item: a service and an account, holding one secret. */
export interface KeychainEntry {
  read(): Promise<string | null>;
  write(secret: string): Promise<void>;
  /** Resolves whether there was anything to delete. */
  remove(): Promise<boolean>;
}

export type OpenKeychainEntry = (service: string, account: string) => KeychainEntry;

/** Each token is its own item, named like the web storage keys (SPEC §4). */
export const TOKEN_ACCOUNTS = {
  access_token: 'identity_access_token',
  refresh_token: 'identity_refresh_token',
} as const;

export class KeychainError extends Error {
  override name = 'KeychainError';
}

function reason(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}

/**
 * Operations run one at a time, so a token refresh and a logout that race each other leave the keychain
 * in the state of whichever came last, never a mix. A half-written pair counts as no session.
 */
export function createTokenVault(service: string, open: OpenKeychainEntry): TokenVault {
  const access = open(service, TOKEN_ACCOUNTS.access_token);
  const refresh = open(service, TOKEN_ACCOUNTS.refresh_token);
  let queue: Promise<unknown> = Promise.resolve();
  const serialised = <T>(operation: () => Promise<T>): Promise<T> => {
    const result = queue.then(operation, operation);
    queue = result.catch(() => undefined);
    return result;
  };

  const clear = async () => {
    try {
      await Promise.all([access.remove(), refresh.remove()]);
    } catch (error) {
      throw new KeychainError(`The tokens could not be removed from the keychain: ${reason(error)}`);
    }
  };

  return {
    get: () =>
      serialised(async () => {
        let pair: [string | null, string | null];
        try {
          pair = await Promise.all([access.read(), refresh.read()]);
        } catch (error) {
          throw new KeychainError(`The keychain could not be read: ${reason(error)}`);
        }
        const [access_token, refresh_token] = pair;
        if (access_token && refresh_token) return { access_token, refresh_token };
        if (access_token || refresh_token) await clear();
        return null;
      }),
    set: (tokens) =>
      serialised(async () => {
        try {
          await access.write(tokens.access_token);
          await refresh.write(tokens.refresh_token);
        } catch (error) {
          await clear().catch(() => undefined);
          throw new KeychainError(`The tokens could not be saved in the keychain: ${reason(error)}`);
        }
      }),
    clear: () => serialised(clear),
  };
}
