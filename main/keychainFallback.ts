import type { SessionKeeping, Tokens } from '../bridge/types.ts';
import type { KeychainProblem } from './keychainAdvice.ts';
import type { TokenVault } from './tokenVault.ts';

/**
 * The token vault for staff whose keychain cannot keep a session (none on the computer, locked, or without a
 * default collection): they are signed in for this run of the app only, kept in the main process's memory, and
 * `status` says why so the window can tell them. The keychain is tried again on every save, so a keyring
 * unlocked meanwhile takes over at the next sign-in or token refresh.
 */
export interface SessionFallback {
  vault: TokenVault;
  /** Whether the session outlives the app; asks the keychain first if nothing has yet. */
  status(): Promise<SessionKeeping>;
}

export function withSessionFallback(
  keychain: TokenVault,
  options: { explain(error: unknown): KeychainProblem; warn(message: string): void },
): SessionFallback {
  let memory: Tokens | null = null;
  // Signed out while the keychain could not remove its items: they are not read back in this run.
  let signedOut = false;
  let problem: KeychainProblem | null = null;
  let used = false;
  // One operation at a time, each seeing the state the previous one left.
  let queue: Promise<unknown> = Promise.resolve();
  const serialised = <T>(operation: () => Promise<T>): Promise<T> => {
    used = true;
    const result = queue.then(operation);
    queue = result.catch(() => undefined);
    return result;
  };
  const failed = (error: unknown) => {
    problem = options.explain(error);
    options.warn(`The keychain cannot keep the session, so it lasts until Lucy quits: ${problem.detail}`);
  };

  const vault: TokenVault = {
    get: () =>
      serialised(async () => {
        if (memory || signedOut) return memory;
        try {
          return await keychain.get();
        } catch (error) {
          failed(error);
          return null;
        }
      }),
    set: (tokens) =>
      serialised(async () => {
        try {
          await keychain.set(tokens);
          memory = null;
          problem = null;
        } catch (error) {
          memory = tokens;
          failed(error);
        }
        signedOut = false;
      }),
    clear: () =>
      serialised(async () => {
        memory = null;
        try {
          await keychain.clear();
          signedOut = false;
        } catch (error) {
          signedOut = true;
          failed(error);
        }
      }),
  };

  return {
    vault,
    async status() {
      if (!used) await vault.get();
      await queue;
      return problem ?? { kept: true };
    },
  };
}
