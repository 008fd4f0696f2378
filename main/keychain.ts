import { AsyncEntry } from '@napi-rs/keyring';
import type { KeychainEntry } from './tokenVault.ts';

/**
 * Keychain items through @napi-rs/keyring (keytar's API; keytar itself is archived). Secrets are written
 * as UTF-8 bytes: Windows Credential Manager caps an item at 2560 bytes, and writing a "password" would
 * spend two bytes per character there. On Linux the item must go to the Secret Service: the library's
 * fallback, the kernel keyring, forgets everything at logout, which would sign staff out silently.
 */
export function openKeychainEntry(service: string, account: string): KeychainEntry {
  const entry = new AsyncEntry(service, account, { linux: { store: 'secret-service' } });
  return {
    async read() {
      const bytes = await entry.getSecret();
      return bytes ? new TextDecoder().decode(Uint8Array.from(bytes)) : null;
    },
    write: (secret) => entry.setSecret(new TextEncoder().encode(secret)),
    remove: () => entry.deleteCredential(),
  };
}
