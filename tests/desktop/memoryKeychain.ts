import type { KeychainEntry, OpenKeychainEntry } from '../../main/tokenVault.ts';

/** An OS keychain in memory, for unit tests of code above the keychain. Keys are `service / account`. */
export function memoryKeychain() {
  const items = new Map<string, string>();
  const failures = { read: false, write: false, writeAccount: '' };
  const open: OpenKeychainEntry = (service, account): KeychainEntry => {
    const key = `${service} / ${account}`;
    return {
      async read() {
        if (failures.read) throw new Error('The keychain is locked');
        return items.get(key) ?? null;
      },
      async write(secret) {
        if (failures.write || failures.writeAccount === account)
          throw new Error('The keychain refused the item');
        items.set(key, secret);
      },
      async remove() {
        return items.delete(key);
      },
    };
  };
  return { items, failures, open };
}
