import type { KeychainEntry, OpenKeychainEntry } from './tokenVault.ts';

/**
 * Keychain items through @napi-rs/keyring (keytar's API; keytar itself is archived). Secrets are written
 * as UTF-8 bytes: Windows Credential Manager caps an item at 2560 bytes, and writing a "password" would
 * spend two bytes per character there. On Linux the item must go to the Secret Service: the library's
 * fallback, the kernel keyring, forgets everything at logout, which would sign staff out silently.
 *
 * Nothing touches the keychain before it is used. The native binding loads on the first use, and each entry
 * is created then too: on Linux without a Secret Service, creating an entry throws, and at start-up that
 * would end the app before its window. A failure reaches the caller as a rejected operation instead.
 */
type Binding = Pick<typeof import('@napi-rs/keyring'), 'AsyncEntry'>;
type AsyncEntry = InstanceType<Binding['AsyncEntry']>;

/** How a missing binding is reported, so the advice can tell it from a keychain that refused. */
export const KEYCHAIN_MODULE_MISSING = "Lucy's keychain module could not be loaded";

function reason(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}

/** `loadBinding` is the import of the native module, replaced in tests. */
export function keychainEntries(
  loadBinding: () => Promise<Binding> = () => import('@napi-rs/keyring'),
): OpenKeychainEntry {
  let binding: Promise<Binding> | undefined;
  // A binding that failed to load stays failed: its file is missing from this installation.
  const loaded = () =>
    (binding ??= loadBinding().catch((error: unknown) => {
      throw new Error(`${KEYCHAIN_MODULE_MISSING} (${reason(error)})`);
    }));

  return (service, account): KeychainEntry => {
    let entry: AsyncEntry | undefined;
    // Not kept when it fails: a Secret Service started after Lucy (a keyring unlocked later) is found next time.
    const opened = async () => {
      const { AsyncEntry } = await loaded();
      entry ??= new AsyncEntry(service, account, { linux: { store: 'secret-service' } });
      return entry;
    };
    return {
      async read() {
        const bytes = await (await opened()).getSecret();
        return bytes ? new TextDecoder().decode(Uint8Array.from(bytes)) : null;
      },
      write: async (secret) => (await opened()).setSecret(new TextEncoder().encode(secret)),
      remove: async () => (await opened()).deleteCredential(),
    };
  };
}

/** The OS keychain, as the app and the desktop tests use it. */
export const openKeychainEntry: OpenKeychainEntry = keychainEntries();
